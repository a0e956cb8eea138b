import type { Translator } from '../providers/translate/index.ts';
import type { TranslationQueryInput } from './schema.ts';

/** A clicked word or sentence in the learner's language pair; an empty context counts as none. */
export function translateText(translator: Translator, query: TranslationQueryInput) {
  return translator.translate({
    text: query.text,
    from: query.fromLang,
    to: query.toLang,
    context: query.context || undefined,
  });
}
