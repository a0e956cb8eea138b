import type { BillingCycle } from '../../common/plans.ts';
import { planOf } from '../subscriptions/catalogue.ts';
import { addMonthsUtc } from '../subscriptions/periods.ts';

const DAY_MS = 86_400_000;

/**
 * The period a payment buys when the provider does not say (an annual one-time payment has no
 * subscription): twelve months for annual, one for monthly; a plan with its own length (the one-day
 * test plan) keeps it.
 */
export function periodOf(planId: string, cycle: BillingCycle, start: Date): { periodStart: Date; periodEnd: Date } {
  const days = planOf(planId).periodDays;
  if (days) return { periodStart: start, periodEnd: new Date(start.getTime() + days * DAY_MS) };
  return { periodStart: start, periodEnd: addMonthsUtc(start, cycle === 'annual' ? 12 : 1) };
}
