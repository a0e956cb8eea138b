import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { playlist, playlistItem } from '../db/schema/playlists.ts';
import { defineRoute } from '../http/route.ts';
import { assertNoteOwned } from '../notes/access.ts';

const FixtureBody = z.object({ title: z.string().min(1).max(200), noteIds: z.array(z.uuid()).min(1).max(20) });

/**
 * Test runs only: app.ts registers this with TEST_CLOCK_FILE, which config.ts accepts only when NODE_ENV=test
 * (ADR 33). The goals e2e journey makes a playlist of the learner's own notes through it, so it does not
 * depend on the playlists domain's routes; production never has this route.
 */
export function registerPlaylistFixtureRoute(app: FastifyInstance, db: Db): void {
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/test/playlist',
      tag: 'Test',
      auth: 'required',
      summary: 'Test runs only: a playlist of my own notes',
      body: FixtureBody,
      response: z.object({ playlistId: z.string() }),
    },
    async ({ user, body }) => {
      for (const noteId of body.noteIds) await assertNoteOwned(db, user, noteId);
      const [row] = await db
        .insert(playlist)
        .values({ ownerId: user.id, language: 'ko', title: body.title })
        .returning({ id: playlist.id });
      await db.insert(playlistItem).values(
        body.noteIds.map((noteId, position) => ({
          playlistId: row!.id,
          noteId,
          position,
          title: `Note ${position + 1}`,
        })),
      );
      return { playlistId: row!.id };
    },
  );
}
