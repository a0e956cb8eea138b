import type { PaceKind } from '../db/schema/playlist-history.ts';
import { addDays, type Day, dayNumber } from './days.ts';

/** A note's study session (watch, words, cards, grammar, quiz, shadowing) counted as this many minutes (ADR 33). */
export const MINUTES_PER_NOTE = 20;

export type Pace = { kind: PaceKind; value: number };
export type PlanEntry = { itemId: string; noteId: string | null; title: string; position: number };
export type PlannedEntry = PlanEntry & { day: Day };
export type Plan = {
  entries: PlannedEntry[];
  /** The day of the last note (the start day for an empty playlist). */
  expectedFinish: Day;
  /** The plan finishes on or before the target date. */
  onTrack: boolean;
  /** The least notes a week that would finish by the target date (at least 1). */
  notesPerWeekForTarget: number;
};

/** Notes a day the pace allows, as a fraction: 3 a week → 3/7; 45 minutes a day → 45/20. */
const notesPerDay = (pace: Pace) => (pace.kind === 'notes_per_week' ? pace.value / 7 : pace.value / MINUTES_PER_NOTE);

/**
 * The plan: the entries in playlist order, the i-th on the start day + ⌊i ÷ notes a day⌋, so a pace of 3 a
 * week puts notes on days 0, 2, 4, 7, … and 40 minutes a day two notes each day.
 */
export function makePlan(entries: PlanEntry[], pace: Pace, startDay: Day, targetDate: Day): Plan {
  const perDay = notesPerDay(pace);
  // The small epsilon keeps 7 a week (exactly 1 a day) from landing on the next day through rounding.
  const planned = entries.map((entry, i) => ({ ...entry, day: addDays(startDay, Math.floor(i / perDay + 1e-9)) }));
  const expectedFinish = planned.at(-1)?.day ?? startDay;
  const daysToTarget = dayNumber(targetDate) - dayNumber(startDay) + 1;
  return {
    entries: planned,
    expectedFinish,
    onTrack: expectedFinish <= targetDate,
    notesPerWeekForTarget: Math.max(1, Math.ceil((entries.length * 7) / Math.max(1, daysToTarget))),
  };
}

/**
 * Today's notes: those planned on or before today and not completed before today, up to as many as the
 * pace plans for today (at least one). A note completed today stays, so ticking the last task does not swap
 * the day's list. On a day the plan leaves free (3 a week) the learner carries on with the next open note.
 */
export function todaysEntries(
  plan: PlannedEntry[],
  today: Day,
  completedDayOf: (noteId: string | null) => Day | null,
): PlannedEntry[] {
  const open = plan.filter((entry) => {
    const done = completedDayOf(entry.noteId);
    return done === null || done >= today;
  });
  const due = open.filter((entry) => entry.day <= today);
  const quota = Math.max(1, plan.filter((entry) => entry.day === today).length);
  return (due.length ? due : open).slice(0, quota);
}
