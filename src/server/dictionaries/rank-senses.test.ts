import { describe, expect, it } from 'vitest';
import { parseEntry } from './parse-entry.ts';
import { everydayCost, rankGlosses, type SenseRow } from './rank-senses.ts';
import { LANG_ENTRIES, SCHWESTER_ENTRIES } from './test/ding-schwester.ts';

/** Rows as the importer stores them, ids in file order. */
const rowsOf = (entries: string[]): SenseRow[] =>
  entries.map((text, i) => {
    const entry = parseEntry(text, { format: 'ding', targetLang: 'en' })!;
    const headword = entry.headwords[0]!;
    return { id: i + 1, headword, headwordNormalized: headword.toLowerCase(), ...entry };
  });

describe('ranking senses so the everyday meaning comes first', () => {
  it('Schwester: "sister", not the definition, the colloquial sense or the glued term of address', () => {
    const rows = rowsOf(SCHWESTER_ENTRIES.slice(0, 4));
    const ranked = rankGlosses(rows, { pos: 'noun', prefer: 'Schwester', targetLang: 'en' }).map((g) => g.gloss);
    expect(ranked[0]).toBe('sister');
    // "Sister" (term of address) is the same meaning, shown once; the colloquial sense is last.
    expect(ranked).not.toContain('Sister');
    expect(ranked.indexOf('homosexual man')).toBeGreaterThan(ranked.indexOf('female sibling'));
  });

  it('lang: "long" (the entry listing länger, am längsten) before "oblong"', () => {
    expect(rankGlosses(rowsOf(LANG_ENTRIES), { pos: 'adj', targetLang: 'en' })[0]!.gloss).toBe('long');
  });

  it('prefers the sense whose word class is the token’s', () => {
    const rows: SenseRow[] = [
      { id: 1, headword: 'weiß', headwordNormalized: 'weiß', pos: 'adjective', glosses: ['white'], rank: 0 },
      { id: 2, headword: 'wissen', headwordNormalized: 'wissen', pos: 'verb', glosses: ['know'], rank: 0 },
    ];
    expect(rankGlosses(rows, { pos: 'verb', targetLang: 'en' })[0]!.gloss).toBe('know');
    expect(rankGlosses(rows, { pos: 'adj', targetLang: 'en' })[0]!.gloss).toBe('white');
  });

  it('weighs English glosses by how everyday and short they are; other languages by rank alone', () => {
    expect(everydayCost('to do')).toBeLessThan(everydayCost('to achieve'));
    expect(everydayCost('sister')).toBeLessThan(everydayCost('female sibling'));
    expect(everydayCost('room')).toBeLessThan(everydayCost('certificate'));
    const plain: SenseRow = {
      id: 1,
      headword: 'faire',
      headwordNormalized: 'faire',
      pos: 'verb',
      // fra-eng lists each sense's glosses alphabetically.
      glosses: ['achieve', 'act', 'do', 'make', 'perform'],
      rank: 0,
    };
    expect(rankGlosses([plain], { targetLang: 'en', positionCost: 0.5 })[0]!.gloss).toBe('do');
    expect(rankGlosses([plain], { targetLang: 'de', positionCost: 0.5 })[0]!.gloss).toBe('achieve');
  });

  it('uses the opposite dictionary: a gloss that translates back, or with many senses of its own, gains', () => {
    const row: SenseRow = {
      id: 1,
      headword: 'plato',
      headwordNormalized: 'plato',
      pos: 'noun',
      glosses: ['food', 'menu', 'plate'],
      rank: 0,
    };
    const evidence = (back: string[], entries: Record<string, number> = {}) => ({
      translatesBack: (g: string) => (back.includes(g) ? 1 : 0),
      entries: (g: string) => entries[g] ?? 0,
    });
    expect(rankGlosses([row], { targetLang: 'en', evidence: evidence([]) })[0]!.gloss).toBe('food');
    expect(rankGlosses([row], { targetLang: 'en', evidence: evidence(['plate']) })[0]!.gloss).toBe('plate');
    const senses = rankGlosses([row], { targetLang: 'en', evidence: evidence([], { menu: 40 }) });
    expect(senses.findIndex((g) => g.gloss === 'menu')).toBeLessThan(senses.findIndex((g) => g.gloss === 'plate'));
  });

  it('sends a row the caller marks (an inflected form beside its lemma) behind the others', () => {
    const rows: SenseRow[] = [
      { id: 1, headword: 'kommt', headwordNormalized: 'kommt', pos: null, glosses: ['happens'], rank: 0 },
      { id: 2, headword: 'kommen', headwordNormalized: 'kommen', pos: 'verb', glosses: ['come'], rank: 0 },
    ];
    expect(rankGlosses(rows, { targetLang: 'en', rowCost: (r) => (r.id === 1 ? 30 : 0) })[0]!.gloss).toBe('come');
  });
});
