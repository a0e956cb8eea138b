import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { note, noteMaterial, type StoredLine } from '../db/schema/index.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { Queue } from '../jobs/queue.ts';
import { NOTE_NOT_FOUND } from '../notes/service.ts';
import type { NoteRow } from './input.ts';
import { markMaterialPending, sendMaterialJob } from './request.ts';

export type MaterialRow = typeof noteMaterial.$inferSelect;

/** The learner's own note; anyone else's answers 404, as if it did not exist. */
export async function ownedNote(db: Db, user: AuthUser, noteId: string): Promise<NoteRow> {
  const [row] = await db
    .select()
    .from(note)
    .where(and(eq(note.id, noteId), eq(note.userId, user.id)));
  if (!row) throw notFound(NOTE_NOT_FOUND);
  return row;
}

/** The line a sentenceId names (its index, as `line` in GET /v3/note/{id}). */
export function lineAt(row: NoteRow, sentenceId: number): StoredLine {
  const line = row.lines[sentenceId];
  if (!line)
    throw badRequest(`sentenceId: the note has no line ${sentenceId} (its lines are 0 to ${row.lines.length - 1})`);
  return line;
}

/**
 * The material status of a note. Notes made before study material existed (or whose job was lost)
 * have no row: the first look asks for their material, so every note gets it eventually.
 */
export async function materialState({ db, queue }: { db: Db; queue: Queue }, noteId: string): Promise<MaterialRow> {
  const [row] = await db.select().from(noteMaterial).where(eq(noteMaterial.noteId, noteId));
  if (row) return row;
  await markMaterialPending(db, noteId);
  await sendMaterialJob(queue.send, noteId);
  const [created] = await db.select().from(noteMaterial).where(eq(noteMaterial.noteId, noteId));
  return created!;
}
