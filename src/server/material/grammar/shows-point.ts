import type { LanguageEngine, LearningLanguage } from '../../language/index.ts';
import { grammarPointById } from './catalogue/index.ts';
import { lineView } from './line-view.ts';

/**
 * Whether a text written for a grammar point uses it: the point's own detector, run sentence by
 * sentence, finds it at least once. A point the catalogue has no detector for cannot be checked,
 * so nothing written for it passes (ADR 17: a story is correct or absent).
 */
export async function showsPoint(
  text: string,
  pointId: string,
  language: LearningLanguage,
  engine: LanguageEngine,
): Promise<boolean> {
  const point = grammarPointById(pointId);
  if (!point || point.language !== language) return false;
  await engine.ready(language);
  return engine
    .splitSentences(text, language)
    .some((sentence) => point.match(lineView(sentence.text, language, engine)).length > 0);
}
