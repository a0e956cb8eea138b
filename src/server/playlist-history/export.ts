import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  playlistGoal,
  playlistNoteProgress,
  playlistNoteTask,
  playlistStreakDay,
} from '../db/schema/playlist-history.ts';

/** The learner's goals, progress, ticked tasks and completed days, for "Download my data" (ADR 33). */
export async function playlistHistoryToExport(db: Db, userId: string) {
  const [goals, progress, tasks, days] = await Promise.all([
    db
      .select({
        playlistId: playlistGoal.playlistId,
        paceKind: playlistGoal.paceKind,
        paceValue: playlistGoal.paceValue,
        startDay: playlistGoal.startDay,
        targetDate: playlistGoal.targetDate,
        createdAt: playlistGoal.createdAt,
      })
      .from(playlistGoal)
      .where(eq(playlistGoal.userId, userId))
      .orderBy(asc(playlistGoal.createdAt)),
    db
      .select({
        playlistId: playlistNoteProgress.playlistId,
        noteId: playlistNoteProgress.noteId,
        progress: playlistNoteProgress.progress,
        completedAt: playlistNoteProgress.completedAt,
        lastViewedAt: playlistNoteProgress.lastViewedAt,
      })
      .from(playlistNoteProgress)
      .where(eq(playlistNoteProgress.userId, userId)),
    db
      .select({
        playlistId: playlistNoteTask.playlistId,
        noteId: playlistNoteTask.noteId,
        taskType: playlistNoteTask.taskType,
        day: playlistNoteTask.day,
      })
      .from(playlistNoteTask)
      .where(eq(playlistNoteTask.userId, userId)),
    db
      .select({ playlistId: playlistStreakDay.playlistId, day: playlistStreakDay.day })
      .from(playlistStreakDay)
      .where(eq(playlistStreakDay.userId, userId))
      .orderBy(asc(playlistStreakDay.day)),
  ]);
  return { goals, noteProgress: progress, tasksDone: tasks, completedDays: days };
}
