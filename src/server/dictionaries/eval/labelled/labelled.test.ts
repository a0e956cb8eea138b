import { describe, expect, it } from 'vitest';
import { createLanguageEngine } from '../../../language/index.ts';
import { LABELLED_LANGUAGES, labelledWords, parseLabelled, sameGloss, sentenceOf } from './index.ts';

describe('hand-labelled first glosses', () => {
  const engine = createLanguageEngine();

  it.each(LABELLED_LANGUAGES)(
    '%s: at least 150 distinct words, each with glosses and a sentence to be clicked in',
    async (lang) => {
      await engine.ready(lang);
      const words = labelledWords(lang);
      expect(words.length).toBeGreaterThanOrEqual(150);
      expect(new Set(words.map((w) => w.surface)).size).toBe(words.length);
      for (const word of words) {
        expect(word.accept.length, word.surface).toBeGreaterThan(0);
        expect(sentenceOf(engine, lang, word.surface), `${lang} ${word.surface}`).not.toBeNull();
      }
    },
  );

  it('reads `surface: a | b` lines and rejects lines without glosses', () => {
    expect(parseLabelled('\nHaus: house | home\n')).toEqual([{ surface: 'Haus', accept: ['house', 'home'] }]);
    expect(() => parseLabelled('Haus house')).toThrow(/surface: gloss/);
  });

  it('compares glosses without case, "to", articles, notes or placeholders', () => {
    expect(sameGloss('to look for (sth.)', 'look for')).toBe(true);
    expect(sameGloss('The Alps', 'Alps')).toBe(true);
    expect(sameGloss('sth. to eat', 'eat')).toBe(true);
    expect(sameGloss('longish', 'long')).toBe(false);
  });
});
