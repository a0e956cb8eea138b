/**
 * Subscription plans (spec §1 "Plans", §4 "Subscription"). The spec names the tiers and the features
 * but not their values; the values below are ours. The web pricing cards and comparison table read
 * this file, and the server seeds its plans table from it, so prices and limits live in one place.
 */

export const BILLING_CYCLES = ['monthly', 'annual'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

export const PLAN_IDS = ['daily_test', 'starter', 'essential', 'pro', 'mastery'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** A quota that may have no ceiling. */
export type Limit = number | 'unlimited';

/** The spec's feature names; the three content quotas reset every month. */
export type PlanFeatures = {
  videosOrNotesPerMonth: Limit;
  flashcardsPerMonth: Limit;
  translationsPerMonth: Limit;
  teamMembers: number;
  storageGb: number;
  dataTransferGbPerMonth: number;
  priorityEmailSupport: boolean;
  grammarInsights: boolean;
};

export type PlanFeatureKey = keyof PlanFeatures;

/** Display order of the features on cards and in the comparison table. */
export const PLAN_FEATURE_KEYS: readonly PlanFeatureKey[] = [
  'videosOrNotesPerMonth',
  'flashcardsPerMonth',
  'translationsPerMonth',
  'teamMembers',
  'storageGb',
  'dataTransferGbPerMonth',
  'priorityEmailSupport',
  'grammarInsights',
];

export type Plan = {
  id: PlanId;
  /**
   * Prices in USD. `monthly` is charged every month and auto-renews; `annual` is one payment covering
   * twelve months that does not renew. Annual is priced at ten months, i.e. two months free.
   */
  priceUsd: Record<BillingCycle, number>;
  /** When set, a period lasts this many days whatever the billing cycle (the internal test plan). */
  periodDays?: number;
  /** Listed on the pricing page; internal plans are only reachable by id. */
  listed: boolean;
  /** The tier the pricing page recommends with a "Most popular" badge. */
  highlighted?: boolean;
  features: PlanFeatures;
};

const STARTER_FEATURES: PlanFeatures = {
  videosOrNotesPerMonth: 5,
  flashcardsPerMonth: 100,
  translationsPerMonth: 300,
  teamMembers: 1,
  storageGb: 1,
  dataTransferGbPerMonth: 5,
  priorityEmailSupport: false,
  grammarInsights: false,
};

const ESSENTIAL_FEATURES: PlanFeatures = {
  // The spec: premium plans give unlimited media uploads and more AI-generated content.
  videosOrNotesPerMonth: 'unlimited',
  flashcardsPerMonth: 1_000,
  translationsPerMonth: 3_000,
  teamMembers: 1,
  storageGb: 10,
  dataTransferGbPerMonth: 50,
  priorityEmailSupport: false,
  grammarInsights: true,
};

export const PLANS: readonly Plan[] = [
  {
    // Internal: a one-day plan for a few cents, so staff can run a real purchase, renewal, cancel and
    // refund end to end without waiting a month. It is not listed anywhere a buyer could see it: a
    // note about it on the pricing page would only raise questions.
    id: 'daily_test',
    priceUsd: { monthly: 0.5, annual: 0.5 },
    periodDays: 1,
    listed: false,
    features: ESSENTIAL_FEATURES,
  },
  { id: 'starter', priceUsd: { monthly: 0, annual: 0 }, listed: true, features: STARTER_FEATURES },
  { id: 'essential', priceUsd: { monthly: 8, annual: 80 }, listed: true, features: ESSENTIAL_FEATURES },
  {
    id: 'pro',
    priceUsd: { monthly: 16, annual: 160 },
    listed: true,
    highlighted: true,
    features: {
      videosOrNotesPerMonth: 'unlimited',
      flashcardsPerMonth: 5_000,
      translationsPerMonth: 15_000,
      teamMembers: 5,
      storageGb: 50,
      dataTransferGbPerMonth: 250,
      priorityEmailSupport: true,
      grammarInsights: true,
    },
  },
  {
    id: 'mastery',
    priceUsd: { monthly: 32, annual: 320 },
    listed: true,
    features: {
      videosOrNotesPerMonth: 'unlimited',
      flashcardsPerMonth: 'unlimited',
      translationsPerMonth: 'unlimited',
      teamMembers: 25,
      storageGb: 200,
      dataTransferGbPerMonth: 1_000,
      priorityEmailSupport: true,
      grammarInsights: true,
    },
  },
];

/** The plans a buyer can choose, cheapest first. */
export const LISTED_PLANS: readonly Plan[] = PLANS.filter((plan) => plan.listed);

export const FREE_PLAN_ID: PlanId = 'starter';

export function findPlan(id: string): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}

export const isFreePlan = (plan: Plan): boolean => plan.priceUsd.monthly === 0 && plan.priceUsd.annual === 0;

/** What one month costs on the given cycle, e.g. 80/12 → 6.67 for an annual Essential. */
export function monthlyEquivalentUsd(plan: Plan, cycle: BillingCycle): number {
  const raw = cycle === 'annual' ? plan.priceUsd.annual / 12 : plan.priceUsd.monthly;
  return Math.round(raw * 100) / 100;
}

/** Whole-percent saving of the annual payment over twelve monthly ones (0 for free plans). */
export function annualSavingPercent(plan: Plan): number {
  const twelveMonths = plan.priceUsd.monthly * 12;
  if (twelveMonths === 0) return 0;
  return Math.round((1 - plan.priceUsd.annual / twelveMonths) * 100);
}

/** A limit as a number for comparisons: unlimited is larger than any quota. */
export const limitValue = (limit: Limit | boolean): number =>
  limit === 'unlimited' ? Number.POSITIVE_INFINITY : typeof limit === 'boolean' ? Number(limit) : limit;
