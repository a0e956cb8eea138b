import { describe, expect, it } from 'vitest';
import {
  LISTED_PLANS,
  PLAN_FEATURE_KEYS,
  PLAN_IDS,
  PLANS,
  annualSavingPercent,
  findPlan,
  isFreePlan,
  limitValue,
  monthlyEquivalentUsd,
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
      const lower = LISTED_PLANS[i - 1]!.features;
      const higher = LISTED_PLANS[i]!.features;
      for (const key of PLAN_FEATURE_KEYS) {
        expect(limitValue(higher[key]), `${LISTED_PLANS[i]!.id}.${key}`).toBeGreaterThanOrEqual(limitValue(lower[key]));
      }
      expect(PLAN_FEATURE_KEYS.some((key) => limitValue(higher[key]) > limitValue(lower[key]))).toBe(true);
    }
  });

  it('gives paid plans unlimited videos or notes (spec: premium plans give unlimited media uploads)', () => {
    for (const plan of paidPlans) expect(plan.features.videosOrNotesPerMonth).toBe('unlimited');
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
