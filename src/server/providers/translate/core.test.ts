import { describe, expect, it } from 'vitest';
import { coreVocabularyProvider } from './core.ts';
import { createTranslator } from './translator.ts';
import type { CoreVocabularyLookup, TranslationRequest } from './types.ts';

const request: TranslationRequest = { text: '학교에서', from: 'ko', to: 'en' };
const parts = [
  { text: '학교', lemma: '학교', meaning: 'school' },
  { text: '에서', lemma: '에서', meaning: 'at; in' },
];

describe('core vocabulary provider', () => {
  it('answers with the gloss, its word class, the pieces of the word and a dictionary-form note', async () => {
    const lookup: CoreVocabularyLookup = async () => ({
      found: true,
      headword: '학교',
      translation: 'school',
      alternatives: [],
      partOfSpeech: 'noun',
      via: 'lemma',
      parts,
    });
    const outcome = await coreVocabularyProvider(lookup).translate(request);
    expect(outcome).toEqual({
      result: {
        text: '학교에서',
        translation: 'school',
        alternatives: [],
        partOfSpeech: 'noun',
        provider: 'core',
        note: 'Translated as “학교”, the dictionary form.',
        parts,
      },
    });
  });

  it('stays silent for a pair it has no vocabulary for, and passes on why it missed otherwise', async () => {
    expect(await coreVocabularyProvider(async () => null).translate(request)).toEqual({ miss: null });
    const miss = await coreVocabularyProvider(async () => ({ found: false, reason: 'not here', parts })).translate(
      request,
    );
    expect(miss).toEqual({ miss: 'not here', parts });
  });

  it('a miss keeps the pieces of the word in the translator’s answer', async () => {
    const translator = createTranslator({
      providers: [coreVocabularyProvider(async () => ({ found: false, reason: 'not in the list', parts }))],
    });
    const result = await translator.translate(request);
    expect(result).toMatchObject({ translation: null, provider: 'none', parts });
    expect(result.note).toMatch(/^not in the list; configure an AI provider/);
  });

  it('is never cached, so glosses follow the vocabulary shipped', async () => {
    const puts: string[] = [];
    const translator = createTranslator({
      providers: [
        coreVocabularyProvider(async () => ({
          found: true,
          headword: '학교',
          translation: 'school',
          alternatives: [],
          via: 'exact',
        })),
      ],
      cache: { get: async () => null, put: async (key) => void puts.push(key.textNormalized) },
    });
    expect((await translator.translate(request)).translation).toBe('school');
    expect(puts).toEqual([]);
  });
});
