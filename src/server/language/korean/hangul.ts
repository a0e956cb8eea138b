/** Hangul syllables as initial + vowel + final jamo (compatibility letters), and back. */

const INITIALS = [
  'ㄱ',
  'ㄲ',
  'ㄴ',
  'ㄷ',
  'ㄸ',
  'ㄹ',
  'ㅁ',
  'ㅂ',
  'ㅃ',
  'ㅅ',
  'ㅆ',
  'ㅇ',
  'ㅈ',
  'ㅉ',
  'ㅊ',
  'ㅋ',
  'ㅌ',
  'ㅍ',
  'ㅎ',
];
const VOWELS = [
  'ㅏ',
  'ㅐ',
  'ㅑ',
  'ㅒ',
  'ㅓ',
  'ㅔ',
  'ㅕ',
  'ㅖ',
  'ㅗ',
  'ㅘ',
  'ㅙ',
  'ㅚ',
  'ㅛ',
  'ㅜ',
  'ㅝ',
  'ㅞ',
  'ㅟ',
  'ㅠ',
  'ㅡ',
  'ㅢ',
  'ㅣ',
];
const FINALS = [
  '',
  'ㄱ',
  'ㄲ',
  'ㄳ',
  'ㄴ',
  'ㄵ',
  'ㄶ',
  'ㄷ',
  'ㄹ',
  'ㄺ',
  'ㄻ',
  'ㄼ',
  'ㄽ',
  'ㄾ',
  'ㄿ',
  'ㅀ',
  'ㅁ',
  'ㅂ',
  'ㅄ',
  'ㅅ',
  'ㅆ',
  'ㅇ',
  'ㅈ',
  'ㅊ',
  'ㅋ',
  'ㅌ',
  'ㅍ',
  'ㅎ',
];
const FIRST = 0xac00;
const LAST = 0xd7a3;

export interface Jamo {
  initial: string;
  vowel: string;
  final: string;
}

export const isHangulSyllable = (char: string | undefined): boolean => {
  const code = char?.charCodeAt(0) ?? 0;
  return code >= FIRST && code <= LAST;
};

export function decompose(syllable: string): Jamo | null {
  if (!isHangulSyllable(syllable)) return null;
  const index = syllable.charCodeAt(0) - FIRST;
  return {
    initial: INITIALS[Math.floor(index / 588)],
    vowel: VOWELS[Math.floor((index % 588) / 28)],
    final: FINALS[index % 28],
  };
}

export function compose({ initial, vowel, final }: Jamo): string {
  return String.fromCharCode(
    FIRST + INITIALS.indexOf(initial) * 588 + VOWELS.indexOf(vowel) * 28 + FINALS.indexOf(final),
  );
}

/** The last syllable of a word rebuilt with other jamo, e.g. withLast('갔', { final: '' }) → '가'. */
export function withLast(word: string, change: Partial<Jamo>): string {
  const jamo = decompose(word.at(-1)!);
  if (!jamo) return word;
  return word.slice(0, -1) + compose({ ...jamo, ...change });
}

export const lastJamo = (word: string): Jamo | null => (word ? decompose(word.at(-1)!) : null);

/** 받침: whether the last syllable closes with a consonant (picks 이/가, 은/는, 을/를). */
export const hasFinal = (word: string): boolean => !!lastJamo(word)?.final;
