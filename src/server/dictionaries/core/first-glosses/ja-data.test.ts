import { describe, expect, it } from 'vitest';
import jaFrequency from '../../../language/data/ja-frequency.ts';
import { checkWordList } from '../test/word-list-checks.ts';
import jaEn from './ja-en.ts';

// The first-gloss list is hand-written data that reorders dictionary senses; these checks keep
// every line loadable and every frequent lemma covered, so a common word never keeps an odd
// first sense just because the list forgot it.

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;
const LATIN = /[a-z]/i;

describe('Japanese first glosses (ja-en.ts)', () => {
  const parsed = checkWordList({ file: new URL('ja-en.ts', import.meta.url), data: jaEn, frequency: jaFrequency });

  it('writes Japanese headwords and English glosses', () => {
    expect(parsed.entries.filter((e) => !JAPANESE.test(e.headword)).map((e) => e.key)).toEqual([]);
    const wrong = parsed.entries.filter((e) => e.glosses.some((g) => !LATIN.test(g) || JAPANESE.test(g)));
    expect(wrong.map((e) => `${e.line}: ${e.key}`)).toEqual([]);
  });
});
