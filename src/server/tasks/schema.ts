import { z } from 'zod';
import { TASK_BOUNDS } from '../../common/tasks.ts';
import { boundedText } from '../http/fields.ts';
import { requiredAs } from '../http/required.ts';

/**
 * The learner's Tasks list (issue 14, spec §2 "Tasks list, add task, edit task", §3 "Task: title, message,
 * created date"). The spec shows no paths or bounds; these are ADR 28's. Every route needs sign-in, and
 * another learner's task is a 404 (its existence is not revealed).
 *   GET    /v3/task/list?lastId          → TaskPage (newest first, 50 a page after lastId)
 *   POST   /v3/task       CreateTaskBody → Task   (409 at 500 open tasks)
 *   PUT    /v3/task/{id}  UpdateTaskBody → Task   (done: true ticks it, false opens it again)
 *   DELETE /v3/task/{id}                 → { deleted: true }
 */

const { titleMax, messageMax } = TASK_BOUNDS;
const title = boundedText(titleMax).min(1, 'must not be empty');
const message = boundedText(messageMax);

export const TaskIdParams = z.object({ id: z.uuid('must be a task id') });
export const TaskListQuery = z.object({
  lastId: z.uuid('must be the id of the last task of the previous page').optional(),
});

/** The title is the one field a task needs ("title is required"); the details may stay empty. */
export const CreateTaskBody = z.object({
  title: requiredAs('title', title),
  message: message.optional().default(''),
});
export type CreateTaskInput = z.infer<typeof CreateTaskBody>;

export const UpdateTaskBody = z
  .object({
    title: title.optional(),
    message: message.optional(),
    done: z.boolean().optional(),
  })
  .refine((b) => b.title !== undefined || b.message !== undefined || b.done !== undefined, {
    message: 'Choose a title, a message or done to change',
  });
export type UpdateTaskInput = z.infer<typeof UpdateTaskBody>;

const iso = z.string().describe('ISO 8601 date and time, UTC');
export const Task = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  done: z.boolean(),
  /** When it was ticked; null while open. */
  completedAt: iso.nullable(),
  createdAt: iso,
  updatedAt: iso,
});
export type TaskDto = z.infer<typeof Task>;
export const TaskPage = z.object({ tasks: z.array(Task), hasMore: z.boolean() });
export const TaskDeleted = z.object({ deleted: z.literal(true) });
