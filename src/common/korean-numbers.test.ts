import { describe, expect, it } from 'vitest';
import { koreanNumberReadings, nativeKorean, sinoKorean } from './korean-numbers.ts';
import { withNumbersReadLike as readLike } from './spoken-numbers.ts';

const withNumbersReadLike = (key: string, other: string, following?: string) =>
  readLike(key, other, koreanNumberReadings, following);

describe('Korean number readings', () => {
  it('reads Sino-Korean numbers, a leading 1 silent before 십, 백, 천 and 만', () => {
    expect(sinoKorean(0)).toBe('영');
    expect(sinoKorean(3)).toBe('삼');
    expect(sinoKorean(10)).toBe('십');
    expect(sinoKorean(16)).toBe('십육');
    expect(sinoKorean(20)).toBe('이십');
    expect(sinoKorean(105)).toBe('백오');
    expect(sinoKorean(1000)).toBe('천');
    expect(sinoKorean(2024)).toBe('이천이십사');
    expect(sinoKorean(10_000)).toBe('만');
    expect(sinoKorean(35_000)).toBe('삼만오천');
    expect(sinoKorean(100_000_000)).toBe('일억');
    expect(sinoKorean(120_003_000)).toBe('일억이천만삼천');
    expect(sinoKorean(10 ** 16)).toBeNull();
  });

  it('reads native numbers, counted and before a counter', () => {
    expect(nativeKorean(1)).toEqual(['하나', '한']);
    expect(nativeKorean(3)).toEqual(['셋', '세']);
    expect(nativeKorean(5)).toEqual(['다섯']);
    expect(nativeKorean(20)).toEqual(['스물', '스무']);
    expect(nativeKorean(21)).toEqual(['스물하나', '스물한']);
    expect(nativeKorean(99)).toEqual(['아흔아홉']);
    expect(nativeKorean(0)).toEqual([]);
    expect(nativeKorean(100)).toEqual([]);
    expect(koreanNumberReadings('2')).toEqual(['2', '이', '둘', '두']);
  });

  it('writes digits as the reading the other side has, else keeps them', () => {
    expect(withNumbersReadLike('사과3개', '사과세개')).toBe('사과세개');
    expect(withNumbersReadLike('3분', '삼분만기다려')).toBe('삼분');
    expect(withNumbersReadLike('20살', '스무살이에요')).toBe('스무살');
    expect(withNumbersReadLike('21살', '스물한살')).toBe('스물한살');
    expect(withNumbersReadLike('2024년', '이천이십사년')).toBe('이천이십사년');
    expect(withNumbersReadLike('3개', '3개')).toBe('3개');
    expect(withNumbersReadLike('3개', '사과주세요')).toBe('3개');
    expect(withNumbersReadLike('2024', '이천이십사년', '년')).toBe('이천이십사');
    expect(withNumbersReadLike('3', '세개', '개')).toBe('세');
    expect(withNumbersReadLike('20', '스물')).toBe('스물');
    // 세 is in 세상 too; the reading followed by the counter wins over one found alone.
    expect(withNumbersReadLike('3개', '세상에삼개')).toBe('삼개');
  });
});
