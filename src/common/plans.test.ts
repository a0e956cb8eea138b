import { describe, expect, it } from 'vitest';
import {
  LISTED_PLANS,
  PLAN_IDS,
  PLAN_ROW_KEYS,
  QUOTA_COUNTERS,
  PLANS,
  annualSavingPercent,
  findPlan,
  isFreePlan,
  limitValue,
  monthlyEquivalentUsd,
  planRowValue,
  quotaLimit,
} from './plans.ts';

const paidPlans = PLANS.filter((plan) => !isFreePlan(plan) && plan.listed);

describe('plans', () => {
  it('defines every spec tier exactly once', () => {
    expect(PLANS.map((plan) => plan.id).sort()).toEqual([...PLAN_IDS].sort());
  });

  it('makes the starter plan free and the only free plan', () => {
    const starter = findPlan('starter')!;
    expect(starter.priceUsd).toEqual({ monthly: 0, annual: 0 });
    expect(PLANS.filter(isFreePlan).map((plan) => plan.id)).toEqual(['starter']);
  });

  it('prices every paid plan cheaper per month when paid annually', () => {
    expect(paidPlans.length).toBeGreaterThan(0);
    for (const plan of paidPlans) {
      expect(plan.priceUsd.annual).toBeLessThan(plan.priceUsd.monthly * 12);
      expect(monthlyEquivalentUsd(plan, 'annual')).toBeLessThan(monthlyEquivalentUsd(plan, 'monthly'));
      expect(annualSavingPercent(plan)).toBeGreaterThan(0);
    }
  });

  it('lists the tiers cheapest first with strictly rising prices', () => {
    const prices = LISTED_PLANS.map((plan) => plan.priceUsd.monthly);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set(prices).size).toBe(prices.length);
  });

  it('never gives a higher tier less of any feature, and always gives it more of something', () => {
    for (let i = 1; i < LISTED_PLANS.length; i++) {
      const value = (plan: number, key: (typeof PLAN_ROW_KEYS)[number]) =>
        limitValue(planRowValue(LISTED_PLANS[plan]!, key));
      for (const key of PLAN_ROW_KEYS) {
        expect(value(i, key), `${LISTED_PLANS[i]!.id}.${key}`).toBeGreaterThanOrEqual(value(i - 1, key));
      }
      expect(PLAN_ROW_KEYS.some((key) => value(i, key) > value(i - 1, key))).toBe(true);
    }
  });

  it('gives paid plans unlimited videos or notes (spec: premium plans give unlimited media uploads)', () => {
    for (const plan of paidPlans) expect(plan.quotas.note).toBe('unlimited');
  });

  it('gives every plan a value for each of the spec quota counters, and the free plan a ceiling on each', () => {
    for (const plan of PLANS) expect(Object.keys(plan.quotas).sort()).toEqual([...QUOTA_COUNTERS].sort());
    for (const counter of QUOTA_COUNTERS) expect(quotaLimit(findPlan('starter')!.quotas[counter])).toBeGreaterThan(0);
  });

  it('counts a missing, non-numeric or negative quota as zero and unlimited as no ceiling (spec §5)', () => {
    expect(quotaLimit(undefined)).toBe(0);
    expect(quotaLimit('12')).toBe(0);
    expect(quotaLimit(Number.NaN)).toBe(0);
    expect(quotaLimit(-3)).toBe(0);
    expect(quotaLimit(7.9)).toBe(7);
    expect(quotaLimit('unlimited')).toBeNull();
  });

  it('keeps the daily test plan internal, tiny and one day long', () => {
    const test = findPlan('daily_test')!;
    expect(test.listed).toBe(false);
    expect(test.periodDays).toBe(1);
    expect(test.priceUsd.monthly).toBeLessThan(1);
    expect(LISTED_PLANS).not.toContain(test);
  });

  it('highlights exactly one listed plan as most popular', () => {
    expect(LISTED_PLANS.filter((plan) => plan.highlighted)).toHaveLength(1);
  });
});
