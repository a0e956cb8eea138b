/**
 * Subscription plans (spec §1 "Plans", §3 and §4 "Subscription"). The spec names the tiers, the features
 * and the quota counters but not their values; the values below are ours. The server enforces them
 * (ADR 26) and serves the effective catalogue (these, or a self-hoster's PLANS_FILE) at
 * GET /v3/subscription/plans; the prerendered pricing page is built from these.
 */

export const BILLING_CYCLES = ['monthly', 'annual'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

export const PLAN_IDS = ['daily_test', 'starter', 'essential', 'pro', 'mastery'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** A quota that may have no ceiling. */
export type Limit = number | 'unlimited';

/**
 * The spec's quota counters (§3 "Subscription"): what a learner may ask for in one billing period.
 * `aiCall` counts minutes; the others count requests. They reset every period (UTC).
 */
export const QUOTA_COUNTERS = [
  'note',
  'ytFullScript',
  'translation',
  'aiChat',
  'aiCall',
  'clipRecommendation',
] as const;
export type QuotaCounter = (typeof QUOTA_COUNTERS)[number];
export type PlanQuotas = Record<QuotaCounter, Limit>;

/** What a plan gives besides its quotas (spec §1 plan features). */
export type PlanFeatures = {
  /** The team-member cap of the teams the subscriber owns. */
  teamMembers: number;
  storageGb: number;
  dataTransferGbPerMonth: number;
  priorityEmailSupport: boolean;
  grammarInsights: boolean;
};

export type PlanFeatureKey = keyof PlanFeatures;

export const PLAN_FEATURE_KEYS: readonly PlanFeatureKey[] = [
  'teamMembers',
  'storageGb',
  'dataTransferGbPerMonth',
  'priorityEmailSupport',
  'grammarInsights',
];

/** One row of the pricing cards and the comparison table: a quota or a feature. */
export type PlanRowKey = QuotaCounter | PlanFeatureKey;
/** Display order on cards and in the comparison table. */
export const PLAN_ROW_KEYS: readonly PlanRowKey[] = [...QUOTA_COUNTERS, ...PLAN_FEATURE_KEYS];

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
  quotas: PlanQuotas;
  features: PlanFeatures;
};

/** A plan's value for one row of the pricing table. */
export const planRowValue = (plan: Plan, key: PlanRowKey): Limit | boolean =>
  key in plan.quotas ? plan.quotas[key as QuotaCounter] : plan.features[key as PlanFeatureKey];

const STARTER_QUOTAS: PlanQuotas = {
  note: 5,
  ytFullScript: 1,
  translation: 300,
  aiChat: 20,
  aiCall: 10,
  clipRecommendation: 10,
};

const ESSENTIAL_QUOTAS: PlanQuotas = {
  // The spec: premium plans give unlimited media uploads and more AI-generated content.
  note: 'unlimited',
  ytFullScript: 20,
  translation: 3_000,
  aiChat: 300,
  aiCall: 60,
  clipRecommendation: 100,
};

const ESSENTIAL_FEATURES: PlanFeatures = {
  teamMembers: 5,
  storageGb: 10,
  dataTransferGbPerMonth: 50,
  priorityEmailSupport: false,
  grammarInsights: true,
};

/** The built-in catalogue; a self-hoster may override it with PLANS_FILE (the server's subscriptions/catalogue.ts). */
export const PLANS: readonly Plan[] = [
  {
    // Internal: a one-day plan for a few cents, so staff can run a real purchase, renewal, cancel and
    // refund end to end without waiting a month. It is not listed anywhere a buyer could see it: a
    // note about it on the pricing page would only raise questions.
    id: 'daily_test',
    priceUsd: { monthly: 0.5, annual: 0.5 },
    periodDays: 1,
    listed: false,
    quotas: ESSENTIAL_QUOTAS,
    features: ESSENTIAL_FEATURES,
  },
  {
    id: 'starter',
    priceUsd: { monthly: 0, annual: 0 },
    listed: true,
    quotas: STARTER_QUOTAS,
    features: {
      // A study group of three (the owner and two) on the free plan; a class needs a paid plan.
      teamMembers: 3,
      storageGb: 1,
      dataTransferGbPerMonth: 5,
      priorityEmailSupport: false,
      grammarInsights: false,
    },
  },
  {
    id: 'essential',
    priceUsd: { monthly: 8, annual: 80 },
    listed: true,
    quotas: ESSENTIAL_QUOTAS,
    features: ESSENTIAL_FEATURES,
  },
  {
    id: 'pro',
    priceUsd: { monthly: 16, annual: 160 },
    listed: true,
    highlighted: true,
    quotas: {
      note: 'unlimited',
      ytFullScript: 100,
      translation: 15_000,
      aiChat: 1_500,
      aiCall: 300,
      clipRecommendation: 500,
    },
    features: {
      teamMembers: 10,
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
    quotas: {
      note: 'unlimited',
      ytFullScript: 'unlimited',
      translation: 'unlimited',
      aiChat: 'unlimited',
      // Minutes of a live call cost real money each; even the top plan has a ceiling.
      aiCall: 1_200,
      clipRecommendation: 'unlimited',
    },
    features: {
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
export const listedPlans = (plans: readonly Plan[]): Plan[] => plans.filter((plan) => plan.listed);

export const FREE_PLAN_ID: PlanId = 'starter';

export function findPlan(id: string, plans: readonly Plan[] = PLANS): Plan | undefined {
  return plans.find((plan) => plan.id === id);
}

/**
 * A quota's ceiling as a number, or null for unlimited. Spec §5: a missing or non-numeric value counts
 * as zero (and zero means used up), so a hand-written catalogue with a typo never grants unlimited use.
 */
export function quotaLimit(value: unknown): number | null {
  if (value === 'unlimited') return null;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
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
