import { describe, expect, it } from 'vitest';
import enFrequency from '../../../language/data/en-frequency.ts';
import ruFrequency from '../../../language/data/ru-frequency.ts';
import enRu from './en-ru.ts';
import ruEn from './ru-en.ts';

/**
 * The ru↔en core vocabularies are hand-written data; these checks keep every line loadable and
 * every lemma the engine can produce from the frequency lists glossed.
 */

interface Entry {
  line: number;
  headword: string;
  tag: string;
  glosses: string[];
}

const LINE = /^([^|/\s][^|/]*?)(?:\/([vairmpcdnx]))?\|(.+)$/;
const CYRILLIC = /[\u0400-\u04ff]/;
const LATIN = /[a-z]/i;
// A Russian infinitive ends in -ть, -ти or -чь, optionally with the reflexive -ся / -сь.
const RU_INFINITIVE = /(ть|ти|чь)(ся|сь)?$/;

function parse(data: string): { entries: Entry[]; malformed: string[] } {
  const entries: Entry[] = [];
  const malformed: string[] = [];
  data.split('\n').forEach((raw, index) => {
    if (!raw.trim() || raw.startsWith('#')) return;
    const match = LINE.exec(raw);
    if (!match) {
      malformed.push(`${index + 1}: ${raw}`);
      return;
    }
    const [, headword, tag = '', glosses] = match;
    entries.push({ line: index + 1, headword, tag, glosses: glosses.split(';').map((g) => g.trim()) });
  });
  return { entries, malformed };
}

/** Lemmas in first-seen order, read the way src/server/language/lexicon.ts reads the list. */
function frequencyLemmas(frequency: string, key: (word: string) => string = (w) => w): string[] {
  const seen = new Set<string>();
  const lemmas: string[] = [];
  for (const item of frequency.split(/\s+/)) {
    if (!item) continue;
    const [lemma, tag = ''] = item.split('/');
    const k = key(lemma);
    if (seen.has(k)) continue;
    seen.add(k);
    lemmas.push(tag ? `${lemma}/${tag}` : lemma);
  }
  return lemmas;
}

const ids = (entries: Entry[]) => entries.map((e) => (e.tag ? `${e.headword}/${e.tag}` : e.headword));

const FILES = [
  { name: 'ru-en', data: ruEn, sourceIsRussian: true },
  { name: 'en-ru', data: enRu, sourceIsRussian: false },
] as const;

describe.each(FILES)('$name core vocabulary', ({ data, sourceIsRussian }) => {
  const { entries, malformed } = parse(data);

  it('has only well-formed lines and enough entries', () => {
    expect(malformed).toEqual([]);
    expect(entries.length).toBeGreaterThanOrEqual(1900);
    expect(data).not.toContain('${');
  });

  it('lists each headword+tag once', () => {
    const seen = new Set<string>();
    const duplicates = ids(entries).filter((id) => seen.has(id) || !seen.add(id));
    expect(duplicates).toEqual([]);
  });

  it('gives one to three short, non-empty glosses', () => {
    const bad = entries.filter((e) => e.glosses.length > 3 || e.glosses.some((g) => g.length === 0 || g.length > 40));
    expect(bad.map((e) => `${e.line}: ${e.headword}`)).toEqual([]);
  });

  it('writes the Russian side in Cyrillic and the English side in Latin letters', () => {
    const bad = entries.filter((e) =>
      sourceIsRussian
        ? !CYRILLIC.test(e.headword) || LATIN.test(e.headword) || !LATIN.test(e.glosses[0])
        : CYRILLIC.test(e.headword) || e.glosses.some((g) => !CYRILLIC.test(g)),
    );
    expect(bad.map((e) => `${e.line}: ${e.headword}`)).toEqual([]);
  });

  it('glosses verbs as verbs: English bare infinitives, Russian infinitives', () => {
    const verbs = entries.filter((e) => e.tag === 'v');
    const bad = sourceIsRussian
      ? verbs.filter((e) => !RU_INFINITIVE.test(e.headword) || e.glosses.some((g) => /^to /.test(g)))
      : verbs.filter((e) => !e.glosses[0].split(/[\s/]+/).some((word) => RU_INFINITIVE.test(word)));
    expect(bad.map((e) => `${e.line}: ${e.headword}`)).toEqual([]);
  });
});

describe('coverage of the frequency lists', () => {
  it('glosses every Russian lemma in ru-frequency.ts under the same spelling and tag', () => {
    const known = new Set(ids(parse(ruEn).entries));
    const lemmas = frequencyLemmas(ruFrequency, (w) => w.replace(/ё/g, 'е'));
    expect(lemmas.length).toBeGreaterThan(900);
    expect(lemmas.filter((lemma) => !known.has(lemma))).toEqual([]);
  });

  it('glosses every English lemma in en-frequency.ts under the same spelling and tag', () => {
    const known = new Set(ids(parse(enRu).entries));
    const lemmas = frequencyLemmas(enFrequency);
    expect(lemmas.length).toBeGreaterThan(1900);
    expect(lemmas.filter((lemma) => !known.has(lemma))).toEqual([]);
  });
});
