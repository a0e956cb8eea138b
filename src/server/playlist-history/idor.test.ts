import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestUser } from '../test/app.ts';
import { addDays, dayIn } from './days.ts';
import { historyHelpers, testClock } from './test/fixtures.ts';

/**
 * Every /v3/playlist-history route against the wrong caller: no session → 401; someone else's own
 * playlist → 404 (its existence is not revealed); a note that is not in the playlist (the caller's own
 * note, or another's) → 404. Nothing of the owner's history changes on the way.
 */
const clock = testClock();
const t = await createTestApp({ env: { TEST_CLOCK_FILE: clock.file } });
afterAll(() => t.close());
const h = historyHelpers(t);

let owner: TestUser;
let intruder: TestUser;
let theirs: { playlistId: string; noteIds: string[] };
let mine: { playlistId: string; noteIds: string[] };
let library: { playlistId: string; noteIds: string[] };
beforeAll(async () => {
  owner = await t.createUser();
  intruder = await t.createUser();
  theirs = await h.playlistOf(owner, 2);
  mine = await h.playlistOf(intruder, 1);
  library = await h.playlistOf(owner, 1, null);
  const started = await h.call('POST', '/v3/playlist-history', owner, {
    playlistId: theirs.playlistId,
    pace: { kind: 'notes_per_week', value: 3 },
    targetDate: addDays(dayIn(new Date(), 'UTC'), 30),
  });
  expect(started.statusCode, started.body).toBe(200);
});

/** Every route, for `playlistId` and `noteId`, with a body that would succeed for the right caller. */
const routes = (playlistId: string, noteId: string) =>
  [
    ['GET', `/v3/playlist-history?playlistId=${playlistId}`, undefined],
    ['GET', '/v3/playlist-history/latest', undefined],
    [
      'POST',
      '/v3/playlist-history',
      { playlistId, pace: { kind: 'minutes_per_day', value: 30 }, targetDate: addDays(dayIn(new Date(), 'UTC'), 9) },
    ],
    ['PUT', '/v3/playlist-history/today-tasks', { playlistId, noteId, taskType: 'watch' }],
    ['POST', '/v3/playlist-history/note-progress', { playlistId, noteId, progress: 50 }],
    ['POST', '/v3/playlist-history/completed-history', { playlistId, noteId }],
    ['PUT', `/v3/playlist-history/view?playlistId=${playlistId}&noteId=${noteId}`, undefined],
    ['GET', `/v3/playlist-history/update-streak-day?playlistId=${playlistId}`, undefined],
  ] as const;

async function unchanged() {
  const history = (await h.call('GET', `/v3/playlist-history?playlistId=${theirs.playlistId}`, owner)).json().entity;
  expect(history.goal.pace).toEqual({ kind: 'notes_per_week', value: 3 });
  expect(history.notes.every((n: { progress: number; lastViewedAt: null }) => !n.progress && !n.lastViewedAt)).toBe(
    true,
  );
  expect(
    history.notes.flatMap((n: { tasks: { done: boolean }[] }) => n.tasks).some((task: { done: boolean }) => task.done),
  ).toBe(false);
}

describe('playlist-history IDOR suite', () => {
  it('covers every /v3/playlist-history route the app registers', () => {
    const registered = t.app.registeredRoutes
      .filter((r) => r.url.startsWith('/v3/playlist-history') && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`);
    const covered = routes('p', 'n').map(([method, url]) => `${method} ${url.split('?')[0]}`);
    expect(new Set(covered)).toEqual(new Set(registered));
  });

  it('anonymous: 401 on every route', async () => {
    for (const [method, url, body] of routes(theirs.playlistId, theirs.noteIds[0]!)) {
      const response = await h.call(method, url, null, body);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    await unchanged();
  });

  it('someone else’s own playlist: 404 on every route that names one', async () => {
    for (const [method, url, body] of routes(theirs.playlistId, theirs.noteIds[0]!)) {
      if (url.endsWith('/latest')) continue;
      const response = await h.call(method, url, intruder, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe('This playlist does not exist or is not yours.');
    }
    const latest = await h.call('GET', '/v3/playlist-history/latest', intruder);
    expect(latest.json().entity).toEqual({ history: null });
    await unchanged();
  });

  it('a note outside the playlist: 404, whether it is mine or someone else’s', async () => {
    for (const noteId of [theirs.noteIds[0]!, library.noteIds[0]!]) {
      for (const [method, url, body] of routes(mine.playlistId, noteId)) {
        if (!url.includes('noteId') && !(body && 'noteId' in body)) continue;
        const response = await h.call(method, url, intruder, body);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().message).toBe('This note is not in this playlist.');
      }
    }
    await unchanged();
  });

  it('a library playlist is anyone’s to set a goal on, and each learner’s history is their own', async () => {
    const [, , startRoute] = routes(library.playlistId, library.noteIds[0]!);
    const started = await h.call(startRoute[0], startRoute[1], intruder, startRoute[2]);
    expect(started.statusCode, started.body).toBe(200);
    await h.tickAll(intruder, library.playlistId, library.noteIds[0]!);
    const ownerView = (await h.call('GET', `/v3/playlist-history?playlistId=${library.playlistId}`, owner)).json()
      .entity;
    expect(ownerView.goal).toBeNull();
    expect(ownerView.ownPlaylist).toBe(false);
    expect(ownerView.completedCount).toBe(0);
  });

  it('bad ids: 400 with the field named', async () => {
    const response = await h.call('GET', '/v3/playlist-history?playlistId=nope', intruder);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('must be a playlist id');
    const noQuery = await h.call('GET', '/v3/playlist-history', intruder);
    expect(noQuery.statusCode).toBe(400);
    expect(noQuery.json().message).toContain('playlistId is required');
    const missing = await h.call('PUT', '/v3/playlist-history/today-tasks', intruder, { noteId: mine.noteIds[0] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('playlistId is required');
  });

  it('the test-only fixture route takes only the caller’s own notes', async () => {
    const response = await h.call('POST', '/v3/test/playlist', intruder, { title: 'x', noteIds: theirs.noteIds });
    expect(response.statusCode).toBe(404);
    const ok = await h.call('POST', '/v3/test/playlist', intruder, { title: 'x', noteIds: mine.noteIds });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
