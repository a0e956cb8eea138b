import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../test/catalog-guard.ts';
import { createTestApp, type TestUser } from '../test/app.ts';
import { playlistHelpers, playlistTestEnv } from './test/playlists.ts';

/**
 * The playlists routes against the wrong caller (issue 14 "Checks"): another learner's own playlist is a
 * 404 on every route that names it (its existence is not revealed), signed out a 401 or 404, and nothing
 * changes on the way. Admin curation is refused (403) to learners.
 */
const t = await createTestApp({ env: playlistTestEnv() });
afterAll(() => t.close());
const { call, ok, noteOf, createPlaylist } = playlistHelpers(t);

let owner: TestUser;
let intruder: TestUser;
let playlistId: string;
let noteId: string;
let itemId: string;
let intruderNote: string;
beforeAll(async () => {
  owner = await t.createUser();
  intruder = await t.createUser();
  playlistId = await createPlaylist(owner, 'Private list');
  noteId = await noteOf(owner, 'mine');
  intruderNote = await noteOf(intruder, 'theirs');
  itemId = (await ok('POST', `/v3/playlist/${playlistId}/notes`, owner, { noteId })).entries[0].itemId;
});

/** Every route naming the owner's playlist, with a body that would succeed for the owner. */
const routes = () =>
  [
    ['GET', `/v3/playlist/${playlistId}`, undefined],
    ['PATCH', `/v3/playlist/${playlistId}`, { title: 'Taken over' }],
    ['DELETE', `/v3/playlist/${playlistId}`, undefined],
    ['PUT', `/v3/playlist/${playlistId}/order`, { itemIds: [itemId] }],
    ['POST', `/v3/playlist/${playlistId}/notes`, { noteId: intruderNote }],
    ['DELETE', `/v3/playlist/${playlistId}/notes/${noteId}`, undefined],
    ['POST', `/v3/playlist/${playlistId}/entries/${itemId}/open`, undefined],
    ['GET', `/v3/note/${noteId}/playlist?playlistId=${playlistId}`, undefined],
  ] as const;

const admin = () =>
  [
    ['POST', '/v3/admin/playlist', { title: 'Lib', language: 'en', level: 'beginner' }],
    ['PATCH', `/v3/admin/playlist/${playlistId}`, { title: 'x' }],
    ['DELETE', `/v3/admin/playlist/${playlistId}`, undefined],
    ['POST', `/v3/admin/playlist/${playlistId}/entries`, { videoId: 'GJLlxj_dtq8' }],
    ['PUT', `/v3/admin/playlist/${playlistId}/order`, { itemIds: [itemId] }],
    ['DELETE', `/v3/admin/playlist/${playlistId}/entries/${itemId}`, undefined],
  ] as const;

async function unchanged() {
  const detail = await ok('GET', `/v3/playlist/${playlistId}`, owner);
  expect(detail.title).toBe('Private list');
  expect(detail.entries.map((e: { noteId: string }) => e.noteId)).toEqual([noteId]);
}

describe('playlists IDOR suite', () => {
  it('covers every playlist route the app registers', () => {
    const registered = t.app.registeredRoutes
      .filter((r) => /^\/v3\/(admin\/)?playlist(\/|$)|^\/v3\/note\/:id\/playlist/.test(r.url) && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`);
    const named = [...routes(), ...admin()].map(([method, url]) =>
      `${method} ${url.split('?')[0]}`
        .replace(playlistId, ':playlistId')
        .replace(itemId, ':itemId')
        .replace(`note/${noteId}`, 'note/:id')
        .replace(noteId, ':noteId'),
    );
    const open = ['GET /v3/playlist/library/:language', 'GET /v3/playlist/user', 'POST /v3/playlist'];
    expect(new Set([...named, ...open])).toEqual(new Set(registered));
  });

  it("another learner: 404 on every route naming someone's own playlist", async () => {
    for (const [method, url, body] of routes()) {
      const response = await call(method, url, intruder, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message, `${method} ${url}`).toBe('This playlist does not exist or is not yours.');
    }
    expect((await ok('GET', '/v3/playlist/user', intruder)).playlists).toEqual([]);
    await unchanged();
  });

  it('signed out: 401 for writes, 404 for reads of an own playlist', async () => {
    for (const [method, url, body] of routes()) {
      const response = await call(method, url, null, body);
      expect(response.statusCode, `${method} ${url}`).toBe(method === 'GET' ? 404 : 401);
    }
    expect((await call('GET', '/v3/playlist/user', null)).statusCode).toBe(401);
    expect((await call('POST', '/v3/playlist', null, { title: 'x', language: 'en' })).statusCode).toBe(401);
    await unchanged();
  });

  it("the owner cannot add someone else's note, nor curate the library", async () => {
    const response = await call('POST', `/v3/playlist/${playlistId}/notes`, owner, { noteId: intruderNote });
    expect(response.statusCode).toBe(404);
    for (const [method, url, body] of admin()) {
      expect((await call(method, url, owner, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    await unchanged();
  });
});
