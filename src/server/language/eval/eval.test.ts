import { beforeAll, describe, expect, it } from 'vitest';
import { createLanguageEngine } from '../index.ts';
import type { LearningLanguage } from '../types.ts';
import { EVAL_SETS } from './index.ts';
import { scoreLanguage } from './score.ts';

const engine = createLanguageEngine();
beforeAll(() => engine.ready());

/**
 * Floors a little under the measured scores (`npm run eval`), so a regression fails the build.
 * Held-out floors are the ones that say how the engine does on text it was not tuned on.
 */
const FLOORS: Record<LearningLanguage, { tokenF1: number; lemma: number; heldOutLemma: number; stop: number }> = {
  en: { tokenF1: 0.98, lemma: 0.95, heldOutLemma: 0.9, stop: 0.95 },
  fr: { tokenF1: 0.98, lemma: 0.92, heldOutLemma: 0.82, stop: 0.95 },
  de: { tokenF1: 0.98, lemma: 0.93, heldOutLemma: 0.85, stop: 0.95 },
  es: { tokenF1: 0.98, lemma: 0.93, heldOutLemma: 0.82, stop: 0.95 },
  ru: { tokenF1: 0.98, lemma: 0.93, heldOutLemma: 0.77, stop: 0.93 },
  ko: { tokenF1: 0.95, lemma: 0.93, heldOutLemma: 0.9, stop: 0.95 },
  ja: { tokenF1: 0.95, lemma: 0.93, heldOutLemma: 0.93, stop: 0.95 },
};

describe.each(Object.entries(EVAL_SETS) as [LearningLanguage, (typeof EVAL_SETS)[LearningLanguage]][])(
  '%s evaluation',
  (lang, { tuning, heldOut }) => {
    it('segments, lemmatizes and spots stop-words above its floors', () => {
      const score = scoreLanguage(engine, lang, tuning);
      expect(score.tokenF1).toBeGreaterThan(FLOORS[lang].tokenF1);
      expect(score.lemmaAccuracy).toBeGreaterThan(FLOORS[lang].lemma);
      expect(score.stopPrecision).toBeGreaterThan(FLOORS[lang].stop);
    });

    it('holds up on the held-out sentences', () => {
      const score = scoreLanguage(engine, lang, heldOut);
      expect(score.tokenF1).toBeGreaterThan(FLOORS[lang].tokenF1);
      expect(score.lemmaAccuracy).toBeGreaterThan(FLOORS[lang].heldOutLemma);
      expect(score.stopPrecision).toBeGreaterThan(FLOORS[lang].stop);
    });
  },
);
