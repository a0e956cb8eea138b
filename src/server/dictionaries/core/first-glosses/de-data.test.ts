import { describe, expect, it } from 'vitest';
import deFrequency from '../../../language/data/de-frequency.ts';
import { checkWordList, frequencyKeys } from '../test/word-list-checks.ts';
import deEn from './de-en.ts';

// The first-gloss list is hand-written data; these checks keep every line loadable and every
// frequent German lemma covered, so the everyday meaning is always the one shown first.

const GERMAN = /^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ-]*$/; // German letters plus loanword accents (Café)
const LATIN = /[a-z]/i;

describe('German first glosses (de-en.ts)', () => {
  const { entries } = checkWordList({ file: new URL('de-en.ts', import.meta.url), data: deEn, frequency: deFrequency });

  it('gives English glosses', () => {
    expect(entries.filter((e) => e.glosses.some((g) => !LATIN.test(g))).map((e) => `${e.line}: ${e.key}`)).toEqual([]);
  });

  it('writes German headwords, with untagged nouns capitalised as the frequency list does', () => {
    expect(entries.filter((e) => !GERMAN.test(e.headword)).map((e) => e.key)).toEqual([]);
    const frequency = new Set(frequencyKeys(deFrequency));
    // Outside the frequency list (which leaves some function words untagged) an untagged line is a noun.
    const lowerNouns = entries.filter(
      (e) => !e.tag && !frequency.has(e.key) && e.headword[0] !== e.headword[0]!.toUpperCase(),
    );
    expect(lowerNouns.map((e) => e.key)).toEqual([]);
    const verbs = entries.filter((e) => e.tag === 'v' && !/(e[nr]|n)$/.test(e.headword));
    expect(verbs.map((e) => e.key)).toEqual([]);
  });

  it('uses no template-literal syntax in the data', () => {
    expect(deEn.includes('`') || deEn.includes('${')).toBe(false);
  });
});
