import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import { forgetNote } from '../learner/index.ts';
import { assertNoteOwned, NOTE_NOT_FOUND } from '../notes/access.ts';
import { removeNote } from '../notes/manage.ts';

/**
 * Deletes the learner's note from their library (ADR 29), in one transaction: the learner module first
 * unties saved words and sentences from it, then the note goes with what is only its own. Another
 * learner's note, or one already deleted, answers 404 and changes nothing.
 */
export async function deleteNote(db: Db, user: AuthUser, noteId: string): Promise<{ deleted: true }> {
  await db.transaction(async (tx) => {
    // Authorization first: another learner's note is never touched, not even inside a rolled-back transaction.
    await assertNoteOwned(tx, user, noteId);
    await forgetNote(tx, user.id, noteId);
    if (!(await removeNote(tx, user.id, noteId))) throw notFound(NOTE_NOT_FOUND);
  });
  return { deleted: true };
}
