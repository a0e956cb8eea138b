import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { SUPPORTED_LEARNING_LANGUAGES as LEARNING_LANGUAGES } from '../../../../common/languages.ts';
import { allGrammarPoints, grammarPointsFor } from '../catalogue/index.ts';
import { engine, matchesOf } from '../test-support.ts';
import { allExamples } from './index.ts';

beforeAll(() => engine.ready());

/**
 * The reviewed examples, fingerprinted per learning language. Changing, adding or removing an
 * example changes the fingerprint: have the new sentences reviewed by someone who speaks the
 * language, then write the new value here in the same commit (ADR 17).
 */
const REVIEWED: Record<string, string> = {
  en: '541efb13c815391f',
  ko: '91d7f84878dae466',
  ru: 'd299d035e67e00f4',
  fr: 'dc38c5074aea20eb',
  de: 'a46134098b772390',
  es: 'b1ec4ddfe495d029',
  ja: '78fca1743e1512b9',
};

const fingerprint = (language: string) =>
  createHash('sha256')
    .update(
      JSON.stringify(
        Object.entries(allExamples())
          .filter(([pointId]) => pointId.startsWith(`${language}.`))
          .sort(([a], [b]) => a.localeCompare(b)),
      ),
    )
    .digest('hex')
    .slice(0, 16);

describe('written grammar examples', () => {
  it('are the reviewed sentences, unchanged', () => {
    expect(Object.fromEntries(LEARNING_LANGUAGES.map((language) => [language, fingerprint(language)]))).toEqual(
      REVIEWED,
    );
  });

  it('cover every point of the catalogue with 2–3 sentences, and only points of the catalogue', () => {
    const ids = allGrammarPoints().map((point) => point.id);
    expect(Object.keys(allExamples()).sort()).toEqual([...ids].sort());
    for (const examples of Object.values(allExamples())) {
      expect(examples.length).toBeGreaterThanOrEqual(2);
      expect(examples.length).toBeLessThanOrEqual(3);
    }
  });

  it.each(LEARNING_LANGUAGES)(
    'in %s have an English translation (none for English) and distinct sentences',
    (language) => {
      const examples = grammarPointsFor(language).flatMap((point) => allExamples()[point.id] ?? []);
      for (const [text, translation] of examples) {
        expect(text.trim()).toBe(text);
        if (language === 'en') expect(translation).toBeNull();
        else expect(translation?.trim()).toMatch(/^[A-Z"'].*[.?!]$/);
      }
      expect(new Set(examples.map(([text]) => text)).size).toBe(examples.length);
    },
  );

  it.each(
    Object.entries(allExamples()).flatMap(([pointId, examples]) =>
      examples.map(([text, , match]) => ({ pointId, text, match })),
    ),
  )('$pointId: “$text” shows the point at “$match”', ({ pointId, text, match }) => {
    expect(matchesOf(pointId, text)).toContain(match);
  });
});
