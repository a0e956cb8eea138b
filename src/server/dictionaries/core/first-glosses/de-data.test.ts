import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import deFrequency from '../../../language/data/de-frequency.ts';
import deEn from './de-en.ts';

// The first-gloss list is hand-written data; these checks keep every line loadable and every
// frequent German lemma covered, so the everyday meaning is always the one shown first.

const LINE = /^([^\s|/]+)(?:\/([vairmpcdnx]))?\|(.+)$/;
const GERMAN = /^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ-]*$/; // German letters plus loanword accents (Café)
const LATIN = /[a-z]/i;

interface Entry {
  line: number;
  key: string;
  headword: string;
  tag: string | undefined;
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
    entries.push({ line: index + 1, key, headword, tag, glosses: rest.split(';').map((g) => g.trim()) });
  });
  return { entries, malformed };
}

/** The frequency list is whitespace-separated `lemma[/tag]` items, as lexicon.ts reads it. */
function frequencyKeys(data: string): string[] {
  return [...new Set(data.split(/\s+/).filter(Boolean))];
}

describe('German first glosses (de-en.ts)', () => {
  const { entries, malformed } = parse(deEn);

  it('has only well-formed lines', () => {
    expect(malformed).toEqual([]);
  });

  it('states its provenance in the header', () => {
    const source = readFileSync(new URL('de-en.ts', import.meta.url), 'utf8');
    expect(source).toMatch(/written for this project/);
    expect(source).toMatch(/not copied from any dictionary/);
  });

  it('has at least 1,900 entries and no duplicate headword+tag', () => {
    expect(entries.length).toBeGreaterThanOrEqual(1900);
    const seen = new Map<string, number>();
    const duplicates: string[] = [];
    for (const entry of entries) {
      const first = seen.get(entry.key);
      if (first) duplicates.push(`${entry.key} (lines ${first} and ${entry.line})`);
      else seen.set(entry.key, entry.line);
    }
    expect(duplicates).toEqual([]);
  });

  it('gives 1–3 short, non-empty English glosses per entry', () => {
    const bad = entries.filter(
      (e) => e.glosses.length > 3 || e.glosses.some((g) => g.length === 0 || g.length > 40 || !LATIN.test(g)),
    );
    expect(bad.map((e) => `${e.line}: ${e.key}`)).toEqual([]);
  });

  it('writes German headwords, with untagged nouns capitalised as the frequency list does', () => {
    expect(entries.filter((e) => !GERMAN.test(e.headword)).map((e) => e.key)).toEqual([]);
    const frequency = new Set(frequencyKeys(deFrequency));
    // Outside the frequency list (which leaves some function words untagged) an untagged line is a noun.
    const lowerNouns = entries.filter(
      (e) => !e.tag && !frequency.has(e.key) && e.headword[0] !== e.headword[0].toUpperCase(),
    );
    expect(lowerNouns.map((e) => e.key)).toEqual([]);
    const verbs = entries.filter((e) => e.tag === 'v' && !/(e[nr]|n)$/.test(e.headword));
    expect(verbs.map((e) => e.key)).toEqual([]);
  });

  it('covers every lemma of the frequency list, in its order', () => {
    const keys = entries.map((e) => e.key);
    const wanted = frequencyKeys(deFrequency);
    expect(wanted.filter((k) => !keys.includes(k))).toEqual([]);
    expect(keys.slice(0, wanted.length)).toEqual(wanted);
  });

  it('uses no template-literal syntax in the data', () => {
    expect(deEn.includes('`') || deEn.includes('${')).toBe(false);
  });
});
