import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestUser } from '../test/app.ts';
import { addDays, dayIn } from './days.ts';
import { historyHelpers, testClock } from './test/fixtures.ts';

const clock = testClock();
const t = await createTestApp({ env: { TEST_CLOCK_FILE: clock.file } });
afterAll(() => t.close());
const h = historyHelpers(t);

const farTarget = () => addDays(dayIn(new Date(), 'UTC'), 60);
const start = (user: TestUser, playlistId: string, extra: Record<string, unknown> = {}) =>
  h.call('POST', '/v3/playlist-history', user, {
    playlistId,
    pace: { kind: 'notes_per_week', value: 7 },
    targetDate: farTarget(),
    ...extra,
  });
const historyOf = async (user: TestUser, playlistId: string) => {
  const response = await h.call('GET', `/v3/playlist-history?playlistId=${playlistId}`, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().entity;
};

let user: TestUser;
let playlistId: string;
let noteIds: string[];
beforeAll(async () => {
  user = await t.createUser();
  ({ playlistId, noteIds } = await h.playlistOf(user, 3));
});

describe('the goal wizard', () => {
  it('previews the plan without starting the goal', async () => {
    const response = await start(user, playlistId, { preview: true });
    expect(response.statusCode, response.body).toBe(200);
    const { entity } = response.json();
    expect(entity.started).toBe(false);
    expect(entity.history).toBeNull();
    const today = dayIn(new Date(), 'UTC');
    expect(entity.plan.map((p: { day: string }) => p.day)).toEqual([today, addDays(today, 1), addDays(today, 2)]);
    expect(entity.goal).toMatchObject({ expectedFinish: addDays(today, 2), onTrack: true });
    expect((await historyOf(user, playlistId)).goal).toBeNull();
  });

  it('refuses what cannot be planned, with clear messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ playlistId: '' }, 'playlistId is required'],
      [{ pace: { kind: 'notes_per_week', value: 0 } }, 'must be a whole number from 1 to 21'],
      [{ pace: { kind: 'hours', value: 3 } }, 'must be one of notes_per_week, minutes_per_day'],
      [{ targetDate: '2026-02-30' }, 'must be a date as YYYY-MM-DD'],
      [{ targetDate: addDays(dayIn(new Date(), 'UTC'), -2) }, 'The target date must be today or later.'],
      [{ targetDate: addDays(dayIn(new Date(), 'UTC'), 800) }, 'The target date must be within 730 days from today.'],
    ];
    for (const [extra, message] of cases) {
      const response = await start(user, playlistId, extra);
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const empty = await h.playlistOf(user, 0);
    const response = await start(user, empty.playlistId);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This playlist has no notes yet, so there is nothing to plan.');
  });

  it('starts the goal: today’s note, its six tasks, no streak yet', async () => {
    const response = await start(user, playlistId);
    expect(response.statusCode, response.body).toBe(200);
    const { history } = response.json().entity;
    expect(history.goal.pace).toEqual({ kind: 'notes_per_week', value: 7 });
    expect(history.ownPlaylist).toBe(true);
    expect(history.todayItemIds).toHaveLength(1);
    const first = history.notes[0];
    expect(history.todayItemIds).toEqual([first.itemId]);
    expect(first.tasks.map((task: { taskType: string }) => task.taskType)).toEqual(h.TASKS);
    expect(history).toMatchObject({ completedCount: 0, totalCount: 3, todayComplete: false });
    expect(history.streak.current).toBe(0);
  });
});

describe('today’s tasks and the streak', () => {
  it('a day with every task done completes the note and counts; the next (simulated) day makes 2', async () => {
    const partway = await h.call('PUT', '/v3/playlist-history/today-tasks', user, {
      playlistId,
      noteId: noteIds[0],
      taskType: 'watch',
    });
    expect(partway.json().entity.todayComplete).toBe(false);
    // Unticking works too (a toggle), then all six.
    await h.call('PUT', '/v3/playlist-history/today-tasks', user, {
      playlistId,
      noteId: noteIds[0],
      taskType: 'watch',
    });
    const day1 = await h.tickAll(user, playlistId, noteIds[0]!);
    expect(day1).toMatchObject({ todayComplete: true, completedCount: 1 });
    expect(day1.streak).toMatchObject({ current: 1, todayComplete: true });

    const again = await h.call('GET', `/v3/playlist-history/update-streak-day?playlistId=${playlistId}`, user);
    expect(again.json().entity).toMatchObject({ current: 1, todayComplete: true });

    clock.shift(1);
    const next = await historyOf(user, playlistId);
    expect(next.streak).toMatchObject({ current: 1, todayComplete: false });
    expect(next.todayItemIds).toEqual([next.notes[1].itemId]);
    const day2 = await h.tickAll(user, playlistId, noteIds[1]!);
    expect(day2.streak).toMatchObject({ current: 2, longest: 2, todayComplete: true });

    // Unticking today's last task takes today's day back off the streak.
    const undo = await h.call('PUT', '/v3/playlist-history/today-tasks', user, {
      playlistId,
      noteId: noteIds[1],
      taskType: 'quiz',
    });
    expect(undo.json().entity).toMatchObject({ todayComplete: false, completedCount: 1 });
    expect(undo.json().entity.streak.current).toBe(1);
    await h.call('PUT', '/v3/playlist-history/today-tasks', user, { playlistId, noteId: noteIds[1], taskType: 'quiz' });
    const streak = await h.call('GET', `/v3/playlist-history/update-streak-day?playlistId=${playlistId}`, user);
    expect(streak.json().entity).toMatchObject({ current: 2, todayComplete: true });
  });

  it('starting again replaces the goal and keeps progress and streak', async () => {
    const response = await start(user, playlistId, { pace: { kind: 'minutes_per_day', value: 40 } });
    const { history } = response.json().entity;
    expect(history.goal.pace).toEqual({ kind: 'minutes_per_day', value: 40 });
    expect(history.completedCount).toBe(2);
    expect(history.streak.current).toBe(2);
  });
});

describe('progress, completion, views, latest', () => {
  it('progress never goes back; 100 or completed-history completes the note', async () => {
    const other = await t.createUser();
    const mine = await h.playlistOf(other, 2);
    const record = (noteId: string, progress: number) =>
      h.call('POST', '/v3/playlist-history/note-progress', other, { playlistId: mine.playlistId, noteId, progress });
    expect((await record(mine.noteIds[0]!, 60)).json().entity.notes[0].progress).toBe(60);
    const back = (await record(mine.noteIds[0]!, 30)).json().entity.notes[0];
    expect(back).toMatchObject({ progress: 60, completed: false });
    expect((await record(mine.noteIds[0]!, 100)).json().entity.notes[0].completed).toBe(true);
    const bad = await record(mine.noteIds[0]!, 101);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('must be a whole number from 0 to 100');

    const done = await h.call('POST', '/v3/playlist-history/completed-history', other, {
      playlistId: mine.playlistId,
      noteId: mine.noteIds[1],
    });
    expect(done.json().entity).toMatchObject({ completedCount: 2, totalCount: 2 });
  });

  it('a view records the last view and makes that goal the latest', async () => {
    const learner = await t.createUser();
    expect((await h.call('GET', '/v3/playlist-history/latest', learner)).json().entity).toEqual({ history: null });
    const a = await h.playlistOf(learner, 1);
    const b = await h.playlistOf(learner, 1);
    await start(learner, a.playlistId);
    await start(learner, b.playlistId);
    const latestB = (await h.call('GET', '/v3/playlist-history/latest', learner)).json().entity.history;
    expect(latestB.playlistId).toBe(b.playlistId);
    clock.shift(0, 1000);
    const view = await h.call(
      'PUT',
      `/v3/playlist-history/view?playlistId=${a.playlistId}&noteId=${a.noteIds[0]}`,
      learner,
    );
    expect(view.statusCode, view.body).toBe(200);
    const latest = (await h.call('GET', '/v3/playlist-history/latest', learner)).json().entity.history;
    expect(latest.playlistId).toBe(a.playlistId);
    expect(latest.notes[0].lastViewedAt).toBe(view.json().entity.lastViewedAt);
  });

  it('days are the learner’s own: the time zone sets today, and a bad zone is refused', async () => {
    const learner = await t.createUser();
    const mine = await h.playlistOf(learner, 1);
    const bad = await h.call('PUT', '/v3/user/time-zone', learner, { timeZone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('must be an IANA time zone such as Europe/Paris');
    expect((await h.call('PUT', '/v3/user/time-zone', learner, {})).json().message).toContain('timeZone is required');
    // +14 and −11 hours: never the same calendar day.
    expect((await historyOf(learner, mine.playlistId)).timeZone).toBe('UTC');
    const days: string[] = [];
    for (const timeZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const set = await h.call('PUT', '/v3/user/time-zone', learner, { timeZone });
      expect(set.json().entity).toEqual({ timeZone });
      const history = await historyOf(learner, mine.playlistId);
      expect(history.timeZone).toBe(timeZone);
      expect(history.today).toBe(dayIn(clock.now(), timeZone));
      days.push(history.today);
    }
    expect(days[0]! > days[1]!).toBe(true);
  });
});

describe('the data download', () => {
  it("lists the learner's own playlists in order, their goals, progress, ticked tasks and completed days", async () => {
    const learner = await t.createUser();
    const other = await t.createUser();
    const mine = await h.playlistOf(learner, 2);
    expect((await start(learner, mine.playlistId)).statusCode).toBe(200);
    const ticked = await h.call('PUT', '/v3/playlist-history/today-tasks', learner, {
      playlistId: mine.playlistId,
      noteId: mine.noteIds[0],
      taskType: 'watch',
    });
    expect(ticked.statusCode, ticked.body).toBe(200);

    const data = (await h.call('GET', '/v3/user/export', learner)).json();
    expect(data.playlists).toEqual([
      expect.objectContaining({
        id: mine.playlistId,
        notes: mine.noteIds.map((noteId) => expect.objectContaining({ noteId })),
      }),
    ]);
    expect(data.playlistHistory.goals).toEqual([
      expect.objectContaining({ playlistId: mine.playlistId, paceKind: 'notes_per_week', paceValue: 7 }),
    ]);
    expect(data.playlistHistory.tasksDone).toEqual([
      expect.objectContaining({ playlistId: mine.playlistId, noteId: mine.noteIds[0], taskType: 'watch' }),
    ]);
    const theirs = (await h.call('GET', '/v3/user/export', other)).json();
    expect(theirs.playlists).toEqual([]);
    expect(theirs.playlistHistory).toEqual({ goals: [], noteProgress: [], tasksDone: [], completedDays: [] });
  });
});

describe('TEST_CLOCK_FILE', () => {
  it('is refused outside NODE_ENV=test, and without it there is no fixture route', async () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(40), TEST_CLOCK_FILE: clock.file }),
    ).toThrow(/TEST_CLOCK_FILE: is only for NODE_ENV=test/);
    const plain = await createTestApp();
    try {
      expect(plain.app.registeredRoutes.some((r) => r.url === '/v3/test/playlist')).toBe(false);
      expect(t.app.registeredRoutes.some((r) => r.url === '/v3/test/playlist')).toBe(true);
    } finally {
      await plain.close();
    }
  });
});
