import { beforeAll, describe, expect, it } from 'vitest';
import type { LearningLanguage } from '../../../../language/index.ts';
import { grammarPointsFor } from '../../catalogue/index.ts';
import { lineView } from '../../line-view.ts';
import { engine } from '../../test-support.ts';
import type { StoryTemplate } from '../../types.ts';
import { inflectGerman } from '../forms/de.ts';
import { inflectEnglish } from '../forms/en.ts';
import { inflectJapanese } from '../forms/ja.ts';
import { inflectKorean } from '../forms/ko.ts';
import { inflectFrench, inflectSpanish } from '../forms/romance.ts';
import { inflectRussian } from '../forms/ru.ts';
import type { Inflect, VocabWord } from '../forms/types.ts';
import { fillTemplate } from '../slots.ts';
import { STORY_BOOKS } from './index.ts';

/** Words of another video, to check that the templates keep their grammar with words not their own. */
const OTHER_WORDS: Record<LearningLanguage, [VocabWord[], Inflect]> = {
  en: [
    [
      { lemma: 'camera', kind: 'n' },
      { lemma: 'film', kind: 'v' },
      { lemma: 'simple', kind: 'a' },
    ],
    inflectEnglish,
  ],
  fr: [
    [
      { lemma: 'caméra', kind: 'n', gender: 'f' },
      { lemma: 'filmer', kind: 'v' },
    ],
    inflectFrench,
  ],
  de: [
    [
      { lemma: 'Kamera', kind: 'n', gender: 'f' },
      { lemma: 'filmen', kind: 'v' },
    ],
    inflectGerman,
  ],
  es: [
    [
      { lemma: 'cámara', kind: 'n', gender: 'f' },
      { lemma: 'grabar', kind: 'v' },
    ],
    inflectSpanish,
  ],
  ru: [
    [
      { lemma: 'камера', kind: 'n' },
      { lemma: 'снимать', kind: 'v' },
    ],
    inflectRussian,
  ],
  ko: [
    [
      { lemma: '카메라', kind: 'n' },
      { lemma: '찍다', kind: 'v' },
    ],
    inflectKorean,
  ],
  ja: [
    [
      { lemma: 'カメラ', kind: 'n' },
      { lemma: '撮る', kind: 'v', reading: 'とる' },
    ],
    inflectJapanese,
  ],
};

function sentencesShowing(language: LearningLanguage, pointId: string, sentences: string[]): number {
  const point = grammarPointsFor(language).find((p) => p.id === pointId)!;
  return sentences.filter((sentence) => point.match(lineView(sentence, language, engine)).length > 0).length;
}

describe('story templates', () => {
  beforeAll(() => engine.ready());

  for (const language of Object.keys(STORY_BOOKS) as LearningLanguage[]) {
    it(`cover every ${language} point with several templates that show it`, () => {
      const book = STORY_BOOKS[language];
      const [words, inflect] = OTHER_WORDS[language];
      for (const point of grammarPointsFor(language)) {
        const templates: readonly StoryTemplate[] = book.stories[point.id] ?? [];
        expect(templates.length, point.id).toBeGreaterThanOrEqual(3);
        templates.forEach((template, i) => {
          const where = `${point.id} #${i}`;
          expect(template.length, where).toBeGreaterThanOrEqual(4);
          expect(template.length, where).toBeLessThanOrEqual(5);
          expect(template.join(' '), where).toMatch(/\{n1[:|]/);
          const plain = fillTemplate(template, [], inflect).sentences;
          const filled = fillTemplate(template, words, inflect);
          expect(sentencesShowing(language, point.id, plain), `${where}: ${plain.join(' ')}`).toBeGreaterThanOrEqual(2);
          expect(
            sentencesShowing(language, point.id, filled.sentences),
            `${where}: ${filled.sentences.join(' ')}`,
          ).toBeGreaterThanOrEqual(2);
          expect(filled.used.length, where).toBeGreaterThanOrEqual(1);
        });
      }
    });
  }

  it('have a quote frame and a story for points they do not know', () => {
    for (const book of Object.values(STORY_BOOKS)) {
      expect(book.quote).toContain('{line}');
      expect(book.fallback.length).toBeGreaterThanOrEqual(2);
    }
  });
});
