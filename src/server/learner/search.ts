import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userSentence, userVocab } from '../db/schema/learner.ts';
import { learnerProfile } from '../users/profile.ts';

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
 * items in, plus their native language, the usual translation language. Translations in another language
 * are still found by the substring match.
 */
export async function searchLanguages(
  db: Db,
  userId: string,
  kind: 'vocab' | 'sentence',
  language?: string,
): Promise<string[]> {
  const studied = language ? [language] : await languagesOf(db, userId, kind === 'vocab' ? userVocab : userSentence);
  const { nativeLanguage } = await learnerProfile(db, userId);
  return [...new Set([...studied, nativeLanguage])];
}

/**
 * The distinct languages of a learner's items, hopping along the (user, language, …) unique index one
 * language at a time: a plain DISTINCT reads every row (40 ms over 100,000 saved words).
 */
async function languagesOf(db: Db, userId: string, table: typeof userVocab | typeof userSentence): Promise<string[]> {
  const result = await db.execute(sql`
    with recursive langs(language) as (
      (select ${table.language} from ${table} where ${table.userId} = ${userId} order by 1 limit 1)
      union all
      select (select ${table.language} from ${table} where ${table.userId} = ${userId} and ${table.language} > langs.language order by 1 limit 1)
      from langs where langs.language is not null
    )
    select language from langs where language is not null`);
  return (result as unknown as { rows: { language: string }[] }).rows.map((row) => row.language);
}

/**
 * The newest `limit` ids of a text search. Seeing ORDER BY id LIMIT n, the planner may walk the id index
 * backwards testing every row against the search (150 ms over 100,000 saved words when matches are few);
 * OFFSET 0 keeps the inner query a whole set, answered by the search indexes, and only its hits are sorted.
 */
export async function newestMatchingIds(
  db: Db,
  table: typeof userVocab | typeof userSentence,
  where: SQL,
  limit: number,
): Promise<string[]> {
  const result = await db.execute(
    sql`select id from (select ${table.id} as id from ${table} where ${where} offset 0) as hits order by id desc limit ${limit}`,
  );
  return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}
