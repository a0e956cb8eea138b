import { z } from 'zod';
import { languageCode, noteLanguageCode } from '../http/fields.ts';
import { TRANSLATION_PROVIDERS } from '../providers/translate/types.ts';

export const MAX_TRANSLATION_TEXT = 500;
export const MAX_TRANSLATION_CONTEXT = 1000;

/** Spec §3 "Translation request": text, fromLang, toLang — plus the sentence the text was clicked in. */
export const TranslationQuery = z
  .object({
    text: z
      .string()
      .trim()
      .max(MAX_TRANSLATION_TEXT, `must be at most ${MAX_TRANSLATION_TEXT} characters`)
      .refine((t) => t.length > 0, 'text is required'),
    /** The note's language as its caption track names it (en-GB); translators read its base language. */
    fromLang: noteLanguageCode,
    toLang: languageCode,
    context: z
      .string()
      .trim()
      .max(MAX_TRANSLATION_CONTEXT, `must be at most ${MAX_TRANSLATION_CONTEXT} characters`)
      .optional(),
  })
  .refine((q) => q.fromLang.split('-')[0] !== q.toLang.split('-')[0], {
    message: 'fromLang and toLang must be different languages',
  });
export type TranslationQueryInput = z.infer<typeof TranslationQuery>;

export const TranslationEntity = z.object({
  text: z.string(),
  translation: z.string().nullable(),
  alternatives: z.array(z.string()),
  partOfSpeech: z.string().optional(),
  /** The dictionary form, as the dictionary writes it; given with German nouns' article. */
  headword: z.string().optional(),
  /** German nouns: der, die or das — and the plural, when the dictionary lists it. */
  article: z.string().optional(),
  plural: z.string().optional(),
  provider: z.enum(TRANSLATION_PROVIDERS),
  /** Why there is no translation, or what a learner should know about this one. */
  note: z.string().optional(),
  /** How the word is built (Korean: 학교에서 = 학교 "school" + 에서 "at; in"), each piece with its meaning. */
  parts: z.array(z.object({ text: z.string(), lemma: z.string(), meaning: z.string().nullable() })).optional(),
});
