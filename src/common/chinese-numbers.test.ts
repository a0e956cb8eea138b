import { describe, expect, it } from 'vitest';
import { chineseCardinal, chineseNumberReadings } from './chinese-numbers.ts';
import { withNumbersReadLike } from './spoken-numbers.ts';

describe('Chinese numbers', () => {
  it('reads whole numbers with their zeros said once', () => {
    expect(chineseCardinal(0)).toBe('零');
    expect(chineseCardinal(7)).toBe('七');
    expect(chineseCardinal(15)).toBe('十五');
    expect(chineseCardinal(20)).toBe('二十');
    expect(chineseCardinal(105)).toBe('一百零五');
    expect(chineseCardinal(110)).toBe('一百一十');
    expect(chineseCardinal(1001)).toBe('一千零一');
    expect(chineseCardinal(2024)).toBe('二千零二十四');
    expect(chineseCardinal(10001)).toBe('一万零一');
    expect(chineseCardinal(150000)).toBe('十五万');
    expect(chineseCardinal(1_0500_0000)).toBe('一亿零五百万');
    expect(chineseCardinal(10 ** 16)).toBeNull();
  });

  it('knows 两, years said digit by digit, and traditional characters', () => {
    expect(chineseNumberReadings('2')).toEqual(['2', '二', '两', '兩']);
    expect(chineseNumberReadings('2000')).toEqual(expect.arrayContaining(['两千', '二零零零', '二〇〇〇', '兩千']));
    expect(chineseNumberReadings('2024')).toEqual(expect.arrayContaining(['二零二四', '二〇二四', '两千零二十四']));
    expect(chineseNumberReadings('20000')).toEqual(expect.arrayContaining(['两万', '兩萬', '二万']));
    expect(chineseNumberReadings('007')).toEqual(['007', '零零七', '〇〇七']);
  });

  it('takes the reading the other side says', () => {
    const like = (key: string, other: string, following?: string) =>
      withNumbersReadLike(key, other, chineseNumberReadings, following);
    expect(like('我买了3个苹果', '我买了三个苹果')).toBe('我买了三个苹果');
    expect(like('我买了2个苹果', '我买了两个苹果')).toBe('我买了两个苹果');
    expect(like('2024年', '二零二四年')).toBe('二零二四年');
    expect(like('3', '三个', '个')).toBe('三');
    expect(like('3个', '3个')).toBe('3个');
    // One character alone (三) is in too many words: the digits stay unless what follows agrees.
    expect(like('3', '三明治')).toBe('3');
  });
});
