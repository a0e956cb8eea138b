import type { Task } from '../../lib/api-types.ts';
import { fakeFetch } from '../review/test-render.tsx';

/** A task as the server sends it. */
export const task = (change: Partial<Task> = {}): Task => ({
  id: 't1',
  title: 'Review 20 cards',
  message: 'Before dinner',
  done: false,
  completedAt: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  ...change,
});

/** A server holding `tasks` that adds, edits and deletes them as the real one does. */
export function taskServer(tasks: Task[]) {
  const calls = fakeFetch((method, path) => {
    const body = calls.at(-1)?.body as Partial<Task> | undefined;
    if (method === 'GET' && path === '/task/list') return { body: { tasks, hasMore: false } };
    if (method === 'POST' && path === '/task') {
      tasks.unshift(task({ id: `t${tasks.length + 2}`, title: body!.title, message: body!.message }));
      return { body: tasks[0] };
    }
    const id = path.split('/')[2];
    const found = tasks.find((x) => x.id === id);
    if (!found) return { status: 404, body: { message: 'This task does not exist or is not yours.' } };
    if (method === 'PUT') {
      Object.assign(
        found,
        body,
        body?.done === undefined ? {} : { completedAt: body.done ? '2026-11-21T00:00:00Z' : null },
      );
      return { body: found };
    }
    if (method === 'DELETE') {
      tasks.splice(tasks.indexOf(found), 1);
      return { body: { deleted: true } };
    }
    return undefined;
  });
  return calls;
}
