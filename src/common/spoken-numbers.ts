/**
 * Numbers written in digits on one side of a pronunciation check and said in words on the other (ADR 37):
 * the languages whose readings are known, and the one rule that picks a reading.
 */
import { chineseNumberReadings } from './chinese-numbers.ts';
import { koreanNumberReadings } from './korean-numbers.ts';

export type NumberReadings = (digits: string) => string[];

/** Languages aligned by character whose numbers are said in words a model may write either way. */
export const NUMBER_READINGS: Record<string, NumberReadings> = {
  ko: koreanNumberReadings,
  zh: chineseNumberReadings,
  // Cantonese writes its numbers in the same characters (兩個, 二零二四).
  yue: chineseNumberReadings,
};

/**
 * `key` with each run of digits written as the reading of it that `other` contains, the digits kept when
 * `other` has none: first a reading followed there by what follows the number here (세개 in 사과세개, 三个
 * in 买三个; `following`: the key of the next word, for a number that ends its word), then a reading of
 * two characters or more found alone — one alone (세, 이, 三) is in too many words to say anything.
 * Both are comparison keys (spaces removed).
 */
export function withNumbersReadLike(key: string, other: string, readings: NumberReadings, following = ''): string {
  return key.replace(/\d+/g, (digits, at: number) => {
    const next = (key.slice(at + digits.length) + following).slice(0, 1);
    // The digits first (both sides wrote them), then a longer reading before a shorter one inside it.
    const candidates = readings(digits).sort(
      (a, b) => Number(b === digits) - Number(a === digits) || b.length - a.length,
    );
    const withNext = next ? candidates.find((reading) => other.includes(reading + next)) : undefined;
    const alone = candidates.find((reading) => (reading === digits || reading.length > 1) && other.includes(reading));
    return withNext ?? alone ?? digits;
  });
}
