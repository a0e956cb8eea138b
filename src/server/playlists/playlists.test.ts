import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setNoteShared } from '../notes/sharing.ts';
import '../test/catalog-guard.ts';
import { createTestApp, type TestUser } from '../test/app.ts';
import { ADMIN_EMAIL, playlistHelpers, playlistTestEnv } from './test/playlists.ts';

const t = await createTestApp({ env: playlistTestEnv() });
afterAll(() => t.close());
const { call, ok, noteOf, createPlaylist } = playlistHelpers(t);

let learner: TestUser;
let admin: TestUser;
beforeAll(async () => {
  learner = await t.createUser();
  admin = await t.createUser({ email: ADMIN_EMAIL });
});

describe('my own playlists', () => {
  it('create, rename, add notes, reorder, remove, delete', async () => {
    const id = await createPlaylist(learner, '  Evening listening ');
    const [a, b, c] = [await noteOf(learner, 'a'), await noteOf(learner, 'b'), await noteOf(learner, 'c')];
    for (const noteId of [a, b, c]) await ok('POST', `/v3/playlist/${id}/notes`, learner, { noteId });
    let detail = await ok('GET', `/v3/playlist/${id}`, learner);
    expect(detail).toMatchObject({ title: 'Evening listening', language: 'en', isLibrary: false, level: null });
    expect(detail.entries.map((e: { noteId: string }) => e.noteId)).toEqual([a, b, c]);
    expect(detail.entries[0]).toMatchObject({ status: 'ready', myNoteId: a, title: 'a' });

    const itemIds = detail.entries.map((e: { itemId: string }) => e.itemId);
    detail = await ok('PUT', `/v3/playlist/${id}/order`, learner, { itemIds: [itemIds[2], itemIds[0], itemIds[1]] });
    expect(detail.entries.map((e: { noteId: string }) => e.noteId)).toEqual([c, a, b]);
    detail = await ok('PATCH', `/v3/playlist/${id}`, learner, { title: 'Mornings', description: 'Short clips' });
    expect(detail).toMatchObject({ title: 'Mornings', description: 'Short clips' });
    detail = await ok('DELETE', `/v3/playlist/${id}/notes/${a}`, learner);
    expect(detail.entries.map((e: { noteId: string }) => e.noteId)).toEqual([c, b]);

    const mine = await ok('GET', '/v3/playlist/user', learner);
    expect(mine.playlists).toContainEqual(expect.objectContaining({ id, title: 'Mornings', entryCount: 2 }));
    expect(await ok('DELETE', `/v3/playlist/${id}`, learner)).toEqual({ deleted: true });
    expect((await call('GET', `/v3/playlist/${id}`, learner)).statusCode).toBe(404);
    // The notes stay in the library.
    expect((await call('GET', `/v3/note/${b}`, learner)).statusCode).toBe(200);
  });

  it('a note deleted from the library leaves the playlist too', async () => {
    // Its own learner: subtitle imports count against the free plan's notes.
    const learner = await t.createUser();
    const id = await createPlaylist(learner, 'Short-lived');
    const [keep, drop] = [await noteOf(learner, 'keep'), await noteOf(learner, 'drop')];
    for (const noteId of [keep, drop]) await ok('POST', `/v3/playlist/${id}/notes`, learner, { noteId });
    await ok('DELETE', `/v3/note/${drop}`, learner);
    const detail = await ok('GET', `/v3/playlist/${id}`, learner);
    expect(detail.entries.map((e: { noteId: string }) => e.noteId)).toEqual([keep]);
    const mine = await ok('GET', '/v3/playlist/user', learner);
    expect(mine.playlists.find((p: { id: string }) => p.id === id).entryCount).toBe(1);
  });

  it('answers bad input with clear messages', async () => {
    const id = await createPlaylist(learner);
    const noteId = await noteOf(learner);
    const cases: [string, string, object | undefined, number, string][] = [
      ['POST', '/v3/playlist', { title: '', language: 'en' }, 400, 'title: must not be empty'],
      [
        'POST',
        '/v3/playlist',
        { title: 'x'.repeat(121), language: 'en' },
        400,
        'title: must be at most 120 characters',
      ],
      ['POST', '/v3/playlist', { title: 'x' }, 400, 'language is required'],
      ['POST', '/v3/playlist', { title: 'x', language: 'xx' }, 400, 'language: must be one of ko, ja, en'],
      ['PATCH', `/v3/playlist/${id}`, {}, 400, 'Choose a title, a description, a level or a position to change'],
      ['PUT', `/v3/playlist/${id}/order`, { itemIds: [] }, 400, ORDER],
      ['POST', `/v3/playlist/${id}/notes`, { noteId: 'nope' }, 400, 'noteId: must be a note id'],
      ['GET', '/v3/playlist/not-an-id', undefined, 400, 'playlistId: must be a playlist id'],
      ['GET', `/v3/note/${noteId}/playlist`, undefined, 400, 'playlistId is required'],
      ['GET', '/v3/playlist/library/xx', undefined, 400, 'language: must be one of'],
    ];
    await ok('POST', `/v3/playlist/${id}/notes`, learner, { noteId });
    for (const [method, url, body, status, message] of cases) {
      const response = await call(method, url, learner, body);
      expect(response.statusCode, `${method} ${url}`).toBe(status);
      expect(response.json().message, `${method} ${url}`).toContain(message);
    }
    const twice = await call('POST', `/v3/playlist/${id}/notes`, learner, { noteId });
    expect([twice.statusCode, twice.json().message]).toEqual([409, 'This note is already in the playlist.']);
    const korean = await createPlaylist(learner, 'Korean', 'ko');
    const wrong = await call('POST', `/v3/playlist/${korean}/notes`, learner, { noteId });
    expect([wrong.statusCode, wrong.json().message]).toEqual([
      400,
      "noteId must be a note in the playlist's language (ko)",
    ]);
  });

  it('holds at most 100 playlists', async () => {
    const someone = await t.createUser();
    for (let i = 0; i < 100; i += 1) await createPlaylist(someone, `P${i}`);
    const response = await call('POST', '/v3/playlist', someone, { title: 'one more', language: 'en' });
    expect([response.statusCode, response.json().message]).toEqual([
      409,
      'You can have at most 100 playlists. Delete one to make a new one.',
    ]);
  });
});

const ORDER = 'itemIds must list every entry of the playlist exactly once';

describe('the library, signed out', () => {
  it('lists a language by position with pages, and shows a playlist and a note in it without sign-in', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 22; i += 1)
      ids.push(
        (await ok('POST', '/v3/admin/playlist', admin, { title: `Ko ${i}`, language: 'ko', level: 'beginner' })).id,
      );
    const first = await ok('GET', '/v3/playlist/library/ko', null);
    expect(first.hasMore).toBe(true);
    expect(first.playlists.map((p: { id: string }) => p.id)).toEqual(ids.slice(0, 20));
    const second = await ok('GET', `/v3/playlist/library/ko?lastId=${ids[19]}`, null);
    expect([second.playlists.map((p: { id: string }) => p.id), second.hasMore]).toEqual([ids.slice(20), false]);

    const sharer = await t.createUser();
    const shared = await noteOf(sharer, 'shared', 'ko');
    await setNoteShared(t.database.db, { id: sharer.id }, shared, true);
    const lib = ids[0]!;
    const withNote = await ok('POST', `/v3/admin/playlist/${lib}/entries`, admin, { noteId: shared });
    await ok('POST', `/v3/admin/playlist/${lib}/entries`, admin, {
      videoId: 'GJLlxj_dtq8',
      startAt: 30,
      title: 'Clip',
    });
    const detail = await ok('GET', `/v3/playlist/${lib}`, null);
    expect(detail).toMatchObject({ isLibrary: true, level: 'beginner', language: 'ko' });
    expect(detail.entries).toMatchObject([
      { noteId: shared, status: 'ready', myNoteId: null, title: 'shared' },
      {
        noteId: null,
        videoId: 'GJLlxj_dtq8',
        startAt: 30,
        status: 'not_started',
        thumbnail: expect.stringContaining('GJLlxj_dtq8'),
      },
    ]);
    const context = await ok('GET', `/v3/note/${shared}/playlist?playlistId=${lib}`, null);
    expect(context).toMatchObject({
      position: 1,
      total: 2,
      previous: null,
      next: { noteId: null, title: 'Clip' },
      myNoteId: null,
    });
    expect(withNote.entries).toHaveLength(1);

    // A learner who imports it is told their copy, by the library note's id or by the copy's own.
    const reader = await t.createUser();
    const opened = await ok('POST', `/v3/playlist/${lib}/entries/${detail.entries[0].itemId}/open`, reader);
    expect(opened).toMatchObject({ status: 'ready', myNoteId: expect.any(String) });
    expect(opened.myNoteId).not.toBe(shared);
    const byCopy = await ok('GET', `/v3/note/${opened.myNoteId}/playlist?playlistId=${lib}`, reader);
    expect(byCopy).toMatchObject({ position: 1, myNoteId: opened.myNoteId, note: { id: shared } });
    const again = await ok('POST', `/v3/playlist/${lib}/entries/${detail.entries[0].itemId}/open`, reader);
    expect(again.myNoteId).toBe(opened.myNoteId);
  });

  it('an unshared note cannot be curated; a learner is not an admin', async () => {
    const lib = (await ok('POST', '/v3/admin/playlist', admin, { title: 'De', language: 'de', level: 'advanced' })).id;
    const privateNote = await noteOf(learner, 'private', 'de');
    const refused = await call('POST', `/v3/admin/playlist/${lib}/entries`, admin, { noteId: privateNote });
    expect([refused.statusCode, refused.json().message]).toEqual([
      400,
      'Only a shared note can be added to a library playlist.',
    ]);
    const both = await call('POST', `/v3/admin/playlist/${lib}/entries`, admin, {
      noteId: privateNote,
      videoId: 'GJLlxj_dtq8',
    });
    expect(both.json().message).toBe('Give either noteId, or videoId with startAt');
    const notAdmin = await call('POST', '/v3/admin/playlist', learner, {
      title: 'Mine',
      language: 'de',
      level: 'advanced',
    });
    expect(notAdmin.statusCode).toBe(403);
    // A library playlist is no one's own to change through the learner routes.
    expect((await call('PATCH', `/v3/playlist/${lib}`, learner, { title: 'Hijack' })).statusCode).toBe(404);
    expect((await call('DELETE', `/v3/playlist/${lib}`, admin)).statusCode).toBe(404);
  });
});
