import { and, eq, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import { LEARNING_LANGUAGES } from '../../common/languages.ts';
import type { Db } from '../db/client.ts';
import { PLAYLIST_LEVELS, playlist, playlistItem } from '../db/schema/playlists.ts';
import { ensureLibraryAccount } from './library-account.ts';
import { MAX_ENTRIES, MAX_TITLE } from './schema.ts';

/** The seed file (src/server/playlists/seed.json): library playlists per language, each a list of clips. */
export const SeedFile = z.object({
  playlists: z.array(
    z.object({
      key: z.string().regex(/^[a-z0-9-]{1,80}$/),
      language: z.enum(LEARNING_LANGUAGES),
      level: z.enum(PLAYLIST_LEVELS),
      title: z.string().min(1).max(MAX_TITLE),
      description: z.string().max(1000).default(''),
      entries: z
        .array(
          z.object({
            videoId: z.string().regex(/^[A-Za-z0-9_-]{11}$/),
            startAt: z.number().int().min(0).default(0),
            title: z.string().max(MAX_TITLE).default(''),
          }),
        )
        .min(1)
        .max(MAX_ENTRIES),
    }),
  ),
});
export type SeedFile = z.infer<typeof SeedFile>;

export type SeedResult = { created: number; updated: number; entriesAdded: number; entriesRemoved: number };

/**
 * Imports the seed's library playlists (`npm run playlists:seed`). Idempotent by `seed_key`: running it
 * again updates titles, levels and order, adds new clips and removes dropped ones, and keeps the entries
 * it already had — with the notes learners opened. Positions follow the file's order per language.
 */
export async function seedLibrary(db: Db, seed: SeedFile): Promise<SeedResult> {
  await ensureLibraryAccount(db);
  const result: SeedResult = { created: 0, updated: 0, entriesAdded: 0, entriesRemoved: 0 };
  const positions = new Map<string, number>();
  for (const item of seed.playlists) {
    const position = positions.get(item.language) ?? 0;
    positions.set(item.language, position + 1);
    const values = {
      language: item.language,
      level: item.level,
      title: item.title,
      description: item.description,
      position,
    };
    await db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: playlist.id }).from(playlist).where(eq(playlist.seedKey, item.key));
      let id = existing?.id;
      if (id) {
        await tx.update(playlist).set(values).where(eq(playlist.id, id));
        result.updated += 1;
      } else {
        const [row] = await tx
          .insert(playlist)
          .values({ ...values, seedKey: item.key })
          .returning({ id: playlist.id });
        id = row!.id;
        result.created += 1;
      }
      const items = await tx
        .select({ id: playlistItem.id, videoId: playlistItem.videoId, startAt: playlistItem.startAt })
        .from(playlistItem)
        .where(eq(playlistItem.playlistId, id));
      const kept: string[] = [];
      for (const [index, clip] of item.entries.entries()) {
        const found = items.find(
          (i) => i.videoId === clip.videoId && i.startAt === clip.startAt && !kept.includes(i.id),
        );
        if (found) {
          kept.push(found.id);
          await tx
            .update(playlistItem)
            .set({ position: index, title: clip.title })
            .where(eq(playlistItem.id, found.id));
        } else {
          const [row] = await tx
            .insert(playlistItem)
            .values({
              playlistId: id,
              position: index,
              videoId: clip.videoId,
              startAt: clip.startAt,
              title: clip.title,
            })
            .returning({ id: playlistItem.id });
          kept.push(row!.id);
          result.entriesAdded += 1;
        }
      }
      const removed = await tx
        .delete(playlistItem)
        .where(and(eq(playlistItem.playlistId, id), notInArray(playlistItem.id, kept)))
        .returning({ id: playlistItem.id });
      result.entriesRemoved += removed.length;
    });
  }
  return result;
}
