import { type BillingCycle, findPlan } from '../../common/plans.ts';

/** Adds whole calendar months in UTC, clamping to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonthsUtc(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/**
 * The period a payment buys when the provider does not say (an annual one-time payment has no
 * subscription): twelve months for annual, one for monthly; a plan with its own length (the one-day
 * test plan) keeps it.
 */
export function periodOf(planId: string, cycle: BillingCycle, start: Date): { periodStart: Date; periodEnd: Date } {
  const days = (findPlan(planId) as { periodDays?: number } | undefined)?.periodDays;
  if (days) return { periodStart: start, periodEnd: new Date(start.getTime() + days * 86_400_000) };
  return { periodStart: start, periodEnd: addMonthsUtc(start, cycle === 'annual' ? 12 : 1) };
}
