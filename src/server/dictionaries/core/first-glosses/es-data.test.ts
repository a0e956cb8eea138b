import { describe, expect, it } from 'vitest';
import esFrequency from '../../../language/data/es-frequency.ts';
import { checkWordList } from '../test/word-list-checks.ts';
import esEn from './es-en.ts';

// The first-gloss list is hand-written data; these checks keep every line loadable and every
// frequent Spanish lemma covered, so the everyday meaning can be put first for each of them.

const SPANISH = /^[a-záéíóúüñ]+$/;

describe('Spanish first glosses (es-en.ts)', () => {
  const parsed = checkWordList({ file: new URL('es-en.ts', import.meta.url), data: esEn, frequency: esFrequency });

  it('gives English glosses', () => {
    expect(parsed.entries.filter((e) => e.glosses.some((g) => !/[a-z]/i.test(g))).map((e) => e.key)).toEqual([]);
  });

  it('writes headwords as lower-case Spanish lemmas', () => {
    expect(parsed.entries.filter((e) => !SPANISH.test(e.headword)).map((e) => e.key)).toEqual([]);
  });

  it('glosses verbs as infinitives of Spanish -ar/-er/-ir verbs', () => {
    const verbs = parsed.entries.filter((e) => e.key.endsWith('/v'));
    expect(verbs.filter((e) => !/(ar|er|ir|ír)$/.test(e.headword)).map((e) => e.key)).toEqual([]);
  });
});
