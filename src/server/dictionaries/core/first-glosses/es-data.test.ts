import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import esFrequency from '../../../language/data/es-frequency.ts';
import esEn from './es-en.ts';

// The first-gloss list is hand-written data; these checks keep every line loadable and every
// frequent Spanish lemma covered, so the everyday meaning can be put first for each of them.

const LINE = /^([^\s|/]+)(?:\/([vairmpcdnx]))?\|(.+)$/;
const SPANISH = /^[a-záéíóúüñ]+$/;

interface Entry {
  line: number;
  key: string;
  headword: string;
  glosses: string[];
}

function parse(data: string): { entries: Entry[]; malformed: string[] } {
  const entries: Entry[] = [];
  const malformed: string[] = [];
  data.split('\n').forEach((raw, index) => {
    const text = raw.trim();
    if (!text || text.startsWith('#')) return;
    const match = LINE.exec(text);
    if (!match) {
      malformed.push(`${index + 1}: ${text}`);
      return;
    }
    const [, headword, tag, rest] = match;
    const key = tag ? `${headword}/${tag}` : headword;
    entries.push({ line: index + 1, key, headword, glosses: rest.split(';').map((g) => g.trim()) });
  });
  return { entries, malformed };
}

/** The frequency list is whitespace-separated `lemma[/tag]` items, as lexicon.ts reads it. */
function frequencyKeys(data: string): string[] {
  return [...new Set(data.split(/\s+/).filter(Boolean))];
}

describe('Spanish first glosses (es-en.ts)', () => {
  const parsed = parse(esEn);

  it('has only well-formed lines', () => {
    expect(parsed.malformed).toEqual([]);
  });

  it('states its provenance in the header', () => {
    const source = readFileSync(new URL('es-en.ts', import.meta.url), 'utf8');
    expect(source).toMatch(/written for this project/);
    expect(source).toMatch(/not copied from any dictionary/);
  });

  it('has at least 1,900 entries and no duplicate headword+tag', () => {
    expect(parsed.entries.length).toBeGreaterThanOrEqual(1900);
    const seen = new Map<string, number>();
    const duplicates: string[] = [];
    for (const entry of parsed.entries) {
      const first = seen.get(entry.key);
      if (first) duplicates.push(`${entry.key} (lines ${first} and ${entry.line})`);
      else seen.set(entry.key, entry.line);
    }
    expect(duplicates).toEqual([]);
  });

  it('gives 1–3 short, non-empty English glosses per entry', () => {
    const bad = parsed.entries.filter(
      (e) => e.glosses.length > 3 || e.glosses.some((g) => g.length === 0 || g.length > 40 || !/[a-z]/i.test(g)),
    );
    expect(bad.map((e) => `${e.line}: ${e.key}`)).toEqual([]);
  });

  it('writes headwords as lower-case Spanish lemmas', () => {
    expect(parsed.entries.filter((e) => !SPANISH.test(e.headword)).map((e) => e.key)).toEqual([]);
  });

  it('glosses verbs as infinitives of Spanish -ar/-er/-ir verbs', () => {
    const verbs = parsed.entries.filter((e) => e.key.endsWith('/v'));
    expect(verbs.filter((e) => !/(ar|er|ir|ír)$/.test(e.headword)).map((e) => e.key)).toEqual([]);
  });

  it('covers every lemma of the frequency list, in its order', () => {
    const keys = parsed.entries.map((e) => e.key);
    const wanted = frequencyKeys(esFrequency);
    expect(wanted.filter((k) => !keys.includes(k))).toEqual([]);
    expect(keys.slice(0, wanted.length)).toEqual(wanted);
  });
});
