import { and, asc, count, desc, eq, isNull, lt } from 'drizzle-orm';
import { renderMessage } from '../../common/errors.ts';
import { TASK_BOUNDS } from '../../common/tasks.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { uuidv7 } from '../db/ids.ts';
import { task } from '../db/schema/tasks.ts';
import { conflict, notFound } from '../http/errors.ts';
import { lockProfile } from '../users/profile.ts';
import { presentTask } from './presenter.ts';
import type { CreateTaskInput, TaskDto, UpdateTaskInput } from './schema.ts';

/** Tasks a page of the list holds. */
export const TASK_PAGE = 50;

const TASK_NOT_FOUND = () => notFound(renderMessage('task_not_found'));
const mine = (userId: string, id: string) => and(eq(task.id, id), eq(task.userId, userId));

/** The learner's tasks, newest first (UUIDv7 ids are time-ordered), the page after `lastId`. */
export async function listTasks(db: Db, user: AuthUser, lastId?: string) {
  const rows = await db
    .select()
    .from(task)
    .where(and(eq(task.userId, user.id), lastId ? lt(task.id, lastId) : undefined))
    .orderBy(desc(task.id))
    .limit(TASK_PAGE + 1);
  return { tasks: rows.slice(0, TASK_PAGE).map(presentTask), hasMore: rows.length > TASK_PAGE };
}

/**
 * Refuses one more open task past the cap. The caller holds the learner's profile lock, so two adds at
 * once cannot both see 499 and make 501.
 */
async function requireRoomForOpenTask(tx: DbOrTx, userId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(task)
    .where(and(eq(task.userId, userId), isNull(task.completedAt)));
  if ((row?.n ?? 0) >= TASK_BOUNDS.openMax) {
    throw conflict(renderMessage('task_open_cap', { max: String(TASK_BOUNDS.openMax) }));
  }
}

export async function createTask(db: Db, user: AuthUser, input: CreateTaskInput): Promise<TaskDto> {
  return db.transaction(async (tx) => {
    await lockProfile(tx, user.id);
    await requireRoomForOpenTask(tx, user.id);
    const now = new Date();
    const [row] = await tx
      .insert(task)
      .values({
        id: uuidv7(),
        userId: user.id,
        title: input.title,
        message: input.message,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return presentTask(row!);
  });
}

/** Renames, rewrites or ticks a task; un-ticking a done one counts it as open again (so against the cap). */
export async function updateTask(db: Db, user: AuthUser, id: string, input: UpdateTaskInput): Promise<TaskDto> {
  return db.transaction(async (tx) => {
    await lockProfile(tx, user.id);
    const [current] = await tx.select().from(task).where(mine(user.id, id));
    if (!current) throw TASK_NOT_FOUND();
    const wasDone = current.completedAt !== null;
    if (input.done === false && wasDone) await requireRoomForOpenTask(tx, user.id);
    const now = new Date();
    const completedAt =
      input.done === undefined || input.done === wasDone ? current.completedAt : input.done ? now : null;
    const [row] = await tx
      .update(task)
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.message !== undefined ? { message: input.message } : {}),
        completedAt,
        updatedAt: now,
      })
      .where(mine(user.id, id))
      .returning();
    return presentTask(row!);
  });
}

export async function deleteTask(db: Db, user: AuthUser, id: string) {
  const deleted = await db.delete(task).where(mine(user.id, id)).returning({ id: task.id });
  if (!deleted.length) throw TASK_NOT_FOUND();
  return { deleted: true as const };
}

/** Every task of the learner, oldest first, for "Download my data". */
export const tasksToExport = async (db: Db, userId: string) =>
  (await db.select().from(task).where(eq(task.userId, userId)).orderBy(asc(task.id))).map(presentTask);
