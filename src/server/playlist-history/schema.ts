import { z } from 'zod';
import { PACE_KINDS, TASK_TYPES } from '../db/schema/playlist-history.ts';
import { requiredAs } from '../http/required.ts';
import { isDay } from './days.ts';

export { PACE_KINDS, TASK_TYPES };
export type { PaceKind, TaskType } from '../db/schema/playlist-history.ts';

/** Pace bounds: 1–21 new notes a week, or 5–240 minutes a day. */
export const PACE_LIMITS = { notes_per_week: { min: 1, max: 21 }, minutes_per_day: { min: 5, max: 240 } } as const;

const playlistId = requiredAs('playlistId', z.uuid('must be a playlist id'));
const noteId = requiredAs('noteId', z.uuid('must be a note id'));
const day = z.string({ error: 'must be a date as YYYY-MM-DD' }).refine(isDay, 'must be a date as YYYY-MM-DD');
const wholeNumber = (min: number, max: number) => {
  const range = `must be a whole number from ${min} to ${max}`;
  return z.number({ error: range }).int(range).min(min, range).max(max, range);
};

export const PlaylistQuery = z.object({ playlistId });
export const PlaylistNoteQuery = z.object({ playlistId, noteId });
export const PlaylistNoteBody = z.object({ playlistId, noteId });

export const Pace = z
  .object({
    kind: z.enum(PACE_KINDS, { error: `must be one of ${PACE_KINDS.join(', ')}` }),
    value: z.number({ error: 'must be a whole number' }).int('must be a whole number'),
  })
  .superRefine((pace, ctx) => {
    const { min, max } = PACE_LIMITS[pace.kind];
    if (pace.value < min || pace.value > max) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: `must be a whole number from ${min} to ${max}` });
    }
  });

export const StartGoalBody = z.object({
  playlistId,
  pace: requiredAs('pace', Pace),
  targetDate: requiredAs('targetDate', day),
  /** true: answer the plan without starting (the wizard's preview). */
  preview: z.boolean().optional(),
});
export type StartGoalInput = z.infer<typeof StartGoalBody>;

export const ToggleTaskBody = z.object({
  playlistId,
  noteId,
  taskType: requiredAs('taskType', z.enum(TASK_TYPES, { error: `must be one of ${TASK_TYPES.join(', ')}` })),
});

export const NoteProgressBody = z.object({
  playlistId,
  noteId,
  progress: requiredAs('progress', wholeNumber(0, 100)),
});

const Task = z.object({ taskType: z.enum(TASK_TYPES), done: z.boolean() });

export const PlannedNote = z.object({
  itemId: z.string(),
  noteId: z.string().nullable(),
  title: z.string(),
  position: z.number().int(),
  /** The plan's day for this note; null without a goal. */
  day: z.string().nullable(),
  progress: z.number().int(),
  completed: z.boolean(),
  lastViewedAt: z.iso.datetime().nullable(),
  tasks: z.array(Task),
});

export const Streak = z.object({
  current: z.number().int(),
  longest: z.number().int(),
  todayComplete: z.boolean(),
  graceUsedThisWeek: z.boolean(),
});

export const Goal = z.object({
  pace: z.object({ kind: z.enum(PACE_KINDS), value: z.number().int() }),
  startDay: z.string(),
  targetDate: z.string(),
  expectedFinish: z.string(),
  onTrack: z.boolean(),
  notesPerWeekForTarget: z.number().int(),
});

export const PlaylistHistory = z.object({
  playlistId: z.string(),
  playlistTitle: z.string(),
  /** The learner's own playlist (its notes are theirs: the note page opens them); false for a library one. */
  ownPlaylist: z.boolean(),
  /** The learner's calendar day (their time zone, UTC when unknown). */
  today: z.string(),
  timeZone: z.string(),
  goal: Goal.nullable(),
  notes: z.array(PlannedNote),
  completedCount: z.number().int(),
  totalCount: z.number().int(),
  /** Today's notes (ids of `notes` items) and whether all their tasks are done. */
  todayItemIds: z.array(z.string()),
  todayComplete: z.boolean(),
  streak: Streak,
});
export type PlaylistHistoryDto = z.infer<typeof PlaylistHistory>;

/** The goal wizard's answer: the plan, and the whole history when it started (null for a preview). */
export const GoalPlan = z.object({
  started: z.boolean(),
  goal: Goal,
  plan: z.array(z.object({ itemId: z.string(), noteId: z.string().nullable(), title: z.string(), day: z.string() })),
  history: PlaylistHistory.nullable(),
});

export const LatestHistory = z.object({ history: PlaylistHistory.nullable() });
