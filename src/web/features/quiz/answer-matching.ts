/** Grading typed answers: what counts as the same answer, and how close is close enough. */

export type TypedVerdict = 'exact' | 'close' | 'wrong';

/** Letters whose accents may be left off: Latin, Greek, Cyrillic (kana voicing marks and Hangul stay). */
const ACCENTED = /([\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{M}+/gu;

/**
 * An answer as compared: accents dropped (é → e, ß → ss), case folded, punctuation gone, spaces single,
 * full-width forms made plain (ＡＢＣ → abc). Japanese and Korean keep every mark that changes the word.
 */
export function normalizeAnswer(text: string): string {
  return text
    .normalize('NFKC')
    .normalize('NFD')
    .replace(ACCENTED, '$1')
    .normalize('NFC')
    .toLocaleLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Edit distance in characters (code points), a swap of neighbours counting as one; gives up once past `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  const x = Array.from(a);
  const y = Array.from(b);
  if (Math.abs(x.length - y.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[y.length]!;
}

/** Typos forgiven: none up to 5 letters (one letter changes a short word), one from 6, two from 12. */
export function typosAllowed(length: number): number {
  if (length >= 12) return 2;
  if (length >= 6) return 1;
  return 0;
}

/**
 * A typed answer against the expected one: 'exact' once case, accents, punctuation and spacing are set
 * aside; 'close' (counted right, spelling shown) within a small typo budget for long answers.
 */
export function gradeTyped(typed: string, expected: string): TypedVerdict {
  const given = normalizeAnswer(typed);
  const wanted = normalizeAnswer(expected);
  if (!given) return 'wrong';
  if (given === wanted) return 'exact';
  const budget = typosAllowed(Array.from(wanted).length);
  return budget > 0 && editDistance(given, wanted, budget) <= budget ? 'close' : 'wrong';
}
