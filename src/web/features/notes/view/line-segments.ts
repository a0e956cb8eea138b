import type { TimedWord } from '../lines/timeline.ts';

export type LineSegment = { kind: 'word'; word: TimedWord } | { kind: 'gap'; text: string };

/** Scripts written without spaces between words. */
const UNSPACED = /^(ja|zh|th|lo|km|my)\b/;

/**
 * The line's text cut into its timed words and the text between them, so the caption reads exactly as
 * written (spaces, punctuation the words do not carry). A word not found in the text is still shown,
 * joined the way its language joins words.
 */
export function segmentLine(text: string, words: readonly TimedWord[], language: string): LineSegment[] {
  const joiner = UNSPACED.test(language) ? '' : ' ';
  const segments: LineSegment[] = [];
  let cursor = 0;
  const gap = (value: string) => value && segments.push({ kind: 'gap', text: value });
  for (const word of words) {
    const at = word.text ? text.indexOf(word.text, cursor) : -1;
    if (at >= 0) {
      gap(text.slice(cursor, at));
      cursor = at + word.text.length;
    } else if (segments.length > 0) gap(joiner);
    segments.push({ kind: 'word', word });
  }
  gap(text.slice(cursor));
  return segments;
}

/** A word as a dictionary knows it: without the punctuation or symbols around it ("now," → "now", "«Bonjour»" → "Bonjour"). */
export const dictionaryForm = (word: string): string =>
  word.replace(/^[\p{P}\p{S}\s]+|[\p{P}\p{S}\s]+$/gu, '') || word.trim();
