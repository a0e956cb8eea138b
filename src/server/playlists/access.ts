import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { type PlaylistLevel, playlist, playlistItem } from '../db/schema/playlists.ts';

export type PlaylistEntry = {
  itemId: string;
  position: number;
  /** Null for a library entry whose note is not generated yet (made on first open). */
  noteId: string | null;
  videoId: string | null;
  startAt: number;
  title: string;
};

export type VisiblePlaylist = {
  id: string;
  ownerId: string | null;
  language: string;
  level: PlaylistLevel | null;
  title: string;
  description: string;
  entries: PlaylistEntry[];
};

/**
 * A playlist as `userId` may see it: any library playlist (no owner; anyone, signed in or not), or the
 * learner's own. Undefined otherwise — someone else's playlist is as good as missing (404 for the caller).
 */
export async function visiblePlaylist(
  db: DbOrTx,
  userId: string | null,
  playlistId: string,
): Promise<VisiblePlaylist | undefined> {
  const mine = userId ? eq(playlist.ownerId, userId) : undefined;
  const [row] = await db
    .select({
      id: playlist.id,
      ownerId: playlist.ownerId,
      language: playlist.language,
      level: playlist.level,
      title: playlist.title,
      description: playlist.description,
    })
    .from(playlist)
    .where(and(eq(playlist.id, playlistId), or(isNull(playlist.ownerId), mine)));
  if (!row) return undefined;
  const entries = await db
    .select({
      itemId: playlistItem.id,
      position: playlistItem.position,
      noteId: playlistItem.noteId,
      videoId: playlistItem.videoId,
      startAt: playlistItem.startAt,
      title: playlistItem.title,
    })
    .from(playlistItem)
    .where(eq(playlistItem.playlistId, playlistId))
    .orderBy(asc(playlistItem.position), asc(playlistItem.id));
  return { ...row, entries };
}
