/** Day boundaries are UTC (spec §9, ADR 7): a "day" of reviews is the same for every learner. */
const DAY_MS = 86_400_000;

export function startOfUtcDay(now: Date): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
}

/** Days since the epoch, so consecutive days differ by exactly 1. */
export const utcDayNumber = (date: Date): number => Math.floor(date.getTime() / DAY_MS);

/**
 * Streaks from the days (as utcDayNumber) with at least one review: the longest run ever, and the run
 * ending today — or yesterday, so a streak is not lost before the learner had the chance to review today.
 */
export function streaks(days: number[], today: number): { current: number; longest: number } {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  for (let i = 0; i < sorted.length; i++) {
    run = i > 0 && sorted[i] === sorted[i - 1]! + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  const last = sorted.at(-1);
  const current = last !== undefined && (last === today || last === today - 1) ? run : 0;
  return { current, longest };
}
