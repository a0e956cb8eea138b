import type { task } from '../db/schema/tasks.ts';
import type { TaskDto } from './schema.ts';

type TaskRow = typeof task.$inferSelect;

export function presentTask(row: TaskRow): TaskDto {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    done: row.completedAt !== null,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
