import { and, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { note, noteGeneration } from '../db/schema/notes.ts';
import type { Queue } from '../jobs/queue.ts';
import { noteSummaryColumns } from './access.ts';
import { GENERATE_NOTE } from './generate-note.job.ts';
import type { NoteSummaryRow } from './presenter.ts';

/**
 * What playlists (issue 14, ADR 32) ask of notes: a one-minute note made once for a system account (the
 * library's), the summaries of shared or own notes, and which of them a learner has already copied.
 */

export type LibraryGeneration = {
  id: string;
  status: 'pending' | 'processing' | 'ready' | 'failed';
  progress: number;
  message: string | null;
  noteId: string | null;
};

/** How long a failed library clip answers its failure before a learner's next open tries it again. */
export const RETRY_FAILED_AFTER_MS = 10 * 60_000;

const generationColumns = {
  id: noteGeneration.id,
  status: noteGeneration.status,
  progress: noteGeneration.progress,
  message: noteGeneration.message,
  noteId: noteGeneration.noteId,
};

/**
 * Starts (or finds) the one-minute note of `videoId` from `startAt` for `ownerId` — a system account no
 * one signs in to — with the generation job every note uses. No quota is taken: the library's notes are
 * made once for everyone. A failure is answered as it is for `RETRY_FAILED_AFTER_MS` (learners poll, and
 * each poll must not start the work again); after that the next call tries once more.
 */
export async function requestLibraryNote(
  { db, queue }: { db: Db; queue: Pick<Queue, 'send'> },
  ownerId: string,
  input: { videoId: string; startAt: number; learningLanguage: string; nativeLanguage: string },
): Promise<LibraryGeneration> {
  const [latest] = await db
    .select({ ...generationColumns, updatedAt: noteGeneration.updatedAt })
    .from(noteGeneration)
    .where(
      and(
        eq(noteGeneration.userId, ownerId),
        eq(noteGeneration.videoId, input.videoId),
        eq(noteGeneration.type, 'one_minute_clip'),
        eq(noteGeneration.startAt, input.startAt),
      ),
    )
    .orderBy(desc(noteGeneration.id))
    .limit(1);
  if (latest && (latest.status !== 'failed' || Date.now() - latest.updatedAt.getTime() < RETRY_FAILED_AFTER_MS)) {
    const { updatedAt: _, ...generation } = latest;
    return generation;
  }
  const [created] = await db
    .insert(noteGeneration)
    .values({ userId: ownerId, type: 'one_minute_clip', studyGuide: true, ...input })
    .onConflictDoNothing()
    .returning(generationColumns);
  // Two learners opening the same entry at once: the loser finds the winner's generation.
  if (!created) return requestLibraryNote({ db, queue }, ownerId, input);
  await queue.send(GENERATE_NOTE, { generationId: created.id }, created.id);
  return created;
}

/** The library account's generations of these videos' one-minute clips, newest first (any status). */
export async function libraryGenerations(
  db: DbOrTx,
  ownerId: string,
  videoIds: readonly string[],
): Promise<(LibraryGeneration & { videoId: string; startAt: number })[]> {
  if (videoIds.length === 0) return [];
  return db
    .select({ ...generationColumns, videoId: noteGeneration.videoId, startAt: noteGeneration.startAt })
    .from(noteGeneration)
    .where(
      and(
        eq(noteGeneration.userId, ownerId),
        inArray(noteGeneration.videoId, [...videoIds]),
        eq(noteGeneration.type, 'one_minute_clip'),
      ),
    )
    .orderBy(desc(noteGeneration.id));
}

/**
 * Summaries of the notes of `ids` that `viewerId` may read: shared ones (anyone's) and the viewer's own.
 * Others are left out, as if missing.
 */
export async function readableNoteSummaries(
  db: DbOrTx,
  ids: readonly string[],
  viewerId: string | null,
): Promise<(NoteSummaryRow & { userId: string; shared: boolean })[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ ...noteSummaryColumns, userId: note.userId, sharedAt: note.sharedAt })
    .from(note)
    .where(
      and(inArray(note.id, [...ids]), or(isNotNull(note.sharedAt), viewerId ? eq(note.userId, viewerId) : undefined)),
    );
  return rows.map(({ sharedAt, ...row }) => ({ ...row, shared: sharedAt !== null }));
}

/** The learner's copies of these source notes: source id → copy id. */
export async function copiesOf(db: DbOrTx, userId: string, sourceIds: readonly string[]): Promise<Map<string, string>> {
  if (sourceIds.length === 0) return new Map();
  const rows = await db
    .select({ id: note.id, sourceNoteId: note.sourceNoteId })
    .from(note)
    .where(and(eq(note.userId, userId), inArray(note.sourceNoteId, [...sourceIds])));
  return new Map(rows.map((row) => [row.sourceNoteId!, row.id]));
}

/** The source of the learner's copy `noteId` (undefined when it is not their copy of anything). */
export async function sourceOfCopy(db: DbOrTx, userId: string, noteId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ sourceNoteId: note.sourceNoteId })
    .from(note)
    .where(and(eq(note.id, noteId), eq(note.userId, userId)));
  return row?.sourceNoteId ?? undefined;
}
