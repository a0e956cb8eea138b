import type { BillingCycle } from '../../common/plans.ts';

/**
 * Billing periods in UTC (spec §9). A monthly period runs from the anchor's day of the month to the same
 * day next month; a month without that day ends on its last day (Jan 31 → Feb 28 → Mar 31), counted
 * from the anchor each time so a short month never shifts the day for good.
 */
export function addMonthsUtc(anchor: Date, months: number): Date {
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(anchor.getUTCDate(), lastDay),
      anchor.getUTCHours(),
      anchor.getUTCMinutes(),
      anchor.getUTCSeconds(),
      anchor.getUTCMilliseconds(),
    ),
  );
}

const DAY_MS = 86_400_000;

export type PeriodRule = { cycle: BillingCycle; periodDays?: number };

/** The end of the period that starts at `start` (the n-th period from `anchor`). */
function periodAt(anchor: Date, n: number, rule: PeriodRule): Date {
  if (rule.periodDays) return new Date(anchor.getTime() + n * rule.periodDays * DAY_MS);
  return addMonthsUtc(anchor, n * (rule.cycle === 'annual' ? 12 : 1));
}

/** The period, counted from `anchor`, that holds `now` (the first one when `now` is before the anchor). */
export function periodContaining(anchor: Date, now: Date, rule: PeriodRule): { start: Date; end: Date } {
  const span = rule.periodDays ? rule.periodDays * DAY_MS : (rule.cycle === 'annual' ? 365 : 30) * DAY_MS;
  // A guess from the average length, then a step or two to the exact boundary.
  let n = Math.max(0, Math.floor((now.getTime() - anchor.getTime()) / span) - 1);
  while (n > 0 && periodAt(anchor, n, rule) > now) n--;
  while (periodAt(anchor, n + 1, rule) <= now) n++;
  return { start: periodAt(anchor, n, rule), end: periodAt(anchor, n + 1, rule) };
}
