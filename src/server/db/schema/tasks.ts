import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * The learner's own to-do list (spec §2 "Tasks list", §3 "Task: title, message, created date"). Owner:
 * tasks/. Done is `completed_at` set (when it was ticked); the id is a UUIDv7, so "newest first" and
 * paging by `lastId` read the (user_id, id) index. A deleted account takes its tasks with it.
 */
export const task = pgTable(
  'task',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull().default(''),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_user').on(t.userId, t.id)],
);
