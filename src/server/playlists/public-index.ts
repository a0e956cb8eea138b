import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { playlist, playlistItem } from '../db/schema/playlists.ts';

/** A library playlist as the sitemap lists it. */
export type LibraryPlaylistIndexEntry = {
  id: string;
  language: string;
  title: string;
  description: string;
  updatedAt: Date;
};

/** What a library playlist's public page head needs: its words, and the first video's id for the preview image. */
export type LibraryPlaylistHead = LibraryPlaylistIndexEntry & { videoId: string | null };

const columns = {
  id: playlist.id,
  language: playlist.language,
  title: playlist.title,
  description: playlist.description,
  updatedAt: playlist.updatedAt,
};

/**
 * Every library playlist (no owner), by language and library order. Learners' own playlists are private and
 * never listed. There are a few per language (curated by admins), so one read.
 */
export async function libraryPlaylistIndex(db: DbOrTx): Promise<LibraryPlaylistIndexEntry[]> {
  return db
    .select(columns)
    .from(playlist)
    .where(isNull(playlist.ownerId))
    .orderBy(asc(playlist.language), asc(playlist.position), asc(playlist.id));
}

/** A library playlist's head; undefined for a missing id or a learner's own playlist (private: a 404 to everyone). */
export async function libraryPlaylistHead(db: DbOrTx, playlistId: string): Promise<LibraryPlaylistHead | undefined> {
  const [row] = await db
    .select(columns)
    .from(playlist)
    .where(and(eq(playlist.id, playlistId), isNull(playlist.ownerId)));
  if (!row) return undefined;
  const [first] = await db
    .select({ videoId: playlistItem.videoId })
    .from(playlistItem)
    .where(and(eq(playlistItem.playlistId, playlistId), isNotNull(playlistItem.videoId)))
    .orderBy(asc(playlistItem.position), asc(playlistItem.id))
    .limit(1);
  return { ...row, videoId: first?.videoId ?? null };
}
