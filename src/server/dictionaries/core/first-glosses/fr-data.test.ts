import { describe, expect, it } from 'vitest';
import frFrequency from '../../../language/data/fr-frequency.ts';
import { checkWordList } from '../test/word-list-checks.ts';
import frEn from './fr-en.ts';

// The first-gloss list is hand-written data; these checks keep every line loadable and every
// frequent lemma covered, so the everyday meaning of a common French word is always put first.

const FRENCH = /^[a-zàâäçéèêëîïôöùûüÿœæ'-]+$/;
const LATIN = /[a-z]/i;

describe('French first glosses (fr-en.ts)', () => {
  const parsed = checkWordList({ file: new URL('fr-en.ts', import.meta.url), data: frEn, frequency: frFrequency });

  it('writes French headwords and English glosses', () => {
    expect(parsed.entries.filter((e) => !FRENCH.test(e.headword)).map((e) => e.key)).toEqual([]);
    const wrong = parsed.entries.filter((e) => e.glosses.some((g) => !LATIN.test(g)));
    expect(wrong.map((e) => `${e.line}: ${e.key}`)).toEqual([]);
  });
});
