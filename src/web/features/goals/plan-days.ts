import type { GoalPlan } from '../../lib/api-types.ts';

const DAY_MS = 86_400_000;
const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The day `days` after a 'YYYY-MM-DD' day (calendar arithmetic, no time zone involved). */
export const addDays = (day: string, days: number) => new Date(utc(day) + days * DAY_MS).toISOString().slice(0, 10);

/** A calendar day in the learner's language, e.g. "Nov 26, 2026". */
export const formatDay = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(utc(day));

/** Monday of the day's ISO week. */
export function mondayOf(day: string): string {
  const weekday = (new Date(utc(day)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The plan's notes grouped by the week they fall in, in order: the preview's per-week counts. */
export function planByWeek(plan: GoalPlan['plan']): { week: string; notes: GoalPlan['plan'] }[] {
  const weeks: { week: string; notes: GoalPlan['plan'] }[] = [];
  for (const entry of plan) {
    const week = mondayOf(entry.day);
    const last = weeks.at(-1);
    if (last?.week === week) last.notes.push(entry);
    else weeks.push({ week, notes: [entry] });
  }
  return weeks;
}
