import { and, eq, isNull, sql } from 'drizzle-orm';
import { requireAdmin } from '../auth/admin.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { type PlaylistLevel, playlist, playlistItem } from '../db/schema/playlists.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { readableNoteSummaries } from '../notes/library-notes.ts';
import type { VisiblePlaylist } from './access.ts';
import { visiblePlaylist } from './access.ts';
import { ENTRY_NOT_FOUND, LIBRARY_NOTE_NOT_SHARED, PLAYLIST_NOT_FOUND } from './schema.ts';
import { appendEntry, playlistDetail, reorderEntries } from './service.ts';

/**
 * Admins curate the library (issue 14): playlists per learning language with a level and an order,
 * whose entries are shared notes or YouTube clips made into notes on first open. Every function checks
 * the admin role first (ADR 24); a learner's own playlist is not the library's (404).
 */

type Admin = Pick<AuthUser, 'id' | 'role'>;
export const SAME_CLIP_TWICE = 'This clip is already in the playlist.';

async function libraryPlaylist(db: Db, id: string): Promise<VisiblePlaylist> {
  const found = await visiblePlaylist(db, null, id);
  if (!found) throw notFound(PLAYLIST_NOT_FOUND);
  return found;
}

export async function createLibraryPlaylist(
  db: Db,
  admin: Admin,
  input: { title: string; language: string; level: PlaylistLevel; description?: string },
) {
  requireAdmin(admin);
  const [row] = await db
    .insert(playlist)
    .values({
      ...input,
      description: input.description ?? '',
      // Last of its language: a new playlist goes after the ones learners already see.
      position: sql`(select coalesce(max(position), -1) + 1 from ${playlist}
        where owner_id is null and language = ${input.language})`,
    })
    .returning({ id: playlist.id });
  return playlistDetail(db, admin.id, row!.id);
}

export async function updateLibraryPlaylist(
  db: Db,
  admin: Admin,
  id: string,
  input: { title?: string; description?: string; level?: PlaylistLevel; position?: number },
) {
  requireAdmin(admin);
  await libraryPlaylist(db, id);
  await db.update(playlist).set(input).where(eq(playlist.id, id));
  return playlistDetail(db, admin.id, id);
}

export async function deleteLibraryPlaylist(db: Db, admin: Admin, id: string) {
  requireAdmin(admin);
  await libraryPlaylist(db, id);
  await db.delete(playlist).where(and(eq(playlist.id, id), isNull(playlist.ownerId)));
  return { deleted: true as const };
}

/** Adds a shared note, or a clip (video id and start) whose note the first learner to open it makes. */
export async function addLibraryEntry(
  db: Db,
  admin: Admin,
  id: string,
  input: { noteId?: string; videoId?: string; startAt?: number; title?: string },
) {
  requireAdmin(admin);
  const found = await libraryPlaylist(db, id);
  if (input.noteId) {
    const [shared] = await readableNoteSummaries(db, [input.noteId], null);
    if (!shared) throw badRequest(LIBRARY_NOTE_NOT_SHARED);
    await appendEntry(db, id, {
      noteId: shared.id,
      videoId: shared.videoId,
      startAt: shared.startAt,
      title: input.title || shared.title,
    });
  } else {
    const startAt = input.startAt ?? 0;
    if (found.entries.some((e) => e.videoId === input.videoId && e.startAt === startAt))
      throw conflict(SAME_CLIP_TWICE);
    await appendEntry(db, id, { videoId: input.videoId!, startAt, title: input.title ?? '' });
  }
  return playlistDetail(db, admin.id, id);
}

export async function reorderLibrary(db: Db, admin: Admin, id: string, itemIds: readonly string[]) {
  requireAdmin(admin);
  await reorderEntries(db, await libraryPlaylist(db, id), itemIds);
  return playlistDetail(db, admin.id, id);
}

export async function removeLibraryEntry(db: Db, admin: Admin, id: string, itemId: string) {
  requireAdmin(admin);
  await libraryPlaylist(db, id);
  const removed = await db
    .delete(playlistItem)
    .where(and(eq(playlistItem.playlistId, id), eq(playlistItem.id, itemId)))
    .returning({ id: playlistItem.id });
  if (removed.length === 0) throw notFound(ENTRY_NOT_FOUND);
  return playlistDetail(db, admin.id, id);
}
