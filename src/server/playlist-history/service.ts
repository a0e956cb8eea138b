import { and, desc, eq, sql } from 'drizzle-orm';
import { renderMessage } from '../../common/errors.ts';
import type { Db } from '../db/client.ts';
import {
  playlistGoal,
  playlistNoteProgress,
  playlistNoteTask,
  playlistStreakDay,
  type TaskType,
} from '../db/schema/playlist-history.ts';
import { badRequest } from '../http/errors.ts';
import { visiblePlaylist } from '../playlists/access.ts';
import { addDays, dayNumber } from './days.ts';
import {
  allTasksDone,
  assertInPlaylist,
  type HistoryDeps,
  type HistoryState,
  learnerToday,
  planEntries,
  playlistFor,
  readState,
} from './history.ts';
import { makePlan } from './plan.ts';
import { presentGoal, presentHistory } from './presenter.ts';
import type { StartGoalInput } from './schema.ts';
import { computeStreak } from './streak.ts';

export type ServiceDeps = { db: Db; now: () => Date };

/** A target further than this is not a plan (and keeps the plan's arithmetic small). */
export const MAX_TARGET_DAYS = 730;

export async function history(deps: ServiceDeps, userId: string, playlistId: string) {
  const playlist = await playlistFor(deps.db, userId, playlistId);
  return presentHistory(await readState(deps, userId, playlist));
}

/**
 * The goal wizard: the plan from today at the chosen pace. A preview only answers it; otherwise the goal
 * starts (or replaces this playlist's goal: one per learner and playlist, progress and streak kept; ADR 33).
 */
export async function startGoal(deps: ServiceDeps, userId: string, input: StartGoalInput) {
  const playlist = await playlistFor(deps.db, userId, input.playlistId);
  const { today } = await learnerToday(deps, userId);
  if (!playlist.entries.length) throw badRequest(renderMessage('playlist_empty'));
  if (input.targetDate < today) throw badRequest(renderMessage('goal_target_in_past'));
  if (dayNumber(input.targetDate) > dayNumber(addDays(today, MAX_TARGET_DAYS))) {
    throw badRequest(renderMessage('goal_target_too_far', { max: String(MAX_TARGET_DAYS) }));
  }
  const fields = {
    paceKind: input.pace.kind,
    paceValue: input.pace.value,
    startDay: today,
    targetDate: input.targetDate,
  };
  const plan = makePlan(planEntries(playlist), input.pace, today, input.targetDate);
  const answer = {
    goal: presentGoal(fields, plan),
    plan: plan.entries.map(({ itemId, noteId, title, day }) => ({ itemId, noteId, title, day })),
  };
  if (input.preview) return { started: false, ...answer, history: null };
  const values = { ...fields, activeAt: deps.now() };
  await deps.db
    .insert(playlistGoal)
    .values({ userId, playlistId: playlist.id, ...values })
    .onConflictDoUpdate({ target: [playlistGoal.userId, playlistGoal.playlistId], set: values });
  return { started: true, ...answer, history: presentHistory(await readState(deps, userId, playlist)) };
}

/**
 * Ticks or unticks one task of a note for the learner. All six ticked completes the note (on today's
 * day); unticking one the same day undoes that. Then today's streak day is settled.
 */
export async function toggleTask(
  deps: ServiceDeps,
  userId: string,
  input: { playlistId: string; noteId: string; taskType: TaskType },
) {
  return deps.db.transaction(async (tx) => {
    const txDeps = { db: tx, now: deps.now };
    const playlist = await playlistFor(tx, userId, input.playlistId);
    assertInPlaylist(playlist, input.noteId);
    const { today } = await learnerToday(txDeps, userId);
    const key = and(
      eq(playlistNoteTask.userId, userId),
      eq(playlistNoteTask.playlistId, playlist.id),
      eq(playlistNoteTask.noteId, input.noteId),
      eq(playlistNoteTask.taskType, input.taskType),
    );
    const removed = await tx.delete(playlistNoteTask).where(key).returning({ day: playlistNoteTask.day });
    if (!removed.length) {
      const { noteId, taskType } = input;
      await tx
        .insert(playlistNoteTask)
        .values({ userId, playlistId: playlist.id, noteId, taskType, day: today, doneAt: deps.now() });
    }
    let state = await readState(txDeps, userId, playlist);
    const progress = state.progress.get(input.noteId);
    if (allTasksDone(state, input.noteId) && !progress?.completedAt) {
      await markCompleted(txDeps, userId, playlist.id, input.noteId, today);
    } else if (!allTasksDone(state, input.noteId) && progress?.completedDay === today) {
      await tx
        .update(playlistNoteProgress)
        .set({ completedAt: null, completedDay: null })
        .where(progressKey(userId, playlist.id, input.noteId));
    }
    state = await readState(txDeps, userId, playlist);
    await settleStreakDay(txDeps, userId, state);
    await touchGoal(txDeps, userId, playlist.id);
    return presentHistory(await readState(txDeps, userId, playlist));
  });
}

/** Progress through a note, 0–100; it never goes back, and 100 completes the note. */
export async function recordProgress(
  deps: ServiceDeps,
  userId: string,
  input: { playlistId: string; noteId: string; progress: number },
) {
  const playlist = await playlistFor(deps.db, userId, input.playlistId);
  assertInPlaylist(playlist, input.noteId);
  const { today } = await learnerToday(deps, userId);
  const row = { userId, playlistId: playlist.id, noteId: input.noteId };
  await deps.db
    .insert(playlistNoteProgress)
    .values({ ...row, progress: input.progress })
    .onConflictDoUpdate({
      target: [playlistNoteProgress.userId, playlistNoteProgress.playlistId, playlistNoteProgress.noteId],
      set: { progress: sql`greatest(${playlistNoteProgress.progress}, ${input.progress})` },
    });
  if (input.progress === 100) await markCompleted(deps, userId, playlist.id, input.noteId, today);
  await touchGoal(deps, userId, playlist.id);
  return presentHistory(await readState(deps, userId, playlist));
}

/** The learner finished a note (idempotent: the first completion's day stays). */
export async function completeNote(deps: ServiceDeps, userId: string, input: { playlistId: string; noteId: string }) {
  const playlist = await playlistFor(deps.db, userId, input.playlistId);
  assertInPlaylist(playlist, input.noteId);
  const { today } = await learnerToday(deps, userId);
  await markCompleted(deps, userId, playlist.id, input.noteId, today);
  await touchGoal(deps, userId, playlist.id);
  return presentHistory(await readState(deps, userId, playlist));
}

/** The learner opened the note: its last view, and this goal becomes the latest. */
export async function viewNote(deps: ServiceDeps, userId: string, input: { playlistId: string; noteId: string }) {
  const playlist = await playlistFor(deps.db, userId, input.playlistId);
  assertInPlaylist(playlist, input.noteId);
  const now = deps.now();
  await deps.db
    .insert(playlistNoteProgress)
    .values({ userId, playlistId: playlist.id, noteId: input.noteId, lastViewedAt: now })
    .onConflictDoUpdate({
      target: [playlistNoteProgress.userId, playlistNoteProgress.playlistId, playlistNoteProgress.noteId],
      set: { lastViewedAt: now },
    });
  await touchGoal(deps, userId, playlist.id);
  return { noteId: input.noteId, lastViewedAt: now.toISOString() };
}

/** The goal the learner was most recently busy with whose playlist they can still see, or null. */
export async function latest(deps: ServiceDeps, userId: string) {
  const goals = await deps.db
    .select({ playlistId: playlistGoal.playlistId })
    .from(playlistGoal)
    .where(eq(playlistGoal.userId, userId))
    .orderBy(desc(playlistGoal.activeAt), desc(playlistGoal.id))
    .limit(5);
  for (const goal of goals) {
    const playlist = await visiblePlaylist(deps.db, userId, goal.playlistId);
    if (playlist) return { history: presentHistory(await readState(deps, userId, playlist)) };
  }
  return { history: null };
}

/** Settles today's streak day from today's tasks and answers the streak (idempotent). */
export async function updateStreakDay(deps: ServiceDeps, userId: string, playlistId: string) {
  const playlist = await playlistFor(deps.db, userId, playlistId);
  const state = await readState(deps, userId, playlist);
  const days = await settleStreakDay(deps, userId, state);
  return { today: state.today, ...computeStreak(days, state.today) };
}

const progressKey = (userId: string, playlistId: string, noteId: string) =>
  and(
    eq(playlistNoteProgress.userId, userId),
    eq(playlistNoteProgress.playlistId, playlistId),
    eq(playlistNoteProgress.noteId, noteId),
  );

async function markCompleted(deps: HistoryDeps, userId: string, playlistId: string, noteId: string, today: string) {
  const completed = { completedAt: deps.now(), completedDay: today, progress: 100 };
  await deps.db
    .insert(playlistNoteProgress)
    .values({ userId, playlistId, noteId, ...completed })
    .onConflictDoUpdate({
      target: [playlistNoteProgress.userId, playlistNoteProgress.playlistId, playlistNoteProgress.noteId],
      set: { progress: 100 },
    });
  await deps.db
    .update(playlistNoteProgress)
    .set(completed)
    .where(and(progressKey(userId, playlistId, noteId), sql`${playlistNoteProgress.completedAt} is null`));
}

/** Today is a streak day exactly while all today's tasks are done; answers the streak days after. */
async function settleStreakDay(deps: HistoryDeps, userId: string, state: HistoryState): Promise<string[]> {
  const key = { userId, playlistId: state.playlist.id, day: state.today };
  const has = state.streakDays.includes(state.today);
  if (state.todayComplete && !has) {
    await deps.db
      .insert(playlistStreakDay)
      .values({ ...key, completedAt: deps.now() })
      .onConflictDoNothing();
    return [...state.streakDays, state.today];
  }
  if (!state.todayComplete && has) {
    await deps.db
      .delete(playlistStreakDay)
      .where(
        and(
          eq(playlistStreakDay.userId, userId),
          eq(playlistStreakDay.playlistId, key.playlistId),
          eq(playlistStreakDay.day, key.day),
        ),
      );
    return state.streakDays.filter((day) => day !== state.today);
  }
  return state.streakDays;
}

async function touchGoal(deps: HistoryDeps, userId: string, playlistId: string) {
  await deps.db
    .update(playlistGoal)
    .set({ activeAt: deps.now() })
    .where(and(eq(playlistGoal.userId, userId), eq(playlistGoal.playlistId, playlistId)));
}
