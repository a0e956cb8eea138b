import { findGrammarPoints, writeOfflineStory } from '../grammar/index.ts';
import type { MaterialGenerator } from '../types.ts';
import { analyzeNote } from './analyze.ts';
import { lineTranslations } from './line-translations.ts';
import { sentenceCards } from './sentence-cards.ts';
import { slices } from './slices.ts';
import { studyGuide } from './study-guide.ts';
import { wordCards } from './word-cards.ts';

/**
 * Material from the language engine's rules, word lists and the configured translator: no model,
 * no network of its own, a 10-minute note in well under two seconds. The translator decides how
 * many translations there are (dictionaries cover single words; sentences need a service).
 */
export const offlineGenerator: MaterialGenerator = {
  engine: 'offline',
  async generate(input, tools, onProgress) {
    if (input.language === 'ja') await tools.engine.ready();
    const note = analyzeNote(input, tools);
    await onProgress(10);
    const words = await wordCards(input, tools, note);
    await onProgress(40);
    const translations = await lineTranslations(input, tools);
    await onProgress(70);
    const sentences = sentenceCards(input, note, words, translations);
    const grammar = findGrammarPoints(input, tools);
    await onProgress(85);
    return {
      words,
      sentences,
      grammar,
      slices: slices(input, translations),
      studyGuide: studyGuide(input, tools, note, { words, sentences, grammar }),
    };
  },
  story: (input, point, vocabulary, tools, variant) => writeOfflineStory(input, point, vocabulary, tools, variant),
};
