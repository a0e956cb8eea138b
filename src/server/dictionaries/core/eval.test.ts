import { describe, expect, it } from 'vitest';
import { createLanguageEngine } from '../../language/index.ts';
import { passage } from '../eval/coverage.ts';
import { CORE_COVERAGE_PAIRS, coreCoverageSection } from './eval.ts';

describe('core vocabulary coverage section (npm run eval)', () => {
  it('has Korean and Russian transcript-style passages of 150–250 words', () => {
    for (const lang of ['ko', 'ru'] as const) {
      const words = passage(lang).trim().split(/\s+/).length;
      expect(words, lang).toBeGreaterThanOrEqual(150);
      expect(words, lang).toBeLessThanOrEqual(250);
    }
  });

  it('prints one row per pair with the words measured and the share glossed', async () => {
    const printed: { title: string; rows: Record<string, string | number>[] }[] = [];
    await coreCoverageSection((title, rows) => printed.push({ title, rows })).run(createLanguageEngine());
    expect(printed).toHaveLength(1);
    const { rows } = printed[0]!;
    expect(rows.map((row) => row.pair)).toEqual(CORE_COVERAGE_PAIRS.map(([from, to]) => `${from}→${to}`));
    for (const row of rows) {
      expect(row.words).toBeGreaterThan(80);
      expect(row.glossed).toBeGreaterThan(0);
      expect(row.glossed).toBeLessThanOrEqual(row.words as number);
      expect(String(row.share)).toMatch(/^\d+\.\d%/);
    }
  });
});
