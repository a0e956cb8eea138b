import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { playlist, playlistItem } from '../db/schema/playlists.ts';

/** The learner's own playlists with their entries in order, for "Download my data" (ADR 32). */
export async function playlistsToExport(db: Db, userId: string) {
  const own = await db
    .select({
      id: playlist.id,
      title: playlist.title,
      description: playlist.description,
      language: playlist.language,
      createdAt: playlist.createdAt,
    })
    .from(playlist)
    .where(eq(playlist.ownerId, userId))
    .orderBy(asc(playlist.position), asc(playlist.id));
  if (own.length === 0) return [];
  const items = await db
    .select({ playlistId: playlistItem.playlistId, noteId: playlistItem.noteId, title: playlistItem.title })
    .from(playlistItem)
    .where(
      inArray(
        playlistItem.playlistId,
        own.map((p) => p.id),
      ),
    )
    .orderBy(asc(playlistItem.position), asc(playlistItem.id));
  return own.map((p) => ({
    ...p,
    notes: items.filter((item) => item.playlistId === p.id).map(({ noteId, title }) => ({ noteId, title })),
  }));
}
