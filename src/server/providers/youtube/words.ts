import type { TimedWord } from './types.ts';

/** Scripts written without spaces between words: whitespace alone can't find the words. */
const SPACELESS_LANGUAGES = new Set(['ja', 'zh', 'yue', 'th', 'lo', 'km', 'my']);

const primaryTag = (language: string) => language.toLowerCase().split(/[-_]/)[0];

export const writesWithoutSpaces = (language: string): boolean => SPACELESS_LANGUAGES.has(primaryTag(language));

const OPENING_PUNCTUATION = /^[\p{Ps}\p{Pi}]+$/u;
const LONE_MARK = /^[\p{Pe}\p{Pf}\p{Pd}.,;:!?…]+$/u;

const segmenters = new Map<string, Intl.Segmenter>();
function segmenterFor(language: string): Intl.Segmenter {
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: 'word' });
    segmenters.set(language, segmenter);
  }
  return segmenter;
}

/**
 * Words of a caption line. Punctuation stays on the word before it ("world." / "天気。") and opening
 * brackets on the word after, the way whitespace splitting leaves them in spaced languages, so a
 * learner taps whole words either way.
 */
export function splitWords(text: string, language: string): string[] {
  const chunks = text.split(/\s+/).filter(Boolean);
  if (!writesWithoutSpaces(language)) return attachLonePunctuation(chunks);
  const words: string[] = [];
  for (const chunk of chunks) {
    let opening = '';
    let chunkStarted = false;
    for (const { segment, isWordLike } of segmenterFor(language).segment(chunk)) {
      if (!isWordLike && OPENING_PUNCTUATION.test(segment)) {
        opening += segment;
      } else if (!isWordLike && chunkStarted) {
        words[words.length - 1] += opening + segment;
        opening = '';
      } else {
        words.push(opening + segment);
        opening = '';
        chunkStarted = true;
      }
    }
    if (opening) words.push(opening);
  }
  return words;
}

/** French writes "vraiment ?" and « guillemets » with spaces; a lone mark is not a word of its own. */
function attachLonePunctuation(chunks: string[]): string[] {
  const words: string[] = [];
  let opening = '';
  for (const chunk of chunks) {
    if (!LONE_MARK.test(chunk) && !OPENING_PUNCTUATION.test(chunk)) {
      words.push(opening + chunk);
      opening = '';
    } else if (OPENING_PUNCTUATION.test(chunk) || words.length === 0) opening += chunk;
    else words[words.length - 1] += chunk;
  }
  if (opening) words.push(opening);
  return words;
}

export function joinWords(words: string[], language: string): string {
  return words.join(writesWithoutSpaces(language) ? '' : ' ');
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** Words without their own times share the span evenly. */
export function spreadEvenly(words: string[], start: number, end: number): TimedWord[] {
  const step = (Math.max(start, end) - start) / Math.max(words.length, 1);
  return words.map((text, i) => ({ text, start: round(start + step * i), end: round(start + step * (i + 1)) }));
}
