import type { NextDue } from '../../lib/api-types.ts';

export type IntervalUnit = 'minute' | 'hour' | 'day' | 'month' | 'year';
/** A wait as the rating buttons show it: 10m, 1h, 3d, 2mo, 1.5y. */
export type Interval = { value: number; unit: IntervalUnit };

const MINUTE_MS = 60_000;
const DAYS_PER_MONTH = 365 / 12;

/**
 * How long until `next.due`, rounded to the unit a learner reads at a glance. Whole days come from
 * `scheduledDays` when the scheduler gives them (fuzz and time of day would otherwise blur 3d into 2d);
 * anything under a minute shows as 1m.
 */
export function intervalUntil(next: NextDue, now: number): Interval {
  const minutes = Math.max(0, (Date.parse(next.due) - now) / MINUTE_MS);
  if (next.scheduledDays < 1) {
    if (Math.round(minutes) < 60) return { value: Math.max(1, Math.round(minutes)), unit: 'minute' };
    if (Math.round(minutes / 60) < 24) return { value: Math.round(minutes / 60), unit: 'hour' };
  }
  const days = next.scheduledDays >= 1 ? next.scheduledDays : Math.max(1, Math.round(minutes / 1440));
  if (days < 30) return { value: days, unit: 'day' };
  const months = Math.round(days / DAYS_PER_MONTH);
  if (months < 12) return { value: Math.max(1, months), unit: 'month' };
  return { value: Math.round((days / 365) * 10) / 10, unit: 'year' };
}

/** The earliest of `dues` still ahead of `now`, or null. */
export function earliestFuture(dues: readonly string[], now: number): string | null {
  let best: string | null = null;
  for (const due of dues) {
    const time = Date.parse(due);
    if (time > now && (best === null || time < Date.parse(best))) best = due;
  }
  return best;
}
