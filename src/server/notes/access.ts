import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../auth/session.ts';
import type { DbOrTx } from '../db/client.ts';
import { note, type StoredLine } from '../db/schema/index.ts';
import { badRequest, notFound } from '../http/errors.ts';

export type NoteRow = typeof note.$inferSelect;

export const NOTE_NOT_FOUND = 'This note does not exist or is not yours.';

/** The learner's own note; anyone else's answers 404, as if it did not exist. */
export async function ownedNote(db: DbOrTx, user: Pick<AuthUser, 'id'>, noteId: string): Promise<NoteRow> {
  const [row] = await db
    .select()
    .from(note)
    .where(and(eq(note.id, noteId), eq(note.userId, user.id)));
  if (!row) throw notFound(NOTE_NOT_FOUND);
  return row;
}

/** The line a sentenceId names: the spec's sentenceId is the index of the note's line (`line` in GET /v3/note/{id}). */
export function lineAt(row: NoteRow, sentenceId: number): StoredLine {
  const line = row.lines[sentenceId];
  if (!line)
    throw badRequest(`sentenceId: the note has no line ${sentenceId} (its lines are 0 to ${row.lines.length - 1})`);
  return line;
}
