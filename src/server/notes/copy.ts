import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { uuidv7 } from '../db/ids.ts';
import { note } from '../db/schema/notes.ts';
import type { Queue } from '../jobs/queue.ts';
import { requestMaterial } from './material-request.ts';

export type CopiedNote = { noteId: string; alreadyImported: boolean };

/**
 * Copies a note (title, languages, timing, its lines and whether it has a study guide) into `userId`'s library, once: the copy keeps
 * `source_note_id`, and a unique (user, source) index makes a second call — or two racing — find the same
 * copy. The lines are copied inside the database (INSERT … SELECT): a long note's lines are megabytes
 * (ADR 13). Study material belongs to the material domain and is made for the copy as for any new note.
 * Who may copy what is the caller's rule (a team's library, issue 14's public notes); this only copies.
 * Copying one's own note answers the note itself. Undefined when the source does not exist.
 */
export async function copyNote(
  { db, queue }: { db: Db; queue: Pick<Queue, 'send'> },
  userId: string,
  sourceNoteId: string,
): Promise<CopiedNote | undefined> {
  const [source] = await db.select({ userId: note.userId }).from(note).where(eq(note.id, sourceNoteId));
  if (!source) return undefined;
  if (source.userId === userId) return { noteId: sourceNoteId, alreadyImported: true };
  const id = uuidv7();
  await db.execute(sql`
    insert into ${note} (id, user_id, video_id, type, title, language, translation_language, source,
                         start_at, end_at, lines, study_guide, source_note_id)
    select ${id}::uuid, ${userId}, video_id, type, title, language, translation_language, source,
           start_at, end_at, lines, study_guide, id
    from ${note} where id = ${sourceNoteId}
    on conflict (user_id, source_note_id) do nothing`);
  const [copy] = await db
    .select({ id: note.id })
    .from(note)
    .where(and(eq(note.userId, userId), eq(note.sourceNoteId, sourceNoteId)));
  if (!copy) return undefined;
  const created = copy.id === id;
  if (created) await requestMaterial(queue.send, copy.id);
  return { noteId: copy.id, alreadyImported: !created };
}
