import { and, eq, inArray, notInArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { preparedOnce } from '../db/prepared.ts';
import {
  noteKnowledge as knowledgeCache,
  noteLexicon,
  noteWord,
  userVocab,
  vocabVersion,
} from '../db/schema/learner.ts';
import { noteIdsOf } from '../notes/access.ts';

export type Knowledge = { percentKnown: number; newWords: number };
export type KnowledgeTotals = { noteId: string; totalWords: number; knownWords: number; newWords: number };

/**
 * ADR 7: "% known" = occurrences of known lemmas ÷ occurrences of lemmas that are not ignored (tokens, as
 * LingQ counts); "new words" = distinct lemmas the learner has given no status. One grouped join of the
 * notes' word counts with the learner's statuses; notes whose lexicon is not built yet have no row.
 */
async function totals(db: DbOrTx, userId: string, where?: SQL): Promise<KnowledgeTotals[]> {
  return db
    .select({
      noteId: noteLexicon.noteId,
      totalWords:
        sql<number>`coalesce(sum(${noteWord.occurrences}) filter (where ${userVocab.status} is distinct from 'ignored'), 0)`.mapWith(
          Number,
        ),
      knownWords:
        sql<number>`coalesce(sum(${noteWord.occurrences}) filter (where ${userVocab.status} = 'known'), 0)`.mapWith(
          Number,
        ),
      newWords:
        sql<number>`count(${noteWord.lemma}) filter (where ${userVocab.status} is null or ${userVocab.status} = 'new')`.mapWith(
          Number,
        ),
    })
    .from(noteLexicon)
    .leftJoin(noteWord, eq(noteWord.noteId, noteLexicon.noteId))
    .leftJoin(
      userVocab,
      and(
        eq(userVocab.userId, userId),
        eq(userVocab.language, noteLexicon.language),
        eq(userVocab.lemma, noteWord.lemma),
      ),
    )
    .where(and(inArray(noteLexicon.noteId, noteIdsOf(db, userId)), where))
    .groupBy(noteLexicon.noteId);
}

/**
 * Totals of all the learner's notes from the cache while the learner's words have not changed since
 * (vocab_version, bumped by triggers); the others are counted with the join above and cached. The version
 * is read before counting, so a change during the count leaves the row stale, never wrong. With 20 long
 * notes the join took ~90 ms per note-list page on PostgreSQL (ADR 14).
 */
async function cachedTotals(db: DbOrTx, userId: string): Promise<KnowledgeTotals[]> {
  const [current] = await db
    .select({ version: vocabVersion.version })
    .from(vocabVersion)
    .where(eq(vocabVersion.userId, userId));
  const version = current?.version ?? 0;
  const cached = await db
    .select({
      noteId: knowledgeCache.noteId,
      totalWords: knowledgeCache.totalWords,
      knownWords: knowledgeCache.knownWords,
      newWords: knowledgeCache.newWords,
    })
    .from(knowledgeCache)
    .where(and(eq(knowledgeCache.userId, userId), eq(knowledgeCache.version, version)));
  const known = cached.map((row) => row.noteId);
  const where = known.length ? notInArray(noteLexicon.noteId, known) : undefined;
  return [...cached, ...(await countAndCache(db, userId, version, where))];
}

/** Counts the notes `where` selects with the join above and caches them as of `version`. */
async function countAndCache(db: DbOrTx, userId: string, version: number, where?: SQL): Promise<KnowledgeTotals[]> {
  const counted = await totals(db, userId, where);
  if (counted.length) {
    await db
      .insert(knowledgeCache)
      .values(counted.map((row) => ({ ...row, userId, version })))
      .onConflictDoUpdate({
        target: [knowledgeCache.userId, knowledgeCache.noteId],
        set: {
          version: sql`excluded.version`,
          totalWords: sql`excluded.total_words`,
          knownWords: sql`excluded.known_words`,
          newWords: sql`excluded.new_words`,
        },
      });
  }
  return counted;
}

export const percentOf = (t: Pick<KnowledgeTotals, 'totalWords' | 'knownWords'>): number =>
  t.totalWords === 0 ? 0 : Math.round((t.knownWords * 100) / t.totalWords);

/** One note's totals, or null before its lexicon is built. */
export async function noteTotals(db: DbOrTx, userId: string, noteId: string): Promise<KnowledgeTotals | null> {
  const [row] = await totals(db, userId, eq(noteLexicon.noteId, noteId));
  return row ?? null;
}

/**
 * For the note list: each note's { percentKnown, newWords }, or null when its lexicon has not been built
 * (it is built when the note's word status is first asked for, never here, so the list stays cheap).
 * Notes that are not the learner's are null too.
 */
export async function noteKnowledge(db: Db, userId: string, noteIds: string[]): Promise<Map<string, Knowledge | null>> {
  if (noteIds.length === 0) return new Map();
  const rows = await preparedOnce(db, 'note_knowledge_of_notes', () =>
    db
      .select({ id: sql<string>`ids.id`, cached: cachedKnowledgeOf(sql`ids.id`, sql.placeholder('userId')) })
      .from(sql`unnest(${sql.placeholder('noteIds')}::uuid[]) as ids(id)`)
      .prepare('note_knowledge_of_notes'),
  ).execute({ userId, noteIds });
  return knowledgeFromCache(db, userId, rows);
}

/**
 * What the note list's page query carries for each note (cachedKnowledgeOf): the learner's vocab
 * version, 1 when the note has a lexicon, and its cached totals of that version (total, known, new;
 * null when there are none).
 */
export type CachedKnowledge = (number | null)[];

/**
 * For another domain's select of notes (the note list's page): the cached totals of `noteId` for the
 * learner, read in the page's own query instead of a round trip of their own (ADR 14).
 */
export const cachedKnowledgeOf = (noteId: SQLWrapper, userId: SQLWrapper) => {
  // Qualified by alias: Drizzle writes a one-table select's columns unqualified, which the subquery's own
  // tables would capture.
  const col = (alias: string, column: { name: string }) => sql`${sql.identifier(alias)}.${sql.identifier(column.name)}`;
  // A JSON array: the driver parses it natively into numbers (an int8[] was parsed as text, then converted).
  return sql<CachedKnowledge>`(select json_build_array(v.version, (${col('nl', noteLexicon.noteId)} is not null)::int,
      ${col('nk', knowledgeCache.totalWords)}, ${col('nk', knowledgeCache.knownWords)}, ${col('nk', knowledgeCache.newWords)})
    from (select coalesce((select ${col('vv', vocabVersion.version)} from ${vocabVersion} as vv
      where ${col('vv', vocabVersion.userId)} = ${userId}), 0) as version) as v
    left join ${noteLexicon} as nl on ${col('nl', noteLexicon.noteId)} = ${noteId}
    left join ${knowledgeCache} as nk on ${col('nk', knowledgeCache.userId)} = ${userId}
      and ${col('nk', knowledgeCache.noteId)} = ${noteId} and ${col('nk', knowledgeCache.version)} = v.version)`;
};

/**
 * Each note's { percentKnown, newWords } from what cachedKnowledgeOf read; a note with a lexicon but no
 * totals of the current version is counted (the join above) and cached, as of the version read with it.
 * A note without a lexicon has none yet, and costs nothing more.
 */
export async function knowledgeFromCache(
  db: DbOrTx,
  userId: string,
  notes: { id: string; cached: CachedKnowledge }[],
): Promise<Map<string, Knowledge | null>> {
  const knowledge = new Map<string, Knowledge | null>();
  const missing: string[] = [];
  for (const { id, cached } of notes) {
    const [, hasLexicon, totalWords, knownWords, newWords] = cached;
    const fresh = totalWords != null && knownWords != null && newWords != null;
    knowledge.set(id, fresh ? { percentKnown: percentOf({ totalWords, knownWords }), newWords } : null);
    if (hasLexicon && !fresh) missing.push(id);
  }
  if (missing.length) {
    const version = notes[0]!.cached[0] ?? 0;
    for (const row of await countAndCache(db, userId, version, inArray(noteLexicon.noteId, missing))) {
      knowledge.set(row.noteId, { percentKnown: percentOf(row), newWords: row.newWords });
    }
  }
  return knowledge;
}

/**
 * The learner's notes (all their ids, newest first), most known first (exact share, not the rounded
 * percent), ties and notes without a lexicon (last) newest first: the order of GET /note/list?sort=known.
 */
export async function notesByKnown(
  db: DbOrTx,
  userId: string,
  newestFirst: readonly string[],
): Promise<{ id: string; knowledge: Knowledge | null }[]> {
  const rows = await cachedTotals(db, userId);
  const byNote = new Map(rows.map((r) => [r.noteId, r]));
  const share = (id: string) => {
    const t = byNote.get(id);
    return t ? (t.totalWords === 0 ? 0 : t.knownWords / t.totalWords) : -1;
  };
  // Array.prototype.sort is stable: equal shares keep the newest-first order of the query.
  return [...newestFirst]
    .sort((a, b) => share(b) - share(a))
    .map((id) => {
      const t = byNote.get(id);
      return { id, knowledge: t ? { percentKnown: percentOf(t), newWords: t.newWords } : null };
    });
}
