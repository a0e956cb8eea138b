import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { userSentence, vocabContext } from '../db/schema/learner.ts';

/**
 * Before a note is deleted (ADR 29): saved words keep where they were met and saved sentences stay, as
 * text with the video's time, no longer tied to the note. A word keeps each such text once — the rule of
 * note-less contexts (vocab_context_text_once) — so a line met twice in the note, or already typed in,
 * is not kept twice. Review cards belong to the words and sentences, so they keep working.
 */
export async function forgetNote(tx: DbOrTx, userId: string, noteId: string): Promise<void> {
  const c = vocabContext;
  await tx.execute(sql`
    delete from ${c} as mine
    where mine.note_id = ${noteId}
      and exists (
        select 1 from ${c} as other
        where other.vocab_id = mine.vocab_id and md5(other.text) = md5(mine.text)
          and (other.note_id is null or (other.note_id = ${noteId} and other.id < mine.id)))`);
  await tx.update(c).set({ noteId: null, lineIndex: null }).where(eq(c.noteId, noteId));
  await tx
    .update(userSentence)
    .set({ noteId: null, lineIndex: null })
    .where(and(eq(userSentence.userId, userId), eq(userSentence.noteId, noteId)));
}
