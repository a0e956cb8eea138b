import { describe, expect, it } from 'vitest';
import {
  IGNORED,
  KNOWN,
  lemmaAt,
  learning,
  NEW_WORD,
  sameStatus,
  statusOf,
  summarize,
  tintOf,
  withStatus,
  wordIndexInLine,
} from './word-status.ts';
import type { TimedWord } from '../lines/timeline.ts';
import type { NoteWordStatus } from '../../../lib/api-types.ts';

const word = (id: string, line: number): TimedWord => ({ id, text: id, start: 0, end: 1, line });

const data: NoteWordStatus = {
  language: 'en',
  lines: [
    ['i', 'see', 'the', 'cat'],
    ['the', 'cat', null, 'see'],
  ],
  statuses: { the: KNOWN, see: learning(2), i: IGNORED },
  summary: { totalWords: 0, knownWords: 0, percentKnown: 0, newWords: 0 },
};

describe('word status of a note', () => {
  it('finds a word in its line by its server id, else by its place among the line words', () => {
    const words = [word('x', 3), word('y', 3)];
    expect(wordIndexInLine(word('1.2', 1), [])).toBe(2);
    expect(wordIndexInLine(words[1]!, words)).toBe(1);
    // An id of another line is not trusted.
    const odd = word('4.0', 3);
    expect(wordIndexInLine(odd, [words[0]!, odd])).toBe(1);
  });

  it('tells a lemma, no word (null) and unknown (undefined) apart', () => {
    expect(lemmaAt(data, 0, 3)).toBe('cat');
    expect(lemmaAt(data, 1, 2)).toBeNull();
    expect(lemmaAt(data, 1, 9)).toBeUndefined();
    expect(lemmaAt(data, 7, 0)).toBeUndefined();
    expect(lemmaAt(undefined, 0, 0)).toBeUndefined();
  });

  it('reads a missing status as new', () => {
    expect(statusOf(data, 'cat')).toEqual(NEW_WORD);
    expect(statusOf(data, 'see')).toEqual(learning(2));
    expect(statusOf(undefined, 'see')).toEqual(NEW_WORD);
  });

  it('tints new and learning words, fading with the level; known and ignored stay plain', () => {
    expect(tintOf(NEW_WORD)).toBe('new');
    expect(tintOf(learning(1))).toBe('learning-1');
    expect(tintOf(learning(4))).toBe('learning-4');
    expect(tintOf({ status: 'learning', learningLevel: null })).toBe('learning-1');
    expect(tintOf({ status: 'learning', learningLevel: 9 })).toBe('learning-4');
    expect(tintOf(KNOWN)).toBeNull();
    expect(tintOf(IGNORED)).toBeNull();
  });

  it('counts % known by occurrences without ignored lemmas, and new words as distinct lemmas', () => {
    // Not ignored: see, the, cat, the, cat, see = 6 occurrences; known: the ×2.
    expect(summarize(data.lines, data.statuses)).toEqual({
      totalWords: 6,
      knownWords: 2,
      percentKnown: 33,
      newWords: 1,
    });
    expect(summarize([], {})).toEqual({ totalWords: 0, knownWords: 0, percentKnown: 0, newWords: 0 });
    expect(summarize([['a', null]], { a: IGNORED })).toEqual({
      totalWords: 0,
      knownWords: 0,
      percentKnown: 0,
      newWords: 0,
    });
  });

  it('changes one status and its summary without touching the rest', () => {
    const next = withStatus(data, 'cat', KNOWN);
    expect(next.statuses.cat).toEqual(KNOWN);
    expect(next.summary).toEqual({ totalWords: 6, knownWords: 4, percentKnown: 67, newWords: 0 });
    expect(next.lines).toBe(data.lines);
    expect(data.statuses.cat).toBeUndefined();
    expect(withStatus(data, 'the', { status: 'known', learningLevel: 3 }).statuses.the).toEqual(KNOWN);
  });

  it('compares statuses by level only while learning', () => {
    expect(sameStatus(learning(2), learning(2))).toBe(true);
    expect(sameStatus(learning(2), learning(3))).toBe(false);
    expect(sameStatus(KNOWN, { status: 'known', learningLevel: 4 })).toBe(true);
    expect(sameStatus(KNOWN, IGNORED)).toBe(false);
  });
});
