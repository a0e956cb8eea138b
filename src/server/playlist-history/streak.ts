import { addDays, type Day, dayNumber, weekOf } from './days.ts';

export type Streak = {
  /** Complete days in the run that reaches today (or yesterday: today still has time). */
  current: number;
  longest: number;
  todayComplete: boolean;
  /** The current week's grace day already covers a missed day of the run. */
  graceUsedThisWeek: boolean;
};

/**
 * The streak from the days (learner's zone) on which every task was done (ADR 33). A missed day keeps the
 * run when its ISO week (Monday–Sunday) has not used its one grace day yet; a grace day is not counted.
 * Today never breaks a run (there is still time). A day after `today` (the learner moved to a zone behind
 * the one they ticked it in) counts as today.
 */
export function computeStreak(completeDays: Day[], today: Day): Streak {
  const todayN = dayNumber(today);
  const days = new Set(completeDays.map((d) => Math.min(dayNumber(d), todayN)));
  const todayComplete = days.has(todayN);
  const current = runEndingAt(days, today, true);
  let longest = current.count;
  // The longest run: walk each run's last day (a complete day whose next day is not complete, or today).
  for (const n of days) {
    if (n === todayN || days.has(n + 1)) continue;
    longest = Math.max(longest, runEndingAt(days, addDays(today, n - todayN), false).count);
  }
  return {
    current: current.count,
    longest,
    todayComplete,
    graceUsedThisWeek: current.graceWeeks.has(weekOf(today)),
  };
}

/** Walks back from `last` counting complete days, spending each week's grace on one missed day. */
function runEndingAt(days: Set<number>, last: Day, lastMayBeOpen: boolean) {
  const graceWeeks = new Set<Day>();
  const earliest = Math.min(...days);
  let count = 0;
  let n = dayNumber(last);
  if (lastMayBeOpen && !days.has(n)) n -= 1;
  while (n >= earliest) {
    if (days.has(n)) {
      count += 1;
    } else {
      const week = weekOf(addDays(last, n - dayNumber(last)));
      if (graceWeeks.has(week)) break;
      graceWeeks.add(week);
    }
    n -= 1;
  }
  return { count, graceWeeks };
}
