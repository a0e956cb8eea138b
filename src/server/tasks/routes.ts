import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { defineRoute } from '../http/route.ts';
import { CreateTaskBody, Task, TaskDeleted, TaskIdParams, TaskListQuery, TaskPage, UpdateTaskBody } from './schema.ts';
import * as tasks from './service.ts';

/** The learner's Tasks list (issue 14, ADR 28): every route needs sign-in and reads only the caller's tasks. */
export function registerTaskRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const tag = 'Tasks';
  const auth = 'required' as const;
  const { db } = deps;

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/task/list',
      tag,
      auth,
      summary: 'My tasks, newest first, 50 a page after lastId',
      query: TaskListQuery,
      response: TaskPage,
    },
    ({ user, query }) => tasks.listTasks(db, user, query.lastId),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/task',
      tag,
      auth,
      summary: 'Add a task (a title, and details if any); at most 500 open tasks',
      body: CreateTaskBody,
      response: Task,
    },
    ({ user, body }) => tasks.createTask(db, user, body),
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/task/:id',
      tag,
      auth,
      summary: 'Edit a task: its title, its details, or done (true ticks it, false opens it again)',
      params: TaskIdParams,
      body: UpdateTaskBody,
      response: Task,
    },
    ({ user, params, body }) => tasks.updateTask(db, user, params.id, body),
  );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/task/:id',
      tag,
      auth,
      summary: 'Delete a task',
      params: TaskIdParams,
      response: TaskDeleted,
    },
    ({ user, params }) => tasks.deleteTask(db, user, params.id),
  );
}
