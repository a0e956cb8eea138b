import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { profile, userSentence, userVocab } from '../db/schema/index.ts';

/** Spec §5: search is case-insensitive and ignores surrounding and repeated whitespace. */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** `%text%` for LIKE, with LIKE's own wildcards taken literally (a search for "50%" means 50%). */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One tsquery per text-search configuration the rows can be in, OR'ed. The configurations are constants
 * (not the row's columns) so the planner can use the GIN index on `search`: a query in the item's language
 * is stemmed as that language ("studying" finds "studies"), one in the translation language as that one.
 */
function tsQuery(text: string, languages: readonly string[]): SQL {
  const distinct = [...new Set(languages)];
  const parts = distinct.map((language) => sql`plainto_tsquery(lc_ts_config(${language}), ${text})`);
  return sql.join(parts, sql` || `);
}

type Searchable = { text: string; languages: readonly string[] };

/**
 * The `text` filter of the saved-word list: full-text search (stemmed, see tsQuery) OR a substring of
 * word, lemma or translation ("spiel" finds "spielten"). The substring test is written exactly as the
 * `user_vocab_trgm` index expression so the trigram index answers it. Undefined for a blank search.
 */
export function vocabTextMatch({ text, languages }: Searchable): SQL | undefined {
  const q = normalizeSearchText(text);
  if (!q) return undefined;
  const fts = languages.length ? sql`${userVocab.search} @@ (${tsQuery(q, languages)})` : sql`false`;
  const substring = sql`lower(${userVocab.word} || ' ' || ${userVocab.lemma} || ' ' || coalesce(${userVocab.translation}, '')) like lower(${containsPattern(q)})`;
  return sql`(${fts} or ${substring})`;
}

/** The same for saved sentences: their text and meaning (index `user_sentence_trgm`). */
export function sentenceTextMatch({ text, languages }: Searchable): SQL | undefined {
  const q = normalizeSearchText(text);
  if (!q) return undefined;
  const fts = languages.length ? sql`${userSentence.search} @@ (${tsQuery(q, languages)})` : sql`false`;
  const substring = sql`lower(${userSentence.text} || ' ' || coalesce(${userSentence.meaning}, '')) like lower(${containsPattern(q)})`;
  return sql`(${fts} or ${substring})`;
}

/**
 * The languages a learner's search is stemmed in: the filtered language, else every language they have
 * items in (read from the unique index that starts with user and language, so it stays cheap), plus their
 * native language, the usual translation language. Translations in another language are still found by
 * the substring match.
 */
export async function searchLanguages(db: Db, userId: string, kind: 'vocab' | 'sentence', language?: string): Promise<string[]> {
  const table = kind === 'vocab' ? userVocab : userSentence;
  const studied = language
    ? [language]
    : (await db.selectDistinct({ language: table.language }).from(table).where(eq(table.userId, userId))).map((r) => r.language);
  const [row] = await db.select({ native: profile.nativeLanguage }).from(profile).where(eq(profile.userId, userId));
  return [...new Set([...studied, row?.native ?? 'en'])];
}
