import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import {
  playlistGoal,
  playlistNoteProgress,
  playlistNoteTask,
  playlistStreakDay,
  TASK_TYPES,
  type TaskType,
} from '../db/schema/playlist-history.ts';
import { notFound } from '../http/errors.ts';
import { visiblePlaylist, type VisiblePlaylist } from '../playlists/access.ts';
import { learnerTimeZone } from '../users/profile.ts';
import { dayIn, type Day } from './days.ts';
import { makePlan, type Plan, type PlannedEntry, todaysEntries } from './plan.ts';

export const PLAYLIST_NOT_FOUND = 'This playlist does not exist or is not yours.';
export const PLAYLIST_NOTE_NOT_FOUND = 'This note is not in this playlist.';

/** What the service needs: the database and the clock (tests and the e2e test clock move it, ADR 33). */
export type HistoryDeps = { db: DbOrTx; now: () => Date };

type GoalRow = typeof playlistGoal.$inferSelect;
type ProgressRow = typeof playlistNoteProgress.$inferSelect;

/** Everything one learner's history of one playlist is made of, read once per request. */
export type HistoryState = {
  playlist: VisiblePlaylist;
  timeZone: string;
  today: Day;
  goal: GoalRow | undefined;
  plan: Plan | undefined;
  progress: Map<string, ProgressRow>;
  done: Map<string, Set<TaskType>>;
  streakDays: Day[];
  todayEntries: PlannedEntry[];
  todayComplete: boolean;
};

/** The playlist as the learner sees it; someone else's own playlist is a 404, as if missing. */
export async function playlistFor(db: DbOrTx, userId: string, playlistId: string): Promise<VisiblePlaylist> {
  const found = await visiblePlaylist(db, userId, playlistId);
  if (!found) throw notFound(PLAYLIST_NOT_FOUND);
  return found;
}

/** 404 unless `noteId` is one of the playlist's entries' notes. */
export function assertInPlaylist(playlist: VisiblePlaylist, noteId: string): void {
  if (!playlist.entries.some((entry) => entry.noteId === noteId)) throw notFound(PLAYLIST_NOTE_NOT_FOUND);
}

/** The learner's calendar day now, in their zone (UTC when unknown). */
export async function learnerToday(deps: HistoryDeps, userId: string): Promise<{ today: Day; timeZone: string }> {
  const timeZone = (await learnerTimeZone(deps.db, userId)) ?? 'UTC';
  return { today: dayIn(deps.now(), timeZone), timeZone };
}

export const planEntries = (playlist: VisiblePlaylist) =>
  playlist.entries.map(({ itemId, noteId, title, position }) => ({ itemId, noteId, title, position }));

export async function readState(deps: HistoryDeps, userId: string, playlist: VisiblePlaylist): Promise<HistoryState> {
  const { db } = deps;
  const { today, timeZone } = await learnerToday(deps, userId);
  const mine = (table: typeof playlistNoteProgress | typeof playlistNoteTask | typeof playlistStreakDay) =>
    and(eq(table.userId, userId), eq(table.playlistId, playlist.id));
  const [goal] = await db
    .select()
    .from(playlistGoal)
    .where(and(eq(playlistGoal.userId, userId), eq(playlistGoal.playlistId, playlist.id)));
  const progressRows = await db.select().from(playlistNoteProgress).where(mine(playlistNoteProgress));
  const taskRows = await db
    .select({ noteId: playlistNoteTask.noteId, taskType: playlistNoteTask.taskType })
    .from(playlistNoteTask)
    .where(mine(playlistNoteTask));
  const dayRows = await db
    .select({ day: playlistStreakDay.day })
    .from(playlistStreakDay)
    .where(mine(playlistStreakDay));

  const progress = new Map(progressRows.map((row) => [row.noteId, row]));
  const done = new Map<string, Set<TaskType>>();
  for (const row of taskRows) {
    const set = done.get(row.noteId) ?? new Set<TaskType>();
    set.add(row.taskType);
    done.set(row.noteId, set);
  }
  const plan = goal
    ? makePlan(planEntries(playlist), { kind: goal.paceKind, value: goal.paceValue }, goal.startDay, goal.targetDate)
    : undefined;
  const todayList = plan
    ? todaysEntries(plan.entries, today, (noteId) => (noteId ? (progress.get(noteId)?.completedDay ?? null) : null))
    : [];
  const allDone = (noteId: string | null) => !!noteId && TASK_TYPES.every((type) => done.get(noteId)?.has(type));
  return {
    playlist,
    timeZone,
    today,
    goal,
    plan,
    progress,
    done,
    streakDays: dayRows.map((row) => row.day),
    todayEntries: todayList,
    todayComplete: todayList.length > 0 && todayList.every((entry) => allDone(entry.noteId)),
  };
}

/** A note with every task ticked is complete. */
export const allTasksDone = (state: HistoryState, noteId: string) =>
  TASK_TYPES.every((type) => state.done.get(noteId)?.has(type));
