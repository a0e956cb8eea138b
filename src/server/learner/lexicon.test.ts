import { describe, expect, it } from 'vitest';
import type { StoredLine } from '../db/schema/notes.ts';
import { splitWords } from '../providers/youtube/words.ts';
import { lemmaOfWord, lexiconLines, occurrences } from './lexicon.ts';

/** A line whose words are split the way caption lines are (punctuation stays on the word). */
const line = (text: string, language: string): StoredLine => ({
  text,
  start: 0,
  end: 1,
  words: splitWords(text, language).map((w) => ({ text: w, start: 0, end: 1 })),
});
const lemmas = async (text: string, language: string) => (await lexiconLines([line(text, language)], language))[0];

describe('lexiconLines', () => {
  it('gives one lemma per shown word, read in its line, and null for numbers', async () => {
    expect(await lemmas('The keyboards are 20% better, I saw in 2024.', 'en')).toEqual([
      'the',
      'keyboard',
      'be',
      null,
      'good',
      'i',
      'see',
      'in',
      null,
    ]);
  });

  it('reads a word made of several tokens as its content word', async () => {
    expect(await lemmas('학교에서 친구를 만났어요.', 'ko')).toEqual(['학교', '친구', '만나다']);
    expect(await lemmas("Je vais à l'école.", 'fr')).toEqual(['je', 'aller', 'à', 'école']);
    expect(await lemmas('今日は天気がいいですね。', 'ja')).toEqual(['今日', 'は', '天気', 'が', 'いい', 'です', 'ね']);
  });

  it('lets the line decide (German separable verbs) and falls back to ICU words for languages without an engine', async () => {
    expect(await lemmas('Ich rufe dich morgen an.', 'de')).toEqual(['ich', 'anrufen', 'dich', 'morgen', 'an']);
    expect(await lemmas('Eu gosto muito de café.', 'pt')).toEqual(['eu', 'gosto', 'muito', 'de', 'café']);
  });

  it('reads a word that is not in the line text alone, and keeps lines and words aligned', async () => {
    const odd: StoredLine = {
      text: 'hello there',
      start: 0,
      end: 1,
      words: [
        { text: 'Hello', start: 0, end: 0.5 },
        { text: 'cats', start: 0.5, end: 1 },
        { text: '...', start: 1, end: 1 },
      ],
    };
    const lines = await lexiconLines([odd, line('Cats and more cats.', 'en')], 'en');
    expect(lines).toEqual([
      ['hello', 'cat', null],
      ['cat', 'and', 'more', 'cat'],
    ]);
    expect(occurrences(lines)).toEqual(
      new Map([
        ['hello', 1],
        ['cat', 3],
        ['and', 1],
        ['more', 1],
      ]),
    );
  });
});

describe('lemmaOfWord', () => {
  it('reads a word alone as the transcript reads it; a phrase stays whole', async () => {
    expect(await lemmaOfWord('keyboards', 'en')).toBe('keyboard');
    expect(await lemmaOfWord('학교에서', 'ko')).toBe('학교');
    expect(await lemmaOfWord(' Ice  cream ', 'en')).toBe('ice cream');
  });
});
