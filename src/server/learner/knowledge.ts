import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
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
  const knowledge = new Map<string, Knowledge | null>(noteIds.map((id) => [id, null]));
  if (noteIds.length === 0) return knowledge;
  const rows = await cacheOfNotes(db).execute({ userId, noteIds });
  const version = Number(rows[0]?.version ?? 0);
  const cached = rows.filter((row) => row.totalWords !== null) as KnowledgeTotals[];
  const missing = rows.filter((row) => row.hasLexicon && row.totalWords === null).map((row) => row.noteId);
  const counted = missing.length ? await countAndCache(db, userId, version, inArray(noteLexicon.noteId, missing)) : [];
  for (const row of [...cached, ...counted]) {
    knowledge.set(row.noteId, { percentKnown: percentOf(row), newWords: row.newWords });
  }
  return knowledge;
}

/**
 * For each of the page's notes in one round trip (ADR 14): the learner's vocab version, whether the note
 * has a lexicon, and its cached totals when they are of that version. Only notes with a lexicon and no
 * fresh row are counted; a note without a lexicon costs nothing more (it has no "% known" yet).
 */
const cacheOfNotes = (db: Db) =>
  preparedOnce(db, 'note_knowledge_of_notes', () =>
    db
      .select({
        version: sql<number>`v.version`.mapWith(Number),
        noteId: sql<string>`ids.id`,
        hasLexicon: sql<boolean>`${noteLexicon.noteId} is not null`,
        totalWords: knowledgeCache.totalWords,
        knownWords: knowledgeCache.knownWords,
        newWords: knowledgeCache.newWords,
      })
      .from(sql`unnest(${sql.placeholder('noteIds')}::uuid[]) as ids(id)`)
      .crossJoin(
        sql`(select coalesce((select ${vocabVersion.version} from ${vocabVersion} where ${vocabVersion.userId} = ${sql.placeholder('userId')}), 0) as version) as v`,
      )
      .leftJoin(noteLexicon, sql`${noteLexicon.noteId} = ids.id`)
      .leftJoin(
        knowledgeCache,
        and(
          eq(knowledgeCache.userId, sql.placeholder('userId')),
          sql`${knowledgeCache.noteId} = ids.id`,
          sql`${knowledgeCache.version} = v.version`,
        ),
      )
      .prepare('note_knowledge_of_notes'),
  );

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
