import { baseLanguage } from '../../common/languages.ts';
import type { Db } from '../db/client.ts';
import type { Translator } from '../providers/translate/index.ts';
import { consumeQuota, type QuotaCheck, quotaExhausted, refundQuota } from '../subscriptions/quota.ts';
import type { TranslationQueryInput } from './schema.ts';

/**
 * A clicked word or sentence in the learner's language pair; an empty context counts as none. A translation
 * a remote service (the AI model, DeepL, LibreTranslate) makes costs one unit of the `translation` quota;
 * the cache and the offline dictionaries are free. With the quota used up, only they answer, and when they
 * cannot, the learner gets the 402 that names the quota rather than an unexplained miss.
 */
export async function translateText(
  { db, translator }: { db: Db; translator: Translator },
  userId: string,
  query: TranslationQueryInput,
) {
  let refused: QuotaCheck | null = null;
  const result = await translator.translate(
    { text: query.text, from: query.fromLang, to: query.toLang, context: query.context || undefined },
    {
      spendRemote: async () => {
        const check = await consumeQuota(db, userId, 'translation');
        if (!check.ok) refused = check;
        return check.ok;
      },
      refundRemote: () => refundQuota(db, userId, 'translation'),
    },
  );
  if (result.translation === null && refused) throw quotaExhausted(refused);
  return result;
}

/** Translators answer at most this many texts at once for one note. */
export const TRANSLATION_CONCURRENCY = 8;

/**
 * The learner's translation of `text`, or null when nothing could translate it. A learner whose
 * native language is the one they study gets no translations (there is nothing to translate into).
 */
export async function translateForLearner(
  tools: { translator: Translator },
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

/**
 * translateForLearner for text being saved: translators may be remote and slow, so callers run this
 * before any transaction, and a translator that fails leaves the item without a meaning rather than
 * losing the save.
 */
export async function translateOrNull(
  tools: { translator: Translator },
  text: string,
  from: string,
  to: string,
  context?: string,
): Promise<string | null> {
  try {
    return await translateForLearner(tools, { language: from, nativeLanguage: to }, text, context);
  } catch {
    return null;
  }
}
