import { describe, expect, it } from 'vitest';
import enFrequency from '../../../language/data/en-frequency.ts';
import koFrequency from '../../../language/data/ko-frequency.ts';
import { checkWordList } from '../test/word-list-checks.ts';
import enKo from './en-ko.ts';
import koEn from './ko-en.ts';

// The core vocabulary is hand-written data; these checks keep every line loadable and every
// frequent lemma covered, so an offline learner never meets a blank card for a common word.

const HANGUL = /[\uac00-\ud7a3]/;
const LATIN = /[a-z]/i;

const FILES = [
  { name: 'ko-en.ts', data: koEn, frequency: koFrequency, headword: HANGUL, gloss: LATIN },
  { name: 'en-ko.ts', data: enKo, frequency: enFrequency, headword: /^[a-z][a-z'-]*$/, gloss: HANGUL },
];

describe.each(FILES)('core vocabulary $name', ({ name, data, frequency, headword, gloss }) => {
  const parsed = checkWordList({ file: new URL(name, import.meta.url), data, frequency });

  it('writes headwords and glosses in the right script', () => {
    expect(parsed.entries.filter((e) => !headword.test(e.headword)).map((e) => e.key)).toEqual([]);
    const wrong = parsed.entries.filter((e) => e.glosses.some((g) => !gloss.test(g)));
    expect(wrong.map((e) => `${e.line}: ${e.key}`)).toEqual([]);
  });
});
