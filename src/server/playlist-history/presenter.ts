import { TASK_TYPES } from '../db/schema/playlist-history.ts';
import type { HistoryState } from './history.ts';
import type { Plan } from './plan.ts';
import type { PlaylistHistoryDto } from './schema.ts';
import { computeStreak } from './streak.ts';

type GoalFields = {
  paceKind: 'notes_per_week' | 'minutes_per_day';
  paceValue: number;
  startDay: string;
  targetDate: string;
};

export function presentGoal(goal: GoalFields, plan: Plan) {
  return {
    pace: { kind: goal.paceKind, value: goal.paceValue },
    startDay: goal.startDay,
    targetDate: goal.targetDate,
    expectedFinish: plan.expectedFinish,
    onTrack: plan.onTrack,
    notesPerWeekForTarget: plan.notesPerWeekForTarget,
  };
}

/** The learner's history of one playlist: goal, each note's plan day and progress, today's notes, streak. */
export function presentHistory(state: HistoryState): PlaylistHistoryDto {
  const dayOf = new Map(state.plan?.entries.map((entry) => [entry.itemId, entry.day]) ?? []);
  const notes = state.playlist.entries.map((entry) => {
    const progress = entry.noteId ? state.progress.get(entry.noteId) : undefined;
    const done = entry.noteId ? state.done.get(entry.noteId) : undefined;
    return {
      itemId: entry.itemId,
      noteId: entry.noteId,
      title: entry.title,
      position: entry.position,
      day: dayOf.get(entry.itemId) ?? null,
      progress: progress?.progress ?? 0,
      completed: !!progress?.completedAt,
      lastViewedAt: progress?.lastViewedAt?.toISOString() ?? null,
      tasks: TASK_TYPES.map((taskType) => ({ taskType, done: !!done?.has(taskType) })),
    };
  });
  return {
    playlistId: state.playlist.id,
    playlistTitle: state.playlist.title,
    ownPlaylist: state.playlist.ownerId !== null,
    today: state.today,
    timeZone: state.timeZone,
    goal: state.goal && state.plan ? presentGoal(state.goal, state.plan) : null,
    notes,
    completedCount: notes.filter((n) => n.completed).length,
    totalCount: notes.length,
    todayItemIds: state.todayEntries.map((entry) => entry.itemId),
    todayComplete: state.todayComplete,
    streak: computeStreak(state.streakDays, state.today),
  };
}
