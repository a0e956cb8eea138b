import { and, desc, eq, inArray, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { isoTime } from '../db/iso-time.ts';
import { constantLimit, pageRows, preparedOnce } from '../db/prepared.ts';
import { note, noteGeneration, type NoteType } from '../db/schema/notes.ts';
import { notFound } from '../http/errors.ts';
import type { Queue } from '../jobs/queue.ts';
import { GENERATE_NOTE } from './generate-note.job.ts';
import { NOTE_NOT_FOUND, noteSummaryColumns, ownedNote } from './access.ts';
import { minutesIndex, pageFrom } from './pages.ts';
import { noteQuotaCounter } from './quota-counter.ts';
import { presentLinePage, presentNote, presentStatus, presentSummaryTuple, type SummaryTuple } from './presenter.ts';
import { refundQuota, requireQuota } from '../subscriptions/quota.ts';
import { learnerProfile } from '../users/profile.ts';
import type { CreateYouTubeNoteInput } from './schema.ts';

type Deps = { db: Db; queue: Queue };

/**
 * Starts (or finds) the generation of a note. Asking again while one runs — or after it produced a
 * note — answers the same stfId, so a double click or a retried request never makes two notes.
 */
export async function requestNote(
  { db, queue }: Deps,
  user: AuthUser,
  type: NoteType,
  input: CreateYouTubeNoteInput,
): Promise<{ stfId: string }> {
  const startAt = type === 'one_minute_clip' ? input.startAt : 0;
  const same = and(
    eq(noteGeneration.userId, user.id),
    eq(noteGeneration.videoId, input.videoId),
    eq(noteGeneration.type, type),
    eq(noteGeneration.startAt, startAt),
  );
  const [existing] = await db
    .select({ id: noteGeneration.id })
    .from(noteGeneration)
    .where(and(same, inArray(noteGeneration.status, ['pending', 'processing', 'ready'])))
    .orderBy(desc(noteGeneration.id))
    .limit(1);
  if (existing) return { stfId: existing.id };

  const learner = await learnerProfile(db, user.id);
  // The unit is taken before the work is queued (402 when none is left) and given back if no note comes of it.
  const counter = noteQuotaCounter(type);
  await requireQuota(db, user.id, counter);
  const created = await db
    .insert(noteGeneration)
    .values({
      userId: user.id,
      videoId: input.videoId,
      type,
      startAt,
      studyGuide: input.studyGuide,
      learningLanguage: learner.mainLanguage,
      nativeLanguage: learner.nativeLanguage,
    })
    .onConflictDoNothing()
    .returning({ id: noteGeneration.id })
    .then(([row]) => row)
    .catch(async (error: unknown) => {
      await refundQuota(db, user.id, counter);
      throw error;
    });
  if (!created) {
    // A concurrent identical request made it first: this one joins it and pays nothing.
    await refundQuota(db, user.id, counter);
    return requestNote({ db, queue }, user, type, input);
  }
  await queue.send(GENERATE_NOTE, { generationId: created.id }, created.id);
  return { stfId: created.id };
}

export async function getStatus(db: Db, user: AuthUser, stfId: string) {
  const [row] = await db
    .select()
    .from(noteGeneration)
    .where(and(eq(noteGeneration.id, stfId), eq(noteGeneration.userId, user.id)));
  if (!row) throw notFound('No note is being made under this id.');
  return presentStatus(row);
}

export async function getNote(db: Db, user: AuthUser, id: string) {
  const [row] = await db
    .select()
    .from(note)
    .where(and(eq(note.id, id), eq(note.userId, user.id)));
  if (!row) throw notFound(NOTE_NOT_FOUND);
  return presentNote(row);
}

/** The page of the note's lines from `minute` (ADR 13). */
export async function getNoteLines(db: Db, user: AuthUser, id: string, minute: number) {
  const row = await ownedNote(db, user, id);
  return presentLinePage(row.id, pageFrom(row.lines, minutesIndex(row.lines), minute));
}

/** A value another domain reads beside each note of a page (the note list's "% known"), in the same query. */
export type NoteColumn<T> = { name: string; of: (noteId: SQL, userId: SQLWrapper) => SQL<T> };

/**
 * A note's summary as one JSON array, its time written as toISOString would: the driver parses one JSON
 * text per note where Drizzle mapped a dozen columns, and no Date is parsed and written again (ADR 14).
 */
const summaryTuple = () =>
  sql<SummaryTuple>`json_build_array(${note.id}, ${note.videoId}, ${note.title}, ${note.type}, ${note.language},
    ${note.translationLanguage}, ${note.source}, ${note.startAt}, ${note.endAt}, ${note.lineCount},
    ${isoTime(note.createdAt)})`.mapWith(presentSummaryTuple);

/**
 * The learner's notes newest first (ids are time-ordered UUIDv7), `limit` and at least one more after
 * lastId (pageRows: one more tells whether there are more), each as its summary and `extra`: one prepared
 * statement per kind of page, built once (ADR 14).
 */
export function noteSummaries<T>(
  db: Db,
  userId: string,
  page: { lastId?: string; limit: number },
  extra: NoteColumn<T>,
) {
  const rows = pageRows(page.limit);
  const name = `note_summaries_${extra.name}_${rows}_${page.lastId ? 'after' : 'first'}`;
  const query = preparedOnce(db, name, () =>
    db
      .select({
        summary: summaryTuple(),
        extra: extra.of(sql`${note}.${sql.identifier(note.id.name)}`, sql.placeholder('userId')),
      })
      .from(note)
      .where(
        and(
          eq(note.userId, sql.placeholder('userId')),
          page.lastId ? lt(note.id, sql.placeholder('lastId')) : undefined,
        ),
      )
      .orderBy(desc(note.id))
      // A constant, not a parameter (see pageRows).
      .limit(constantLimit(rows))
      .prepare(name),
  );
  return query.execute({ userId, lastId: page.lastId });
}

/** The learner's notes of these ids (in no particular order). */
export async function noteSummariesById(db: Db, userId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select(noteSummaryColumns)
    .from(note)
    .where(and(eq(note.userId, userId), inArray(note.id, [...ids])));
}

/** Every note id of the learner, newest first. */
export async function noteIdsNewestFirst(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ id: note.id }).from(note).where(eq(note.userId, userId)).orderBy(desc(note.id));
  return rows.map((row) => row.id);
}
