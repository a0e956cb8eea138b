import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Offline bilingual dictionaries (FreeDict, imported by `npm run dict:import`): one row per
 * headword spelling of an entry. `rank` orders entries for the same headword, lower first.
 */
export const dictionaryEntry = pgTable(
  'dictionary_entry',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sourceLang: text('source_lang').notNull(),
    targetLang: text('target_lang').notNull(),
    headword: text('headword').notNull(),
    /** Lower-cased, accents kept (see dictionary/normalize.ts). */
    headwordNormalized: text('headword_normalized').notNull(),
    pos: text('pos'),
    glosses: jsonb('glosses').$type<string[]>().notNull(),
    rank: integer('rank').notNull().default(0),
    /** Where the row came from, e.g. `freedict-deu-eng`; a re-import replaces exactly these rows. */
    source: text('source').notNull(),
  },
  (t) => [
    index('dictionary_entry_lookup').on(t.sourceLang, t.targetLang, t.headwordNormalized),
    // Reverse lookups (Russian → English through the English–Russian dictionary) search glosses.
    index('dictionary_entry_glosses').using('gin', sql`${t.glosses} jsonb_path_ops`),
  ],
);
