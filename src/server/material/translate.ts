import { baseLanguage } from '../dictionary/pairs.ts';
import type { MaterialTools } from './types.ts';

/** Translators answer at most this many texts at once for one note. */
export const TRANSLATION_CONCURRENCY = 8;

/**
 * The learner's translation of `text`, or null when nothing could translate it. A learner whose
 * native language is the one they study gets no translations (there is nothing to translate into).
 */
export async function translateForLearner(
  tools: Pick<MaterialTools, 'translator'>,
  input: { language: string; nativeLanguage: string },
  text: string,
  context?: string,
): Promise<string | null> {
  if (baseLanguage(input.nativeLanguage) === baseLanguage(input.language)) return null;
  const result = await tools.translator.translate({
    text,
    from: input.language,
    to: input.nativeLanguage,
    ...(context ? { context } : {}),
  });
  return result.translation;
}
