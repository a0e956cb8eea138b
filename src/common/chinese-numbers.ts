/**
 * How Chinese reads a number written in digits, for pronunciation feedback (ADR 37): a line with 3个 is
 * said 三个, 2000 两千, a year 2024 二零二四, and a speech-to-text model writes either the digits or the
 * characters. Every reading is a candidate; the one the other side of the comparison contains wins
 * (`withNumbersReadLike`). Simplified and traditional characters alike. Pure: shared by the server and the browser.
 */

const DIGITS = '零一二三四五六七八九';
const PLACES = ['', '十', '百', '千'];
const GROUPS = ['', '万', '亿', '万亿'];

/** 1–9999: a zero between digits is said once (一百零五, 一千零一), trailing zeros not at all. */
function belowTenThousand(n: number): string {
  let text = '';
  let zero = false;
  for (let place = 3; place >= 0; place--) {
    const digit = Math.floor(n / 10 ** place) % 10;
    if (digit === 0) {
      zero = text !== '';
      continue;
    }
    text += (zero ? '零' : '') + DIGITS[digit] + PLACES[place];
    zero = false;
  }
  return text;
}

/** The cardinal reading of a whole number (2024 → 二千零二十四, 15 → 十五), or null past 10¹⁶. */
export function chineseCardinal(n: number): string | null {
  if (!Number.isSafeInteger(n) || n < 0 || n >= 10 ** 16) return null;
  if (n === 0) return '零';
  let text = '';
  for (let group = 3; group >= 0; group--) {
    const value = Math.floor(n / 10 ** (4 * group)) % 10_000;
    if (value === 0) continue;
    // A group under a thousand after a higher one is read with a zero: 一万零一, 一亿零五百万.
    if (text && value < 1000) text += '零';
    text += belowTenThousand(value) + GROUPS[group];
  }
  // 十五, not 一十五, when the number starts there.
  return text.startsWith('一十') ? text.slice(1) : text;
}

/** 两 for 二 before 百, 千, 万 and 亿 (两千), and for 2 alone before a measure word (两个). */
const withLiang = (reading: string) => (reading === '二' ? '两' : reading.replace(/二(?=[百千万亿])/g, '两'));

const TRADITIONAL: Record<string, string> = { 万: '萬', 亿: '億', 两: '兩' };
const traditional = (reading: string) => reading.replace(/[万亿两]/g, (ch) => TRADITIONAL[ch]!);

/** Every way a run of digits may be said: the digits, the cardinal (with 两), digit by digit (years, codes). */
export function chineseNumberReadings(digits: string): string[] {
  const cardinal = digits.startsWith('0') && digits.length > 1 ? null : chineseCardinal(Number(digits));
  const oneByOne = [...digits].map((d) => DIGITS[Number(d)]).join('');
  const readings = [...(cardinal ? [cardinal, withLiang(cardinal)] : []), oneByOne, oneByOne.replace(/零/g, '〇')];
  return [...new Set([digits, ...readings, ...readings.map(traditional)])];
}
