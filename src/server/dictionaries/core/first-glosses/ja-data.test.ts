import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import jaFrequency from '../../../language/data/ja-frequency.ts';
import jaEn from './ja-en.ts';

// The first-gloss list is hand-written data that reorders dictionary senses; these checks keep
// every line loadable and every frequent lemma covered, so a common word never keeps an odd
// first sense just because the list forgot it.

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;
const LATIN = /[a-z]/i;
const LINE = /^([^\s|/]+)(?:\/([vairmpcdnx]))?\|(.+)$/;

interface Entry {
  line: number;
  key: string;
  headword: string;
  glosses: string[];
}

function entries(data: string): { entries: Entry[]; malformed: string[] } {
  const out: Entry[] = [];
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
    out.push({ line: index + 1, key, headword, glosses: rest.split(';').map((g) => g.trim()) });
  });
  return { entries: out, malformed };
}

/** The frequency list is whitespace-separated `lemma[/tag]` items, as the lexicon reads it. */
function frequencyKeys(data: string): string[] {
  return [...new Set(data.split(/\s+/).filter(Boolean))];
}

describe('first glosses ja-en.ts', () => {
  const parsed = entries(jaEn);

  it('has only well-formed lines', () => {
    expect(parsed.malformed).toEqual([]);
  });

  it('states its provenance in the header', () => {
    const source = readFileSync(new URL('ja-en.ts', import.meta.url), 'utf8');
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

  it('gives 1–3 short, non-empty glosses per entry', () => {
    const bad = parsed.entries.filter(
      (e) => e.glosses.length > 3 || e.glosses.some((g) => g.length === 0 || g.length > 40),
    );
    expect(bad.map((e) => `${e.line}: ${e.key}`)).toEqual([]);
  });

  it('writes Japanese headwords and English glosses', () => {
    expect(parsed.entries.filter((e) => !JAPANESE.test(e.headword)).map((e) => e.key)).toEqual([]);
    const wrong = parsed.entries.filter((e) => e.glosses.some((g) => !LATIN.test(g) || JAPANESE.test(g)));
    expect(wrong.map((e) => `${e.line}: ${e.key}`)).toEqual([]);
  });

  it('covers every lemma of the frequency list, in its order', () => {
    const keys = parsed.entries.map((e) => e.key);
    const wanted = frequencyKeys(jaFrequency);
    expect(wanted.filter((k) => !keys.includes(k))).toEqual([]);
    expect(keys.slice(0, wanted.length)).toEqual(wanted);
  });
});
