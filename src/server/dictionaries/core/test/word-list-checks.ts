import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

/**
 * The checks every hand-written word list (core vocabulary, first glosses) shares: each line loads,
 * the header states provenance, ~2,000 entries with no headword listed twice, 1–3 short glosses, and
 * every lemma of the language's frequency list covered in its order. Language rules stay in each test.
 */
const LINE = /^([^\s|/]+)(?:\/([vairmpcdnx]))?\|(.+)$/;

export type WordListEntry = { line: number; key: string; headword: string; tag?: string; glosses: string[] };

export function parseWordList(data: string): { entries: WordListEntry[]; malformed: string[] } {
  const entries: WordListEntry[] = [];
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
    const key = tag ? `${headword}/${tag}` : headword!;
    entries.push({ line: index + 1, key, headword: headword!, tag, glosses: rest!.split(';').map((g) => g.trim()) });
  });
  return { entries, malformed };
}

/** The frequency lists are whitespace-separated `lemma[/tag]` items, as lexicon.ts reads them. */
export const frequencyKeys = (data: string): string[] => [...new Set(data.split(/\s+/).filter(Boolean))];

/** Registers the shared checks in the caller's `describe`; `file` is the list's module, for its header. */
export function checkWordList(list: { file: URL; data: string; frequency: string; minEntries?: number }) {
  const parsed = parseWordList(list.data);

  it('has only well-formed lines', () => {
    expect(parsed.malformed).toEqual([]);
  });

  it('states its provenance in the header', () => {
    const source = readFileSync(list.file, 'utf8');
    expect(source).toMatch(/written for this project/);
    expect(source).toMatch(/not copied from any dictionary/);
  });

  it('has at least 1,900 entries and no duplicate headword+tag', () => {
    expect(parsed.entries.length).toBeGreaterThanOrEqual(list.minEntries ?? 1900);
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

  it('covers every lemma of the frequency list, in its order', () => {
    const keys = parsed.entries.map((e) => e.key);
    const wanted = frequencyKeys(list.frequency);
    expect(wanted.filter((k) => !keys.includes(k))).toEqual([]);
    expect(keys.slice(0, wanted.length)).toEqual(wanted);
  });

  return parsed;
}
