import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user as userTable } from '../db/schema/auth.ts';
import { note, noteGeneration } from '../db/schema/notes.ts';
import { VIDEOS } from '../providers/youtube/test/replay-server.ts';
import type { TestApp, TestUser } from '../test/app.ts';
import { createReplayTestApp } from '../test/replay-app.ts';
import { LIBRARY_ACCOUNT } from './library-account.ts';
import { type SeedFile, seedLibrary } from './seed.ts';
import { ADMIN_EMAIL, playlistHelpers, playlistTestEnv } from './test/playlists.ts';

let t: TestApp;
let close: () => Promise<void>;
let h: ReturnType<typeof playlistHelpers>;
beforeAll(async () => {
  ({ t, close } = await createReplayTestApp({ env: playlistTestEnv() }));
  h = playlistHelpers(t);
});
afterAll(() => close?.());

const seed = (title: string, startAt = 0): SeedFile => ({
  playlists: [
    {
      key: 'en-first-steps',
      language: 'en',
      level: 'beginner',
      title,
      description: 'Short clips',
      entries: [
        { videoId: VIDEOS.recorded, startAt, title: 'Recorded clip' },
        { videoId: VIDEOS.noCaptions, startAt: 0, title: 'Silent clip' },
      ],
    },
  ],
});

/** Opens the entry until it is ready or failed, as the web app polls. */
async function study(user: TestUser, playlistId: string, itemId: string) {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const opened = await h.ok('POST', `/v3/playlist/${playlistId}/entries/${itemId}/open`, user);
    if (opened.status === 'ready' || opened.status === 'failed') return opened;
    if (Date.now() > deadline) throw new Error(`still ${opened.status} at ${opened.progress}%`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

describe('studying a seeded library playlist', () => {
  it('seeds idempotently, keeping the entries it had', async () => {
    const db = t.database.db;
    expect(await seedLibrary(db, seed('First steps'))).toEqual({
      created: 1,
      updated: 0,
      entriesAdded: 2,
      entriesRemoved: 0,
    });
    const [{ playlists }] = [await h.ok('GET', '/v3/playlist/library/en', null)];
    const before = await h.ok('GET', `/v3/playlist/${playlists[0].id}`, null);
    expect(await seedLibrary(db, seed('First steps, again'))).toEqual({
      created: 0,
      updated: 1,
      entriesAdded: 0,
      entriesRemoved: 0,
    });
    const after = await h.ok('GET', `/v3/playlist/${playlists[0].id}`, null);
    expect(after.title).toBe('First steps, again');
    expect(after.entries.map((e: { itemId: string }) => e.itemId)).toEqual(
      before.entries.map((e: { itemId: string }) => e.itemId),
    );
    expect((await h.ok('GET', '/v3/playlist/library/en', null)).playlists).toHaveLength(1);
    // The library account exists and cannot sign in: banned, no credential.
    const [account] = await db.select().from(userTable).where(eq(userTable.id, LIBRARY_ACCOUNT.id));
    expect(account).toMatchObject({ banned: true, email: LIBRARY_ACCOUNT.email });
  });

  it('two learners open an entry: one generation, no quota, each studies a copy of the shared note', async () => {
    const [a, b] = [await t.createUser(), await t.createUser()];
    const { playlists } = await h.ok('GET', '/v3/playlist/library/en', null);
    const id = playlists[0].id as string;
    const { entries } = await h.ok('GET', `/v3/playlist/${id}`, a);
    const itemId = entries[0].itemId as string;
    const [first, second] = await Promise.all([
      h.ok('POST', `/v3/playlist/${id}/entries/${itemId}/open`, a),
      h.ok('POST', `/v3/playlist/${id}/entries/${itemId}/open`, b),
    ]);
    expect([first.myNoteId, second.myNoteId]).toEqual([null, null]);
    const [doneA, doneB] = [await study(a, id, itemId), await study(b, id, itemId)];
    expect(doneA.status).toBe('ready');
    expect(doneB.status).toBe('ready');
    expect(doneA.myNoteId).not.toBe(doneB.myNoteId);

    const db = t.database.db;
    const generations = await db
      .select()
      .from(noteGeneration)
      .where(and(eq(noteGeneration.videoId, VIDEOS.recorded), eq(noteGeneration.userId, LIBRARY_ACCOUNT.id)));
    expect(generations).toHaveLength(1);
    const detail = await h.ok('GET', `/v3/playlist/${id}`, a);
    expect(detail.entries[0]).toMatchObject({ status: 'ready', myNoteId: doneA.myNoteId });
    const [library] = await db.select().from(note).where(eq(note.id, detail.entries[0].noteId));
    expect(library).toMatchObject({ userId: LIBRARY_ACCOUNT.id, sharedAt: expect.any(Date) });
    // Each learner's copy is theirs on the normal note routes, and points back at the library note.
    const copy = await h.ok('GET', `/v3/note/${doneA.myNoteId}`, a);
    expect(copy.title).toBe(library!.title);
    expect((await h.call('GET', `/v3/note/${doneA.myNoteId}`, b)).statusCode).toBe(404);
    const context = await h.ok('GET', `/v3/note/${doneB.myNoteId}/playlist?playlistId=${id}`, b);
    expect(context).toMatchObject({ position: 1, total: 2, myNoteId: doneB.myNoteId, next: { title: 'Silent clip' } });
    // Neither learner used a note from their quota.
    for (const learner of [a, b]) expect((await h.ok('GET', '/v3/subscription', learner)).quotas.note.used).toBe(0);
  });

  it('a clip that cannot become a note says why, and the entry shows it failed', async () => {
    const user = await t.createUser();
    const { playlists } = await h.ok('GET', '/v3/playlist/library/en', null);
    const id = playlists[0].id as string;
    const { entries } = await h.ok('GET', `/v3/playlist/${id}`, user);
    const failed = await study(user, id, entries[1].itemId);
    expect(failed).toMatchObject({ status: 'failed', myNoteId: null, message: expect.any(String) });
    expect((await h.ok('GET', `/v3/playlist/${id}`, null)).entries[1].status).toBe('failed');
    // Opening it again answers the failure without starting the work over (learners poll).
    expect((await study(user, id, entries[1].itemId)).status).toBe('failed');
    const tries = await t.database.db
      .select()
      .from(noteGeneration)
      .where(and(eq(noteGeneration.videoId, VIDEOS.noCaptions), eq(noteGeneration.userId, LIBRARY_ACCOUNT.id)));
    expect(tries).toHaveLength(1);
  });

  it('signed out, opening asks for sign-in; an admin is as any learner here', async () => {
    const { playlists } = await h.ok('GET', '/v3/playlist/library/en', null);
    const id = playlists[0].id as string;
    const { entries } = await h.ok('GET', `/v3/playlist/${id}`, null);
    expect((await h.call('POST', `/v3/playlist/${id}/entries/${entries[0].itemId}/open`, null)).statusCode).toBe(401);
    const admin = await t.createUser({ email: ADMIN_EMAIL });
    expect((await study(admin, id, entries[0].itemId)).status).toBe('ready');
  });
});
