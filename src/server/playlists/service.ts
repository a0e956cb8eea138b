import { and, asc, count, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { baseLanguage } from '../../common/languages.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { playlist, playlistItem } from '../db/schema/playlists.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { NOTE_NOT_FOUND } from '../notes/access.ts';
import { noteSummariesById } from '../notes/service.ts';
import { type VisiblePlaylist, visiblePlaylist } from './access.ts';
import { entryStates } from './entries.ts';
import { presentDetail, presentSummary } from './presenter.ts';
import {
  LIBRARY_PAGE,
  MAX_ENTRIES,
  MAX_PLAYLISTS,
  NOTE_ALREADY_IN_PLAYLIST,
  NOTE_NOT_IN_PLAYLIST,
  ORDER_MISMATCH,
  PLAYLIST_FULL,
  PLAYLIST_NOT_FOUND,
  TOO_MANY_PLAYLISTS,
} from './schema.ts';

/** The playlist `userId` may read (any library one, or their own), or 404 as if it did not exist. */
export async function readablePlaylist(db: DbOrTx, userId: string | null, id: string): Promise<VisiblePlaylist> {
  const found = await visiblePlaylist(db, userId, id);
  if (!found) throw notFound(PLAYLIST_NOT_FOUND);
  return found;
}

/** The caller's own playlist (a library one is not theirs to change): 404 otherwise. */
async function ownPlaylist(db: DbOrTx, user: Pick<AuthUser, 'id'>, id: string): Promise<VisiblePlaylist> {
  const found = await visiblePlaylist(db, user.id, id);
  if (!found || found.ownerId !== user.id) throw notFound(PLAYLIST_NOT_FOUND);
  return found;
}

export async function playlistDetail(db: Db, userId: string | null, id: string) {
  const found = await readablePlaylist(db, userId, id);
  // One's own entry is one's own note: when the learner deletes the note (its row's note_id becomes null),
  // the entry goes too, the next time the playlist is read.
  const gone = found.ownerId ? found.entries.filter((e) => !e.noteId) : [];
  if (gone.length > 0) {
    await db.delete(playlistItem).where(
      and(
        eq(playlistItem.playlistId, id),
        inArray(
          playlistItem.id,
          gone.map((e) => e.itemId),
        ),
      ),
    );
    found.entries = found.entries.filter((e) => e.noteId);
  }
  return presentDetail(found, await entryStates(db, userId, found));
}

// Written out: inside a subquery drizzle names columns without their table, and "id" would be the item's.
const summaryColumns = {
  id: playlist.id,
  title: playlist.title,
  description: playlist.description,
  language: playlist.language,
  level: playlist.level,
  entryCount: sql<number>`(select count(*)::int from playlist_item i where i.playlist_id = "playlist"."id")`,
  firstVideoId: sql<string | null>`(select i.video_id from playlist_item i
    where i.playlist_id = "playlist"."id" order by i.position, i.id limit 1)`,
};

/** Library playlists of a language by position, a page after `lastId`. */
export async function libraryPage(db: Db, language: string, lastId?: string) {
  const after = lastId
    ? or(
        gt(playlist.position, sql`(select position from ${playlist} where id = ${lastId})`),
        and(
          eq(playlist.position, sql`(select position from ${playlist} where id = ${lastId})`),
          gt(playlist.id, lastId),
        ),
      )
    : undefined;
  const rows = await db
    .select(summaryColumns)
    .from(playlist)
    .where(and(isNull(playlist.ownerId), eq(playlist.language, language), after))
    .orderBy(asc(playlist.position), asc(playlist.id))
    .limit(LIBRARY_PAGE + 1);
  return { playlists: rows.slice(0, LIBRARY_PAGE).map(presentSummary), hasMore: rows.length > LIBRARY_PAGE };
}

export async function myPlaylists(db: Db, user: Pick<AuthUser, 'id'>) {
  const rows = await db
    .select(summaryColumns)
    .from(playlist)
    .where(eq(playlist.ownerId, user.id))
    .orderBy(asc(playlist.position), asc(playlist.id));
  return { playlists: rows.map(presentSummary) };
}

export async function createPlaylist(
  db: Db,
  user: Pick<AuthUser, 'id'>,
  input: { title: string; language: string; description?: string },
) {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(playlist).where(eq(playlist.ownerId, user.id));
  if (n >= MAX_PLAYLISTS) throw conflict(TOO_MANY_PLAYLISTS);
  const [row] = await db
    .insert(playlist)
    .values({
      ownerId: user.id,
      position: n,
      title: input.title,
      language: input.language,
      description: input.description ?? '',
    })
    .returning({ id: playlist.id });
  return playlistDetail(db, user.id, row!.id);
}

export async function updatePlaylist(
  db: Db,
  user: Pick<AuthUser, 'id'>,
  id: string,
  input: { title?: string; description?: string },
) {
  await ownPlaylist(db, user, id);
  await db.update(playlist).set(input).where(eq(playlist.id, id));
  return playlistDetail(db, user.id, id);
}

export async function deletePlaylist(db: Db, user: Pick<AuthUser, 'id'>, id: string) {
  await ownPlaylist(db, user, id);
  await db.delete(playlist).where(eq(playlist.id, id));
  return { deleted: true as const };
}

/** Renumbers the entries in the order of `itemIds`, which must name each entry once. */
export async function reorderEntries(db: DbOrTx, found: VisiblePlaylist, itemIds: readonly string[]) {
  const current = new Set(found.entries.map((e) => e.itemId));
  const given = new Set(itemIds);
  if (given.size !== itemIds.length || given.size !== current.size || ![...given].every((id) => current.has(id)))
    throw badRequest(ORDER_MISMATCH);
  await db.transaction(async (tx) => {
    for (const [position, itemId] of itemIds.entries())
      await tx.update(playlistItem).set({ position }).where(eq(playlistItem.id, itemId));
  });
}

export async function reorderOwn(db: Db, user: Pick<AuthUser, 'id'>, id: string, itemIds: readonly string[]) {
  await reorderEntries(db, await ownPlaylist(db, user, id), itemIds);
  return playlistDetail(db, user.id, id);
}

/**
 * Appends an entry, holding the playlist row so two adds at once cannot pass the cap together; a note
 * already in the playlist is a 409.
 */
export async function appendEntry(
  db: Db,
  playlistId: string,
  values: { noteId?: string | null; videoId: string | null; startAt: number; title: string },
) {
  await db.transaction(async (tx) => {
    await tx.select({ id: playlist.id }).from(playlist).where(eq(playlist.id, playlistId)).for('update');
    const [{ n, last }] = (await tx
      .select({ n: count(), last: sql<number>`coalesce(max(${playlistItem.position}), -1)::int` })
      .from(playlistItem)
      .where(eq(playlistItem.playlistId, playlistId))) as [{ n: number; last: number }];
    if (n >= MAX_ENTRIES) throw conflict(PLAYLIST_FULL);
    const [added] = await tx
      .insert(playlistItem)
      .values({ playlistId, position: last + 1, ...values })
      .onConflictDoNothing()
      .returning({ id: playlistItem.id });
    if (!added) throw conflict(NOTE_ALREADY_IN_PLAYLIST);
  });
}

/** Adds one of the caller's own notes, in the playlist's language, to their own playlist. */
export async function addOwnNote(db: Db, user: Pick<AuthUser, 'id'>, id: string, noteId: string) {
  const found = await ownPlaylist(db, user, id);
  const [own] = await noteSummariesById(db, user.id, [noteId]);
  if (!own) throw notFound(NOTE_NOT_FOUND);
  if (baseLanguage(own.language) !== found.language)
    throw badRequest(`noteId must be a note in the playlist's language (${found.language})`);
  await appendEntry(db, id, { noteId, videoId: own.videoId, startAt: own.startAt, title: own.title });
  return playlistDetail(db, user.id, id);
}

export async function removeOwnNote(db: Db, user: Pick<AuthUser, 'id'>, id: string, noteId: string) {
  await ownPlaylist(db, user, id);
  const removed = await db
    .delete(playlistItem)
    .where(and(eq(playlistItem.playlistId, id), eq(playlistItem.noteId, noteId)))
    .returning({ id: playlistItem.id });
  if (removed.length === 0) throw notFound(NOTE_NOT_IN_PLAYLIST);
  return playlistDetail(db, user.id, id);
}
