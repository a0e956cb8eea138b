import { and, eq, inArray } from 'drizzle-orm';
import { ERROR_MESSAGES } from '../../common/errors.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { note, noteGeneration } from '../db/schema/notes.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { Queue } from '../jobs/queue.ts';
import { refundQuota, requireQuota } from '../subscriptions/quota.ts';
import { NOTE_NOT_FOUND } from './access.ts';
import { GENERATE_NOTE } from './generate-note.job.ts';
import { noteQuotaCounter } from './quota-counter.ts';

/** What the owner does to a note besides reading it (ADR 29): rename, retry a failed generation, delete. */

export const GENERATION_NOT_FOUND = ERROR_MESSAGES.generation_not_found;
export const GENERATION_ALREADY_MADE = ERROR_MESSAGES.generation_already_made;

/** Renames the learner's note; the title is already trimmed and 1–200 characters (schema.ts). */
export async function renameNote(db: Db, user: AuthUser, noteId: string, title: string) {
  const [row] = await db
    .update(note)
    .set({ title })
    .where(and(eq(note.id, noteId), eq(note.userId, user.id)))
    .returning({ id: note.id, title: note.title });
  if (!row) throw notFound(NOTE_NOT_FOUND);
  return row;
}

/**
 * Runs a failed generation again under the same stfId. A failure gave its unit back, so a retry takes one
 * again (402 when none is left); a retry asked twice, or of a generation already running, answers the same
 * stfId and pays nothing. A made note has nothing to retry (409). If the learner has since asked for the
 * same note anew, that generation is the one running, and its stfId is the answer.
 */
export async function retryGeneration(
  { db, queue }: { db: Db; queue: Pick<Queue, 'send'> },
  user: AuthUser,
  stfId: string,
): Promise<{ stfId: string }> {
  const [row] = await db
    .select()
    .from(noteGeneration)
    .where(and(eq(noteGeneration.id, stfId), eq(noteGeneration.userId, user.id)));
  if (!row) throw notFound(GENERATION_NOT_FOUND);
  if (row.status === 'ready') throw conflict(GENERATION_ALREADY_MADE);
  if (row.status !== 'failed') return { stfId };

  const counter = noteQuotaCounter(row.type);
  await requireQuota(db, user.id, counter);
  let restarted: { id: string }[];
  try {
    restarted = await db
      .update(noteGeneration)
      .set({ status: 'pending', progress: 0, message: null })
      .where(and(eq(noteGeneration.id, stfId), eq(noteGeneration.status, 'failed')))
      .returning({ id: noteGeneration.id });
  } catch (error) {
    // The unique running index: the same note is being made under another stfId. Follow that one.
    await refundQuota(db, user.id, counter);
    const twin = await runningTwin(db, row);
    if (twin) return { stfId: twin };
    throw error;
  }
  if (restarted.length === 0) {
    // A concurrent retry won: this one pays nothing and answers the same stfId.
    await refundQuota(db, user.id, counter);
    return { stfId: (await runningTwin(db, row)) ?? stfId };
  }
  await queue.send(GENERATE_NOTE, { generationId: stfId }, stfId);
  return { stfId };
}

type GenerationKey = Pick<typeof noteGeneration.$inferSelect, 'id' | 'userId' | 'videoId' | 'type' | 'startAt'>;

/** Another generation of the same note that is running now, if any. */
async function runningTwin(db: DbOrTx, row: GenerationKey): Promise<string | undefined> {
  const [twin] = await db
    .select({ id: noteGeneration.id })
    .from(noteGeneration)
    .where(
      and(
        eq(noteGeneration.userId, row.userId),
        eq(noteGeneration.videoId, row.videoId),
        eq(noteGeneration.type, row.type),
        eq(noteGeneration.startAt, row.startAt),
        inArray(noteGeneration.status, ['pending', 'processing']),
      ),
    );
  return twin && twin.id !== row.id ? twin.id : undefined;
}

/**
 * Deletes the learner's note inside the caller's transaction (library/delete.ts runs it with the learner's
 * clean-up). The database does the rest by its foreign keys (ADR 29): material, lexicon and team shares go
 * with the note, saved words' contexts, saved sentences, quiz results and copies keep their rows without it.
 * The generation that made it goes too, so asking for the same video again makes a new note.
 * False when there is no such note of theirs.
 */
export async function removeNote(tx: DbOrTx, userId: string, noteId: string): Promise<boolean> {
  const deleted = await tx
    .delete(note)
    .where(and(eq(note.id, noteId), eq(note.userId, userId)))
    .returning({ id: note.id });
  if (deleted.length === 0) return false;
  await tx.delete(noteGeneration).where(and(eq(noteGeneration.userId, userId), eq(noteGeneration.noteId, noteId)));
  return true;
}

/** Marks that the learner wants the note's study guide (the material job reads it); 404 unless theirs. */
export async function wantStudyGuide(db: DbOrTx, user: Pick<AuthUser, 'id'>, noteId: string): Promise<void> {
  const [row] = await db
    .update(note)
    .set({ studyGuide: true })
    .where(and(eq(note.id, noteId), eq(note.userId, user.id)))
    .returning({ id: note.id });
  if (!row) throw notFound(NOTE_NOT_FOUND);
}
