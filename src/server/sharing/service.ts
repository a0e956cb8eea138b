import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import type { Queue } from '../jobs/queue.ts';
import { copyNote } from '../notes/copy.ts';
import { minutesIndex, pageFrom } from '../notes/pages.ts';
import { presentLinePage, presentNoteSummary, presentSharedNote } from '../notes/presenter.ts';
import { SHARED_NOTE_NOT_FOUND, setNoteShared, sharedNote, sharedNoteSummaries, sharingOf } from '../notes/sharing.ts';

export type SharingDeps = { db: Db; queue: Pick<Queue, 'send'> };

/** Like the library's page (library/service.ts). */
export const SHARED_PAGE_SIZE = 20;

/** The owner shares the note by link or stops sharing it; anyone else's note is a 404 (notes/sharing.ts). */
export async function shareNote(db: Db, user: AuthUser, noteId: string, shared: boolean) {
  const { sharedAt } = await setNoteShared(db, user, noteId, shared);
  return { shared: sharedAt !== null, sharedAt: sharedAt?.toISOString() ?? null };
}

/** The public page's note: first page of lines and the minutes index (ADR 13), nothing about the owner. */
export async function getSharedNote(db: Db, noteId: string) {
  return presentSharedNote(await sharedNote(db, noteId));
}

export async function getSharedNoteLines(db: Db, noteId: string, minute: number) {
  const row = await sharedNote(db, noteId);
  return presentLinePage(row.id, pageFrom(row.lines, minutesIndex(row.lines), minute));
}

export async function listSharedNotes(db: Db, language: string, lastId?: string) {
  const rows = await sharedNoteSummaries(db, { language, lastId, limit: SHARED_PAGE_SIZE + 1 });
  return {
    notes: rows.slice(0, SHARED_PAGE_SIZE).map(presentNoteSummary),
    hasMore: rows.length > SHARED_PAGE_SIZE,
  };
}

/**
 * Copies a shared note into the caller's library, once (notes/copy.ts); their own note answers itself.
 * An import costs no note quota (ADR 31): nothing is fetched or transcribed, as with a team's library.
 */
export async function importSharedNote(deps: SharingDeps, user: AuthUser, noteId: string) {
  const sharing = await sharingOf(deps.db, user.id, noteId);
  if (!sharing || !(sharing.own || sharing.shared)) throw notFound(SHARED_NOTE_NOT_FOUND);
  const copied = await copyNote({ db: deps.db, queue: deps.queue }, user.id, noteId);
  if (!copied) throw notFound(SHARED_NOTE_NOT_FOUND);
  return copied;
}

/**
 * Whether the caller has the note in their library: their own, or a copy of it. A note that is neither
 * theirs, nor copied, nor shared is a 404 like every other look-up of it (its existence stays hidden).
 */
export async function importedStatus(db: Db, user: AuthUser, noteId: string) {
  const sharing = await sharingOf(db, user.id, noteId);
  if (!sharing) throw notFound(SHARED_NOTE_NOT_FOUND);
  const isImported = sharing.own || sharing.copyId !== null;
  if (!isImported && !sharing.shared) throw notFound(SHARED_NOTE_NOT_FOUND);
  return { isImported };
}
