import { z } from 'zod';
import { type Plan, PLAN_IDS, PLANS, QUOTA_COUNTERS } from './plans.ts';

/**
 * A self-hoster's changes to the plan catalogue (PLANS_FILE, ADR 26), e.g. `{ "unlimited": true }` for an
 * install where nobody should ever hit a quota, or `{ "plans": { "starter": { "quotas": { "note": 50 } } } }`.
 * Only what is named changes; everything else keeps the built-in value. Unknown keys are refused, so a
 * typo is an error at start rather than a silently ignored limit.
 */
const limit = z.union([z.number().int().min(0), z.literal('unlimited')]);
const money = z.number().min(0).max(100_000);

const PlanOverride = z.strictObject({
  priceUsd: z.strictObject({ monthly: money, annual: money }).partial().optional(),
  listed: z.boolean().optional(),
  highlighted: z.boolean().optional(),
  quotas: z.strictObject(Object.fromEntries(QUOTA_COUNTERS.map((c) => [c, limit.optional()]))).optional(),
  features: z
    .strictObject({
      teamMembers: z.number().int().min(1).max(10_000),
      storageGb: z.number().min(0),
      dataTransferGbPerMonth: z.number().min(0),
      priorityEmailSupport: z.boolean(),
      grammarInsights: z.boolean(),
    })
    .partial()
    .optional(),
});

export const PlanOverrides = z.strictObject({
  /** Every quota of every plan becomes unlimited (applied before `plans`). */
  unlimited: z.boolean().optional(),
  plans: z.partialRecord(z.enum(PLAN_IDS), PlanOverride).optional(),
});
export type PlanOverrides = z.infer<typeof PlanOverrides>;

const UNLIMITED = Object.fromEntries(QUOTA_COUNTERS.map((c) => [c, 'unlimited'])) as Plan['quotas'];

/** The built-in catalogue with the overrides applied (validated input: see PlanOverrides). */
export function applyPlanOverrides(overrides: PlanOverrides, base: readonly Plan[] = PLANS): Plan[] {
  return base.map((plan) => {
    const change = overrides.plans?.[plan.id];
    const quotas = overrides.unlimited ? UNLIMITED : plan.quotas;
    return {
      ...plan,
      ...(change?.listed === undefined ? {} : { listed: change.listed }),
      ...(change?.highlighted === undefined ? {} : { highlighted: change.highlighted }),
      priceUsd: { ...plan.priceUsd, ...change?.priceUsd },
      quotas: { ...quotas, ...(change?.quotas as Partial<Plan['quotas']> | undefined) },
      features: { ...plan.features, ...change?.features },
    };
  });
}
