import { describe, expect, it } from 'vitest';
import { engine, inputOf } from '../test-support.ts';
import { storyVocabulary } from './vocabulary.ts';

describe('storyVocabulary', () => {
  it('takes the part of speech from the video and drops function words', () => {
    const words = storyVocabulary(
      inputOf('en', ['I use the app every day.', 'It is simple.']).lines,
      ['app', 'use', 'simple', 'the', 'London'],
      'en',
      engine,
    );
    expect(words).toEqual([
      { lemma: 'app', kind: 'n' },
      { lemma: 'use', kind: 'v' },
      { lemma: 'simple', kind: 'a' },
    ]);
  });

  it("learns a noun's gender from the articles the video puts before it", () => {
    const french = storyVocabulary(
      inputOf('fr', ['Je mange une pomme avec le pain.', 'La sauce est prête.']).lines,
      ['pomme', 'pain', 'sauce'],
      'fr',
      engine,
    );
    expect(french.map((w) => w.gender)).toEqual(['f', 'm', 'f']);
    const german = storyVocabulary(
      inputOf('de', ['Das Video ist lang.', 'Ich kaufe eine Zeitung.']).lines,
      ['Video', 'Zeitung', 'Wohnung'],
      'de',
      engine,
    );
    expect(german.map((w) => w.gender)).toEqual(['n', 'f', 'f']);
    const spanish = storyVocabulary(
      inputOf('es', ['Me gusta el ajo.']).lines,
      ['ajo', 'canción', 'problema'],
      'es',
      engine,
    );
    expect(spanish.map((w) => w.gender)).toEqual(['m', 'f', 'm']);
  });
});
