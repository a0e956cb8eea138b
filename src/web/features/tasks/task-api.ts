import { type InfiniteData, infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { CreateTaskRequest, Task, TaskListQuery, TaskPage, UpdateTaskRequest } from '../../lib/api-types.ts';

const taskPath = (id: string) => `/task/${encodeURIComponent(id)}`;

export const taskKeys = { list: ['tasks', 'list'] as const };

/** The learner's tasks, newest first, 50 a page (ADR 28). */
export const tasksQuery = infiniteQueryOptions({
  queryKey: taskKeys.list,
  queryFn: ({ pageParam }) =>
    api<TaskPage>('/task/list', { query: { lastId: pageParam || undefined } satisfies TaskListQuery }),
  initialPageParam: '',
  getNextPageParam: (last) => (last.hasMore ? last.tasks.at(-1)?.id : undefined),
  meta: { silent: true },
});

export const taskCalls = {
  create: (body: CreateTaskRequest) => api<Task>('/task', { method: 'POST', body }),
  update: ({ id, ...body }: UpdateTaskRequest & { id: string }) => api<Task>(taskPath(id), { method: 'PUT', body }),
  remove: (id: string) => api<{ deleted: true }>(taskPath(id), { method: 'DELETE' }).then(() => id),
};

type Pages = InfiniteData<TaskPage, string>;
/** The list as cached, with `change` applied to every page's tasks. */
const mapTasks = (data: Pages | undefined, change: (tasks: Task[]) => Task[]) =>
  data && { ...data, pages: data.pages.map((page) => ({ ...page, tasks: change(page.tasks) })) };

/**
 * The task mutations. An edit or a tick puts the server's answer in place and a delete drops the row,
 * so the list does not jump (a tick shows before the answer); an added task is new at the top, so the list
 * is read again.
 * `silent`: the form shows the failure beside itself (the add and edit forms); otherwise it is toasted.
 */
export function useTaskMutations() {
  const client = useQueryClient();
  const replace = (task: Task) =>
    client.setQueryData<Pages>(taskKeys.list, (data) =>
      mapTasks(data, (tasks) => tasks.map((x) => (x.id === task.id ? task : x))),
    );
  return {
    create: useMutation({
      mutationFn: taskCalls.create,
      meta: { silent: true },
      onSuccess: () => client.invalidateQueries({ queryKey: taskKeys.list }),
    }),
    edit: useMutation({ mutationFn: taskCalls.update, meta: { silent: true }, onSuccess: replace }),
    // The box shows the tick at once (and a checkbox that stayed empty until the answer would look broken);
    // a refusal reads the list again, so it shows what the server holds.
    tick: useMutation({
      mutationFn: taskCalls.update,
      onMutate: ({ id, done }) =>
        client.setQueryData<Pages>(taskKeys.list, (data) =>
          mapTasks(data, (tasks) => tasks.map((x) => (x.id === id && done !== undefined ? { ...x, done } : x))),
        ),
      onSuccess: replace,
      onError: () => client.invalidateQueries({ queryKey: taskKeys.list }),
    }),
    remove: useMutation({
      mutationFn: taskCalls.remove,
      onSuccess: (id) =>
        client.setQueryData<Pages>(taskKeys.list, (data) =>
          mapTasks(data, (tasks) => tasks.filter((x) => x.id !== id)),
        ),
    }),
  };
}
