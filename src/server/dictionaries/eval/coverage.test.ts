import { describe, expect, it } from 'vitest';
import { createLanguageEngine } from '../../language/index.ts';
import type { Translator } from '../../providers/translate/types.ts';
import { COVERAGE_PAIRS, contentWords, measureCoverage, passage } from './coverage.ts';

describe('dictionary coverage evaluation', () => {
  it('counts content words only: no stop-words, punctuation or numbers', () => {
    const words = contentWords(createLanguageEngine(), 'I drank the coffee at 10 o’clock. Then I walked home!', 'en');
    const surfaces = words.map((w) => w.surface);
    expect(surfaces).toEqual(expect.arrayContaining(['drank', 'coffee', 'walked']));
    expect(surfaces).not.toContain('the');
    expect(surfaces).not.toContain('10');
    expect(words.find((w) => w.surface === 'walked')!.sentence).toBe('Then I walked home!');
  });

  it('measures the share the translator answers, sending each word with its sentence', async () => {
    const seen: (string | undefined)[] = [];
    const translator: Translator = {
      translate: async ({ text, context }) => {
        seen.push(context);
        return {
          text,
          translation: text === 'coffee' ? 'Kaffee' : null,
          alternatives: [],
          provider: text === 'coffee' ? 'dictionary' : 'none',
        };
      },
    };
    const result = await measureCoverage(translator, 'en', 'de', [
      { surface: 'coffee', sentence: 'Coffee first.' },
      { surface: 'oatmeal', sentence: 'Then oatmeal.' },
    ]);
    expect(result).toEqual({ from: 'en', to: 'de', words: 2, covered: 1, share: 0.5, missed: ['oatmeal'] });
    expect(seen).toEqual(['Coffee first.', 'Then oatmeal.']);
  });

  it('has a held-out passage of 150–250 words for every source language', () => {
    for (const from of new Set(COVERAGE_PAIRS.map(([f]) => f))) {
      const text = passage(from);
      const size = from === 'ja' ? text.length / 2 : text.split(/\s+/).length;
      expect(size, from).toBeGreaterThanOrEqual(150);
      expect(size, from).toBeLessThanOrEqual(250);
    }
  });
});
