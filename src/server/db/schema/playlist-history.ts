import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from '../ids.ts';
import { user } from './auth.ts';
import { note } from './notes.ts';
import { playlist } from './playlists.ts';

/** How a goal is paced (ADR 33): new notes a week, or minutes of study a day. */
export const PACE_KINDS = ['notes_per_week', 'minutes_per_day'] as const;
export type PaceKind = (typeof PACE_KINDS)[number];

/** The study tasks of a note (spec §3 "Playlist history: taskType"). */
export const TASK_TYPES = ['watch', 'save_words', 'review_cards', 'grammar', 'quiz', 'shadowing'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

/** Every row is one learner's, of one playlist (and note): gone with the account, the playlist or the note. */
const learnerColumn = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });
const playlistColumn = () =>
  uuid('playlist_id')
    .notNull()
    .references(() => playlist.id, { onDelete: 'cascade' });
const noteColumn = () =>
  uuid('note_id')
    .notNull()
    .references(() => note.id, { onDelete: 'cascade' });

/**
 * A learner's goal on a playlist: one per learner and playlist (starting again replaces it, ADR 33).
 * Days are calendar days ('YYYY-MM-DD') in the learner's time zone when the goal started.
 */
export const playlistGoal = pgTable(
  'playlist_goal',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    userId: learnerColumn(),
    playlistId: playlistColumn(),
    paceKind: text('pace_kind').$type<PaceKind>().notNull(),
    paceValue: integer('pace_value').notNull(),
    startDay: text('start_day').notNull(),
    targetDate: text('target_date').notNull(),
    /** Last time the learner started, ticked or opened something of this goal: GET …/latest picks the newest. */
    activeAt: timestamp('active_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('playlist_goal_one').on(t.userId, t.playlistId),
    index('playlist_goal_user_active').on(t.userId, t.activeAt),
    index('playlist_goal_playlist').on(t.playlistId),
  ],
);

/** A learner's progress through one note of a playlist (kept when a goal is replaced). */
export const playlistNoteProgress = pgTable(
  'playlist_note_progress',
  {
    userId: learnerColumn(),
    playlistId: playlistColumn(),
    noteId: noteColumn(),
    /** 0–100, the furthest the learner got (never goes back). */
    progress: integer('progress').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The learner's day (their zone) the note was completed, so "completed before today" needs no zone maths. */
    completedDay: text('completed_day'),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.playlistId, t.noteId] }),
    index('playlist_note_progress_note').on(t.noteId),
    index('playlist_note_progress_playlist').on(t.playlistId),
    check('playlist_note_progress_range', sql`${t.progress} between 0 and 100`),
  ],
);

/** A done task of a note; toggling it off deletes the row. `day` is the learner's day it was done. */
export const playlistNoteTask = pgTable(
  'playlist_note_task',
  {
    userId: learnerColumn(),
    playlistId: playlistColumn(),
    noteId: noteColumn(),
    taskType: text('task_type').$type<TaskType>().notNull(),
    day: text('day').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.playlistId, t.noteId, t.taskType] }),
    index('playlist_note_task_note').on(t.noteId),
    index('playlist_note_task_playlist').on(t.playlistId),
  ],
);

/** A day (learner's zone) on which every one of the day's tasks was done: the streak counts these. */
export const playlistStreakDay = pgTable(
  'playlist_streak_day',
  {
    userId: learnerColumn(),
    playlistId: playlistColumn(),
    day: text('day').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.playlistId, t.day] }),
    index('playlist_streak_day_playlist').on(t.playlistId),
  ],
);
