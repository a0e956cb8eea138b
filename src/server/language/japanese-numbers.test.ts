import { describe, expect, it } from 'vitest';
import { countedReadings, integerReadings, numberReadings } from './japanese-numbers.ts';

const counted = (digits: string, counter: string, said: string) =>
  countedReadings(numberReadings(digits)!.readings, digits, counter, said);

describe('Japanese numbers said', () => {
  it('reads whole numbers with their sound changes, the usual way first', () => {
    expect(integerReadings('2024')[0]).toBe('にせんにじゅうよん');
    expect(integerReadings('2024')).toEqual(expect.arrayContaining(['にせんにじゅうし', 'にせんにじゅうよ']));
    expect(integerReadings('300')).toEqual(['さんびゃく']);
    expect(integerReadings('600')).toEqual(['ろっぴゃく']);
    expect(integerReadings('8000')).toEqual(['はっせん']);
    expect(integerReadings('1000')).toEqual(['せん']);
    expect(integerReadings('10000')).toEqual(['いちまん']);
    expect(integerReadings('35000')).toEqual(['さんまんごせん']);
    expect(integerReadings('1000000000000')).toEqual(['いっちょう']);
    expect(integerReadings('17')).toEqual(['じゅうなな', 'じゅうしち']);
    expect(integerReadings('0')).toEqual(['ぜろ', 'れい']);
    expect(integerReadings('1'.repeat(17))).toEqual([]);
  });

  it('reads what is written as a number: separators, decimals, full width, kanji', () => {
    expect(numberReadings('1,000')).toEqual({ digits: '1000', readings: ['せん'] });
    expect(numberReadings('3.5')).toEqual({ digits: '', readings: ['さんてんご'] });
    expect(numberReadings('３')).toEqual({ digits: '3', readings: ['さん'] });
    expect(numberReadings('二千二十四')?.digits).toBe('2024');
    expect(numberReadings('二〇二四')?.digits).toBe('2024');
    expect(numberReadings('三万')?.readings).toEqual(['さんまん']);
    expect(numberReadings('007')).toBeNull(); // a code, not a number
    expect(numberReadings('何')).toBeNull();
  });

  it('says a number and its counter together', () => {
    expect(counted('3', '本', 'ほん')[0]).toBe('さんぼん');
    expect(counted('1', '本', 'ほん')[0]).toBe('いっぽん');
    expect(counted('6', '杯', 'はい')[0]).toBe('ろっぱい');
    expect(counted('10', '分', 'ふん')).toEqual(expect.arrayContaining(['じゅっぷん', 'じっぷん']));
    expect(counted('4', '分', 'ふん')).toContain('よんぷん');
    expect(counted('1', '回', 'かい')[0]).toBe('いっかい');
    expect(counted('3', '階', 'かい')).toEqual(['さんかい', 'さんがい']);
    expect(counted('8', '歳', 'さい')[0]).toBe('はっさい');
    expect(counted('6', '歳', 'さい')).toEqual(['ろくさい']);
    expect(counted('20', '歳', 'さい')[0]).toBe('はたち');
    expect(counted('1', '人', 'にん')[0]).toBe('ひとり');
    expect(counted('4', '人', 'にん')[0]).toBe('よにん');
    expect(counted('3', 'つ', 'つ')[0]).toBe('みっつ');
    expect(counted('4', '日', 'にち')[0]).toBe('よっか');
    expect(counted('20', '日', 'にち')[0]).toBe('はつか');
    expect(counted('9', '月', 'がつ')[0]).toBe('くがつ');
    expect(counted('4', '年', 'ねん')[0]).toBe('よねん');
    expect(counted('4', '時', 'じ')[0]).toBe('よじ');
    expect(counted('7', '時', 'じ')).toEqual(expect.arrayContaining(['ななじ', 'しちじ']));
  });
});
