import { and, asc, desc, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import { renderMessage } from '../../common/errors.ts';
import type { AuthUser } from '../auth/session.ts';
import type { DbOrTx } from '../db/client.ts';
import { note } from '../db/schema/notes.ts';
import { notFound } from '../http/errors.ts';
import { NOTE_NOT_FOUND, type NoteRow, noteSummaryColumns } from './access.ts';

/** What a public page's head needs of a shared note; never its lines beyond a short excerpt. */
export type SharedNoteHead = {
  id: string;
  title: string;
  language: string;
  videoId: string | null;
  startAt: number;
  endAt: number;
  sharedAt: Date;
  /** The first lines' text, up to about 300 characters, for the page description. */
  excerpt: string;
};

/**
 * The owner shares their note by link, or stops sharing it. Sharing again keeps the first date (links and
 * the sitemap's lastmod stay stable). Anyone else's note answers 404, as if it did not exist.
 */
export async function setNoteShared(
  db: DbOrTx,
  user: Pick<AuthUser, 'id'>,
  noteId: string,
  shared: boolean,
): Promise<{ sharedAt: Date | null }> {
  const [row] = await db
    .update(note)
    .set({ sharedAt: shared ? sql`coalesce(${note.sharedAt}, now())` : null })
    .where(and(eq(note.id, noteId), eq(note.userId, user.id)))
    .returning({ sharedAt: note.sharedAt });
  if (!row) throw notFound(NOTE_NOT_FOUND);
  return row;
}

/** Whether anyone may read the note: it exists and its owner shares it. */
export async function isNoteShared(db: DbOrTx, noteId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: note.id })
    .from(note)
    .where(and(eq(note.id, noteId), isNotNull(note.sharedAt)));
  return !!row;
}

/** The head of a shared note; undefined when the note does not exist or is not shared. */
export async function sharedNoteHead(db: DbOrTx, noteId: string): Promise<SharedNoteHead | undefined> {
  const [row] = await db
    .select({
      id: note.id,
      title: note.title,
      language: note.language,
      videoId: note.videoId,
      startAt: note.startAt,
      endAt: note.endAt,
      sharedAt: note.sharedAt,
      // Only the first few lines leave the database: a long note's lines are megabytes (ADR 13).
      excerpt: sql<string>`coalesce((select left(string_agg(l ->> 'text', ' '), 300)
        from (select l from jsonb_array_elements(${note.lines}) with ordinality as e(l, n) where n <= 8) first_lines), '')`,
    })
    .from(note)
    .where(and(eq(note.id, noteId), isNotNull(note.sharedAt)));
  if (!row?.sharedAt) return undefined;
  return { ...row, sharedAt: row.sharedAt };
}

/** Every shared note's id, language and date, by id after `afterId` (the sitemap walks them in pages). */
export async function sharedNoteIndex(
  db: DbOrTx,
  { afterId, limit }: { afterId?: string; limit: number },
): Promise<{ id: string; language: string; sharedAt: Date }[]> {
  const rows = await db
    .select({ id: note.id, language: note.language, sharedAt: note.sharedAt })
    .from(note)
    .where(and(isNotNull(note.sharedAt), afterId ? gt(note.id, afterId) : undefined))
    .orderBy(asc(note.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, sharedAt: row.sharedAt ?? new Date(0) }));
}

export const SHARED_NOTE_NOT_FOUND = renderMessage('shared_note_not_found');

/**
 * A shared note, whole, for its public page; 404 with one message whether it is missing, private or was
 * shared once and is not any more — a stranger cannot tell them apart.
 */
export async function sharedNote(db: DbOrTx, noteId: string): Promise<NoteRow & { sharedAt: Date }> {
  const [row] = await db
    .select()
    .from(note)
    .where(and(eq(note.id, noteId), isNotNull(note.sharedAt)));
  if (!row?.sharedAt) throw notFound(SHARED_NOTE_NOT_FOUND);
  return { ...row, sharedAt: row.sharedAt };
}

/** 404 (as sharedNote) unless the note is shared; reads the id only, never the lines (ADR 13). */
export async function assertNoteShared(db: DbOrTx, noteId: string): Promise<void> {
  if (!(await isNoteShared(db, noteId))) throw notFound(SHARED_NOTE_NOT_FOUND);
}

/**
 * Who owns the note and whether it is shared, for the import rules; undefined when it does not exist.
 * `copyId`: the caller's copy of it, if they imported it before.
 */
export async function sharingOf(
  db: DbOrTx,
  userId: string,
  noteId: string,
): Promise<{ own: boolean; shared: boolean; copyId: string | null } | undefined> {
  const copy = db
    .select({ id: note.id })
    .from(note)
    .where(and(eq(note.userId, userId), eq(note.sourceNoteId, noteId)));
  const [row] = await db
    .select({ userId: note.userId, sharedAt: note.sharedAt, copyId: sql<string | null>`(${copy})` })
    .from(note)
    .where(eq(note.id, noteId));
  if (!row) return undefined;
  return { own: row.userId === userId, shared: row.sharedAt !== null, copyId: row.copyId };
}

/**
 * The shared notes of one language, newest shared note first by id (ids are time-ordered UUIDv7), `limit`
 * after `lastId`: the partial index note_shared_by_language serves it. Never the lines.
 */
export async function sharedNoteSummaries(
  db: DbOrTx,
  { language, lastId, limit }: { language: string; lastId?: string; limit: number },
) {
  return db
    .select(noteSummaryColumns)
    .from(note)
    .where(and(eq(note.language, language), isNotNull(note.sharedAt), lastId ? lt(note.id, lastId) : undefined))
    .orderBy(desc(note.id))
    .limit(limit);
}
