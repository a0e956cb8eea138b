import { QUOTA_COUNTERS, type QuotaCounter, quotaLimit } from '../../common/plans.ts';
import { planOf } from './catalogue.ts';
import type { SubscriptionOverviewDto } from './schema.ts';
import { nextRenewal, type SubscriptionRow } from './service.ts';

/** A subscription with this period's usage, as GET /v3/subscription answers it. */
export function presentOverview(
  row: SubscriptionRow,
  { usage, end }: { usage: Map<QuotaCounter, number>; end: Date },
  pending: SubscriptionRow[],
): SubscriptionOverviewDto {
  const plan = planOf(row.planId);
  const quotas = Object.fromEntries(
    QUOTA_COUNTERS.map((counter) => {
      const used = usage.get(counter) ?? 0;
      const total = quotaLimit(plan.quotas[counter]);
      return [
        counter,
        total === null
          ? { used, total: 'unlimited' as const, remaining: 'unlimited' as const }
          : { used, total, remaining: Math.max(0, total - used) },
      ];
    }),
  ) as SubscriptionOverviewDto['quotas'];
  return {
    subscriptionId: row.id,
    planId: plan.id,
    billingCycle: row.billingCycle,
    status: row.status,
    provider: row.provider,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    nextRenewal: nextRenewal(row)?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    quotasResetAt: end.toISOString(),
    quotas,
    teamMemberCap: plan.features.teamMembers,
    pendingSubscriptions: pending.map((p) => ({
      subscriptionId: p.id,
      planId: planOf(p.planId).id,
      billingCycle: p.billingCycle,
      createdAt: p.createdAt.toISOString(),
    })),
  };
}
