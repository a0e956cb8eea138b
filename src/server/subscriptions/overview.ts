import type { Db } from '../db/client.ts';
import { planCatalogue, planOf } from './catalogue.ts';
import { addMonthsUtc } from './periods.ts';
import { presentOverview } from './presenter.ts';
import { usageInPeriod } from './quota.ts';
import type { GrantPlanInput } from './schema.ts';
import { activatePlan, currentSubscription, pendingSubscriptions, usagePeriod } from './service.ts';

/** The user's plan, period and this period's usage (GET /v3/subscription: always the caller's own). */
export async function subscriptionOverview(db: Db, userId: string) {
  const now = new Date();
  const row = await currentSubscription(db, userId, now);
  const period = usagePeriod(row, now);
  const [usage, pending] = await Promise.all([
    usageInPeriod(db, userId, period.start),
    pendingSubscriptions(db, userId),
  ]);
  return presentOverview(row, { usage, end: period.end }, pending);
}

export const catalogueEntity = () => ({ plans: [...planCatalogue()] });

const DAY_MS = 86_400_000;

/**
 * An admin gives a plan from now for `periods` months or years (days for the one-day test plan), as
 * provider 'admin': self-hosting without a payment provider, or a courtesy. The caller checks the role.
 */
export async function grantPlan(db: Db, userId: string, input: GrantPlanInput, now = new Date()) {
  const { periodDays } = planOf(input.planId);
  const periodEnd = periodDays
    ? new Date(now.getTime() + input.periods * periodDays * DAY_MS)
    : addMonthsUtc(now, input.periods * (input.billingCycle === 'annual' ? 12 : 1));
  await activatePlan(db, {
    userId,
    planId: input.planId,
    billingCycle: input.billingCycle,
    periodStart: now,
    periodEnd,
    provider: 'admin',
  });
  return subscriptionOverview(db, userId);
}
