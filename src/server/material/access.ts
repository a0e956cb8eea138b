import { asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { grammarNote, noteMaterial } from '../db/schema/material.ts';
import type { Queue } from '../jobs/queue.ts';
import { requestMaterial } from '../notes/material-request.ts';

export type MaterialRow = typeof noteMaterial.$inferSelect;

/**
 * The material status of a note. Its job writes the row; a note whose job has not started yet (or was
 * lost, or that predates study material) gets a pending row and its job on the first look.
 */
export async function materialState({ db, queue }: { db: Db; queue: Queue }, noteId: string): Promise<MaterialRow> {
  const [row] = await db.select().from(noteMaterial).where(eq(noteMaterial.noteId, noteId));
  if (row) return row;
  await markMaterialPending(db, noteId);
  await requestMaterial(queue.send, noteId);
  const [created] = await db.select().from(noteMaterial).where(eq(noteMaterial.noteId, noteId));
  return created!;
}

/** Shows the note's material as pending (a no-op when it has a status). */
export async function markMaterialPending(db: DbOrTx, noteId: string): Promise<void> {
  await db.insert(noteMaterial).values({ noteId }).onConflictDoNothing();
}

/** The grammar points the note's material found (its grammar notes, else its study guide's), at most `max`. */
export async function grammarPointTitles(db: DbOrTx, noteId: string, max: number): Promise<string[]> {
  const notes = await db
    .select({ title: grammarNote.title })
    .from(grammarNote)
    .where(eq(grammarNote.noteId, noteId))
    .orderBy(asc(grammarNote.id))
    .limit(max);
  if (notes.length) return notes.map((n) => n.title);
  // Only the guide's grammar points leave the database, not the whole guide.
  const [row] = await db
    .select({ points: sql<{ title: string }[] | null>`${noteMaterial.studyGuide} -> 'grammarPoints'` })
    .from(noteMaterial)
    .where(eq(noteMaterial.noteId, noteId));
  return (row?.points ?? []).slice(0, max).map((point) => point.title);
}
