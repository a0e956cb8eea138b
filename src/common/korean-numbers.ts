/**
 * How Korean reads a number written in digits, for pronunciation feedback (ADR 37): a line with 3개 is
 * read 세 개, one with 3분 삼 분, and a speech-to-text model writes either the digits or the words. Which
 * reading a counter takes is a matter of usage, so every reading is a candidate and the one the other
 * side of the comparison contains wins (`withNumbersReadLike`). Pure: shared by the server and the browser.
 */

const SINO_DIGITS = ['', '일', '이', '삼', '사', '오', '육', '칠', '팔', '구'];
const SINO_PLACES = ['', '십', '백', '천'];
const SINO_GROUPS = ['', '만', '억', '조'];
const NATIVE_ONES = ['', '하나', '둘', '셋', '넷', '다섯', '여섯', '일곱', '여덟', '아홉'];
/** Before a counter (한 개, 두 시, 세 살, 네 명) the first four shorten. */
const NATIVE_ONES_BEFORE_COUNTER = ['', '한', '두', '세', '네', '다섯', '여섯', '일곱', '여덟', '아홉'];
const NATIVE_TENS = ['', '열', '스물', '서른', '마흔', '쉰', '예순', '일흔', '여든', '아흔'];

/** 0–9999 in Sino-Korean, a leading 1 silent before 십, 백 and 천 (십오, 백이, 천구백). */
function sinoBelowTenThousand(n: number): string {
  let text = '';
  for (let place = 3; place >= 0; place--) {
    const digit = Math.floor(n / 10 ** place) % 10;
    if (digit === 0) continue;
    text += (digit === 1 && place > 0 ? '' : SINO_DIGITS[digit]) + SINO_PLACES[place];
  }
  return text;
}

/** The Sino-Korean reading of a whole number (2024 → 이천이십사, 10000 → 만), or null past 10¹⁶. */
export function sinoKorean(n: number): string | null {
  if (!Number.isSafeInteger(n) || n < 0 || n >= 10 ** 16) return null;
  if (n === 0) return '영';
  let text = '';
  for (let group = 3; group >= 0; group--) {
    const value = Math.floor(n / 10 ** (4 * group)) % 10_000;
    if (value === 0) continue;
    // 만 alone, not 일만; 일억 and 일조 keep their 일.
    text += (value === 1 && group === 1 ? '' : sinoBelowTenThousand(value)) + SINO_GROUPS[group];
  }
  return text;
}

/** The native readings of 1–99: counted (셋, 스물) and before a counter (세, 스무); none outside that range. */
export function nativeKorean(n: number): string[] {
  if (!Number.isInteger(n) || n < 1 || n > 99) return [];
  const [tens, ones] = [Math.floor(n / 10), n % 10];
  const counted = NATIVE_TENS[tens]! + NATIVE_ONES[ones]!;
  const beforeCounter = ones === 0 && tens === 2 ? '스무' : NATIVE_TENS[tens]! + NATIVE_ONES_BEFORE_COUNTER[ones]!;
  return counted === beforeCounter ? [counted] : [counted, beforeCounter];
}

/** Every way a run of digits may be said: the digits themselves, Sino-Korean, native. */
export function koreanNumberReadings(digits: string): string[] {
  const n = Number(digits);
  const sino = sinoKorean(n);
  return [...new Set([digits, ...(sino ? [sino] : []), ...nativeKorean(n)])];
}
