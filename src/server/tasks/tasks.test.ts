import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { TASK_BOUNDS } from '../../common/tasks.ts';
import { uuidv7 } from '../db/ids.ts';
import { task } from '../db/schema/tasks.ts';
import { createTestApp, TEST_PASSWORD, type TestUser } from '../test/app.ts';
import { TASK_PAGE } from './service.ts';

/** The Tasks list (issue 14, ADR 28) through its routes, on PGlite. */
const t = await createTestApp({ env: { RATE_LIMIT_WRITE_PER_MINUTE: '100000' } });
afterAll(() => t.close());

const call = (method: string, url: string, user: TestUser | null, payload?: unknown) =>
  t.request({ method: method as 'GET', url, user, ...(payload === undefined ? {} : { payload: payload as object }) });
const add = async (user: TestUser, payload: unknown = { title: 'Review 20 cards', message: 'Before dinner' }) => {
  const res = await call('POST', '/v3/task', user, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().entity as { id: string; title: string; message: string; done: boolean; completedAt: string | null };
};
const list = async (user: TestUser, lastId?: string) =>
  (await call('GET', `/v3/task/list${lastId ? `?lastId=${lastId}` : ''}`, user)).json().entity as {
    tasks: { id: string; title: string; done: boolean }[];
    hasMore: boolean;
  };
const errorOf = (res: { json(): { message: string } }) => res.json().message;

describe('a learner’s tasks', () => {
  it('adds, edits, completes, reopens and deletes a task', async () => {
    const user = await t.createUser();
    expect(await list(user)).toEqual({ tasks: [], hasMore: false });
    const made = await add(user, { title: '  Watch one clip  ', message: ' in Korean ' });
    expect(made).toMatchObject({ title: 'Watch one clip', message: 'in Korean', done: false, completedAt: null });

    const edited = await call('PUT', `/v3/task/${made.id}`, user, { title: 'Watch two clips', message: '' });
    expect(edited.json().entity).toMatchObject({ title: 'Watch two clips', message: '', done: false });

    const done = (await call('PUT', `/v3/task/${made.id}`, user, { done: true })).json().entity;
    expect(done.done).toBe(true);
    expect(Date.parse(done.completedAt)).toBeGreaterThan(0);
    // Ticking it again keeps when it was first done.
    expect((await call('PUT', `/v3/task/${made.id}`, user, { done: true })).json().entity.completedAt).toBe(
      done.completedAt,
    );
    const reopened = (await call('PUT', `/v3/task/${made.id}`, user, { done: false })).json().entity;
    expect(reopened).toMatchObject({ done: false, completedAt: null, title: 'Watch two clips' });

    expect((await call('DELETE', `/v3/task/${made.id}`, user)).json().entity).toEqual({ deleted: true });
    expect((await list(user)).tasks).toEqual([]);
    expect((await call('DELETE', `/v3/task/${made.id}`, user)).statusCode).toBe(404);
  });

  it('a task with no details is fine; the title is what it needs', async () => {
    const user = await t.createUser();
    expect(await add(user, { title: 'Only a name' })).toMatchObject({ title: 'Only a name', message: '' });
    for (const body of [{}, { message: 'no name' }, { title: '   ' }, { title: null }]) {
      const res = await call('POST', '/v3/task', user, body);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toBe('title is required');
    }
  });

  it('keeps titles to 120 and details to 2000 characters, on add and on edit', async () => {
    const user = await t.createUser();
    const max = 'あ'.repeat(TASK_BOUNDS.titleMax);
    expect((await add(user, { title: max, message: 'x'.repeat(TASK_BOUNDS.messageMax) })).title).toBe(max);
    const long = await call('POST', '/v3/task', user, { title: `${max}a` });
    expect([long.statusCode, errorOf(long)]).toEqual([400, 'title: must be at most 120 characters']);
    const wordy = await call('POST', '/v3/task', user, { title: 'ok', message: 'x'.repeat(2001) });
    expect([wordy.statusCode, errorOf(wordy)]).toEqual([400, 'message: must be at most 2000 characters']);

    const { id } = await add(user);
    for (const [body, message] of [
      [{ title: `${max}a` }, 'title: must be at most 120 characters'],
      [{ title: ' ' }, 'title: must not be empty'],
      [{ message: 'x'.repeat(2001) }, 'message: must be at most 2000 characters'],
      [{ done: 'yes' }, 'done: must be true or false'],
      [{}, 'Choose a title, a message or done to change'],
    ] as const) {
      const res = await call('PUT', `/v3/task/${id}`, user, body);
      expect([res.statusCode, errorOf(res)]).toEqual([400, message]);
    }
    const bad = await call('PUT', '/v3/task/not-an-id', user, { done: true });
    expect([bad.statusCode, errorOf(bad)]).toEqual([400, 'id: must be a task id']);
  });

  it('keeps odd text as written: quotes, markup, emoji, right-to-left', async () => {
    const user = await t.createUser();
    const title = `<script>alert("x")</script> ' OR 1=1 -- 🦊 שלום`;
    const made = await add(user, { title, message: '%00 \\u0000 {{x}} \u202e' });
    expect((await list(user)).tasks[0]).toMatchObject({ id: made.id, title });
    const nul = await call('POST', '/v3/task', user, { title: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
  });

  it('pages newest first, 50 at a time after lastId', async () => {
    const user = await t.createUser();
    const now = Date.now();
    // Straight into the table: 51 adds through the API would only slow the test down.
    await t.database.db.insert(task).values(
      Array.from({ length: TASK_PAGE + 3 }, (_, i) => ({
        id: uuidv7(now - 100_000 + i),
        userId: user.id,
        title: `Task ${i}`,
      })),
    );
    const first = await list(user);
    expect(first.hasMore).toBe(true);
    expect(first.tasks).toHaveLength(TASK_PAGE);
    expect(first.tasks[0]!.title).toBe(`Task ${TASK_PAGE + 2}`);
    const next = await list(user, first.tasks.at(-1)!.id);
    expect(next).toMatchObject({ hasMore: false });
    expect(next.tasks.map((x) => x.title)).toEqual(['Task 2', 'Task 1', 'Task 0']);
    const bad = await call('GET', '/v3/task/list?lastId=42', user);
    expect([bad.statusCode, errorOf(bad)]).toEqual([
      400,
      'lastId: must be the id of the last task of the previous page',
    ]);
  });

  it(`refuses a task past ${TASK_BOUNDS.openMax} open ones; done ones do not count, reopening one does`, async () => {
    const user = await t.createUser();
    await t.database.db
      .insert(task)
      .values(
        Array.from({ length: TASK_BOUNDS.openMax - 1 }, (_, i) => ({ id: uuidv7(), userId: user.id, title: `t${i}` })),
      );
    const last = await add(user, { title: 'the 500th' });
    const full = await call('POST', '/v3/task', user, { title: 'one too many' });
    expect([full.statusCode, errorOf(full)]).toEqual([
      409,
      'You have 500 open tasks, the most the list holds. Complete or delete a few before adding more.',
    ]);
    await call('PUT', `/v3/task/${last.id}`, user, { done: true });
    const another = await add(user, { title: 'room again' });
    const reopen = await call('PUT', `/v3/task/${last.id}`, user, { done: false });
    expect(reopen.statusCode).toBe(409);
    // Editing a done task's words is still fine at the cap.
    expect((await call('PUT', `/v3/task/${last.id}`, user, { title: 'renamed' })).statusCode).toBe(200);
    expect((await call('DELETE', `/v3/task/${another.id}`, user)).statusCode).toBe(200);
  });
});

describe('someone else’s tasks', () => {
  it('are a 404 to edit or delete, unlisted, and unchanged; no session is a 401', async () => {
    const owner = await t.createUser();
    const intruder = await t.createUser();
    const theirs = await add(owner, { title: 'Private plan' });
    for (const [method, body] of [
      ['PUT', { title: 'Taken over' }],
      ['PUT', { done: true }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `/v3/task/${theirs.id}`, intruder, body);
      expect([res.statusCode, errorOf(res)]).toEqual([404, 'This task does not exist or is not yours.']);
    }
    expect((await list(intruder)).tasks).toEqual([]);
    // Paging after their id does not reach their task either.
    expect((await list(intruder, uuidv7(Date.now() + 60_000))).tasks).toEqual([]);
    expect((await list(owner)).tasks).toMatchObject([{ id: theirs.id, title: 'Private plan', done: false }]);
    for (const [method, url] of [
      ['GET', '/v3/task/list'],
      ['POST', '/v3/task'],
      ['PUT', `/v3/task/${theirs.id}`],
      ['DELETE', `/v3/task/${theirs.id}`],
    ]) {
      expect(
        (await call(method!, url!, null, method === 'GET' || method === 'DELETE' ? undefined : { title: 'x' }))
          .statusCode,
      ).toBe(401);
    }
  });
});

describe('the account', () => {
  it('data download lists the tasks; deleting the account deletes them', async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    const made = await add(user, { title: 'Export me', message: 'please' });
    await add(other, { title: 'Not mine' });
    const data = (await call('GET', '/v3/user/export', user)).json();
    expect(data.tasks).toEqual([
      expect.objectContaining({ id: made.id, title: 'Export me', message: 'please', done: false }),
    ]);

    const deleted = await call('POST', '/api/auth/delete-user', user, { password: TEST_PASSWORD });
    expect(deleted.statusCode).toBe(200);
    const left = async (id: string) =>
      (await t.database.db.select({ n: count() }).from(task).where(eq(task.userId, id)))[0]!.n;
    expect([await left(user.id), await left(other.id)]).toEqual([0, 1]);
  });
});
