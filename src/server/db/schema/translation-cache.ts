import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** A translation as the translator chain answered it (providers/translate's TranslationResult). */
export type StoredTranslation = {
  text: string;
  translation: string | null;
  alternatives: string[];
  partOfSpeech?: string;
  provider: string;
  note?: string;
  /** How the word is built (the core vocabulary's Korean stems, particles and endings, ADR 16). */
  parts?: { text: string; lemma: string; meaning: string | null }[];
};

/** Every translation answered once, so the same words in the same sentence never cost twice. */
export const translationCache = pgTable(
  'translation_cache',
  {
    textNormalized: text('text_normalized').notNull(),
    fromLang: text('from_lang').notNull(),
    toLang: text('to_lang').notNull(),
    /** A hash of the sentence the text was clicked in, or '' when none was given. */
    contextKey: text('context_key').notNull().default(''),
    result: jsonb('result').$type<StoredTranslation>().notNull(),
    provider: text('provider').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'translation_cache_key', columns: [t.textNormalized, t.fromLang, t.toLang, t.contextKey] }),
  ],
);
