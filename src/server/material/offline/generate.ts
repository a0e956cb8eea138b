import { findGrammarPoints } from '../grammar/index.ts';
import type { MaterialDrafts, MaterialInput, MaterialTools } from '../types.ts';
import { analyzeNote } from './analyze.ts';
import { lineTranslations } from './line-translations.ts';
import { sentenceCards } from './sentence-cards.ts';
import { slices } from './slices.ts';
import { studyGuide } from './study-guide.ts';
import { wordCards } from './word-cards.ts';

/** The offline material of a note; runs on the material worker thread (material.worker.ts). */
export async function generateOffline(
  input: MaterialInput,
  tools: MaterialTools,
  onProgress: (percent: number) => Promise<void>,
): Promise<MaterialDrafts> {
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
    // Only when the learner asked for it (ADR 29); the tab offers to make it later.
    studyGuide: input.studyGuide === false ? null : studyGuide(input, tools, note, { words, sentences, grammar }),
  };
}
