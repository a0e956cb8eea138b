import { z } from 'zod';
import { BILLING_CYCLES, PLAN_IDS, QUOTA_COUNTERS } from '../../common/plans.ts';
import { SUBSCRIPTION_PROVIDERS, SUBSCRIPTION_STATUSES } from '../db/schema/subscriptions.ts';

/**
 * Plans and quotas (ADR 26, spec §3 "Subscription", §4, §7 "Subscription"). Routes:
 *   GET  /v3/subscription/plans             → PlanCatalogue   (public: the effective catalogue, PLANS_FILE included)
 *   GET  /v3/subscription                   → SubscriptionOverview (signed in: the caller's own only)
 *   GET  /v3/admin/users/{id}/subscription  → SubscriptionOverview (admins)
 *   POST /v3/admin/users/{id}/plan  GrantPlanBody → SubscriptionOverview (admins; provider 'admin')
 */

const limit = z.union([z.number().int().min(0), z.literal('unlimited')]);
const planId = z.enum(PLAN_IDS, { error: `must be one of ${PLAN_IDS.join(', ')}` });
const billingCycle = z.enum(BILLING_CYCLES, { error: 'must be monthly or annual' });

export const PlanEntity = z.object({
  id: planId,
  priceUsd: z.object({ monthly: z.number(), annual: z.number() }),
  periodDays: z.number().int().optional(),
  listed: z.boolean(),
  highlighted: z.boolean().optional(),
  quotas: z.object(
    Object.fromEntries(QUOTA_COUNTERS.map((c) => [c, limit])) as Record<(typeof QUOTA_COUNTERS)[number], typeof limit>,
  ),
  features: z.object({
    teamMembers: z.number().int(),
    storageGb: z.number(),
    dataTransferGbPerMonth: z.number(),
    priorityEmailSupport: z.boolean(),
    grammarInsights: z.boolean(),
  }),
});
export const PlanCatalogue = z.object({ plans: z.array(PlanEntity) });

/** One counter this period: `total` is the plan's ceiling (spec §5: 0 means none left to use). */
const QuotaUsage = z.object({
  used: z.number().int(),
  total: limit,
  remaining: limit,
});

const Period = { periodStart: z.iso.datetime(), periodEnd: z.iso.datetime() };

export const PendingSubscription = z.object({
  subscriptionId: z.string(),
  planId,
  billingCycle,
  createdAt: z.iso.datetime(),
});

export const SubscriptionOverview = z.object({
  subscriptionId: z.string(),
  planId,
  billingCycle,
  status: z.enum(SUBSCRIPTION_STATUSES),
  provider: z.enum(SUBSCRIPTION_PROVIDERS),
  ...Period,
  /** When the plan renews (and the quotas reset with a charge); null when it stops at periodEnd. */
  nextRenewal: z.iso.datetime().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** When the quotas start again from zero: periodEnd, or the month's end within an annual plan. */
  quotasResetAt: z.iso.datetime(),
  quotas: z.object(
    Object.fromEntries(QUOTA_COUNTERS.map((c) => [c, QuotaUsage])) as Record<
      (typeof QUOTA_COUNTERS)[number],
      typeof QuotaUsage
    >,
  ),
  teamMemberCap: z.number().int(),
  pendingSubscriptions: z.array(PendingSubscription),
});
export type SubscriptionOverviewDto = z.infer<typeof SubscriptionOverview>;

export const GrantPlanBody = z.object({
  planId,
  billingCycle,
  /** How long the grant lasts, in periods of the cycle (months or years); one by default. */
  periods: z.number().int().min(1, 'must be at least 1').max(36, 'must be at most 36').default(1),
});
export type GrantPlanInput = z.infer<typeof GrantPlanBody>;
