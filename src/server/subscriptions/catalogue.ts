import { FREE_PLAN_ID, PLANS, type Plan } from '../../common/plans.ts';

/**
 * The effective plan catalogue of this process: the built-in one, or the configuration's (PLANS_FILE,
 * read and checked by config.ts). The composition sets it once at start (app.ts, worker.ts), so the quota
 * functions keep the short signatures other domains call them with.
 */
let catalogue: readonly Plan[] = PLANS;

export function setPlanCatalogue(plans: readonly Plan[]): void {
  catalogue = plans;
}

export const planCatalogue = (): readonly Plan[] => catalogue;

/** A stored plan id the catalogue no longer knows counts as the free plan rather than failing the request. */
export function planOf(id: string): Plan {
  return catalogue.find((plan) => plan.id === id) ?? catalogue.find((plan) => plan.id === FREE_PLAN_ID)!;
}
