import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/session.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { note, type StoredLine } from '../db/schema/notes.ts';
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

/** 404 unless the note is the learner's; whether they asked for its study guide (ADR 29). Reads no lines. */
export async function ownedNoteWantsGuide(db: DbOrTx, user: Pick<AuthUser, 'id'>, noteId: string): Promise<boolean> {
  const [row] = await db
    .select({ studyGuide: note.studyGuide })
    .from(note)
    .where(and(eq(note.id, noteId), eq(note.userId, user.id)));
  if (!row) throw notFound(NOTE_NOT_FOUND);
  return row.studyGuide;
}

/**
 * 404 unless the note is the learner's. Reads one flag, never the lines: a long note's lines are megabytes,
 * and on the embedded database reading them holds the web process's thread (ADR 13).
 */
export async function assertNoteOwned(db: DbOrTx, user: Pick<AuthUser, 'id'>, noteId: string): Promise<void> {
  await ownedNoteWantsGuide(db, user, noteId);
}

/** A note by id, whoever's it is (jobs act for the note's owner); undefined when it was deleted. */
export async function noteById(db: DbOrTx, noteId: string): Promise<NoteRow | undefined> {
  const [row] = await db.select().from(note).where(eq(note.id, noteId));
  return row;
}

/** The line a sentenceId names: the spec's sentenceId is the index of the note's line (`line` in GET /v3/note/{id}). */
export function lineAt(row: NoteRow, sentenceId: number): StoredLine {
  const line = row.lines[sentenceId];
  if (!line)
    throw badRequest(`sentenceId: the note has no line ${sentenceId} (its lines are 0 to ${row.lines.length - 1})`);
  return line;
}

/** Note titles by id, for lists that show where something was met (ids not found are left out). */
export async function noteTitles(db: DbOrTx, noteIds: readonly (string | null)[]): Promise<Map<string, string>> {
  const ids = [...new Set(noteIds.filter((id): id is string => !!id))];
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: note.id, title: note.title }).from(note).where(inArray(note.id, ids));
  return new Map(rows.map((row) => [row.id, row.title]));
}

/** A note's title by the column holding its id, for another domain's select (null when there is none). */
export const noteTitleOf = (noteId: AnyPgColumn) =>
  sql<string | null>`(select ${note.title} from ${note} where ${note.id} = ${noteId})`;

/** The ids of the learner's notes as a subquery, for another domain's query to filter by. */
export const noteIdsOf = (db: DbOrTx, userId: string) =>
  db.select({ id: note.id }).from(note).where(eq(note.userId, userId));

/**
 * Some lines of one of the learner's notes, by index (null where the note has no such line), with its
 * title and video; undefined when the note is not theirs. Only the asked lines leave the database: a long
 * note's lines are megabytes (ADR 13).
 */
export async function linesOfOwnNote(db: DbOrTx, userId: string, noteId: string, indexes: readonly number[]) {
  const picks = indexes.length
    ? sql.join(
        indexes.map((i) => sql`${note.lines} -> ${i}::int`),
        sql`, `,
      )
    : sql``;
  const [row] = await db
    .select({
      id: note.id,
      title: note.title,
      videoId: note.videoId,
      lines: sql<(StoredLine | null)[]>`jsonb_build_array(${picks})`,
    })
    .from(note)
    .where(and(eq(note.id, noteId), eq(note.userId, userId)));
  return row;
}

/** What a shared list shows of notes by id, whoever's they are (ids not found are left out); never the lines. */
export async function noteCards(
  db: DbOrTx,
  noteIds: readonly string[],
): Promise<Map<string, { title: string; language: string; videoId: string | null }>> {
  if (noteIds.length === 0) return new Map();
  const rows = await db
    .select({ id: note.id, title: note.title, language: note.language, videoId: note.videoId })
    .from(note)
    .where(inArray(note.id, [...noteIds]));
  return new Map(rows.map(({ id, ...card }) => [id, card]));
}

/** The columns of a note's summary (NoteSummary in lists), never its lines. */
export const noteSummaryColumns = {
  id: note.id,
  videoId: note.videoId,
  title: note.title,
  type: note.type,
  language: note.language,
  translationLanguage: note.translationLanguage,
  source: note.source,
  startAt: note.startAt,
  endAt: note.endAt,
  createdAt: note.createdAt,
  lineCount: note.lineCount,
};

/**
 * 404 unless the note is the learner's; its title, languages and the text of its first `maxLines` lines.
 * The database cuts the lines, so a long note's megabytes of word timings never leave it (ADR 13).
 */
export async function ownedNoteOpening(db: DbOrTx, user: Pick<AuthUser, 'id'>, noteId: string, maxLines: number) {
  const [row] = await db
    .select({
      id: note.id,
      title: note.title,
      language: note.language,
      translationLanguage: note.translationLanguage,
      lines: sql<
        string[] | null
      >`(select jsonb_agg(l.value ->> 'text' order by l.i) from jsonb_array_elements(${note.lines}) with ordinality as l(value, i) where l.i <= ${maxLines})`,
    })
    .from(note)
    .where(and(eq(note.id, noteId), eq(note.userId, user.id)));
  if (!row) throw notFound(NOTE_NOT_FOUND);
  return { ...row, lines: row.lines ?? [] };
}
