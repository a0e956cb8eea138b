import type { BillingCycle, PlanId } from '../../common/plans.ts';
import type { DbOrTx } from '../db/client.ts';

/**
 * What a payment does to the learner's plan and quotas: the subscriptions domain owns that (issue 13,
 * "Plans and quotas"); billing only tells it, inside the transaction that recorded the payment, so a plan
 * is never granted without its payment row nor twice for one.
 */
export type Grant = {
  userId: string;
  planId: PlanId;
  billingCycle: BillingCycle;
  periodStart: Date;
  periodEnd: Date;
  providerSubscriptionId: string | null;
};

export type PlanAccess = {
  activate(tx: DbOrTx, grant: Grant): Promise<void>;
  /** Monthly cancelled: access until the period ends, no renewal. */
  scheduleCancel(tx: DbOrTx, userId: string): Promise<void>;
  /** Refunded or expired: back to the free plan now. */
  end(tx: DbOrTx, userId: string): Promise<void>;
};

/** Until the subscriptions domain is wired in, billing's own paid_plan rows are the only record of a plan. */
export const planAccess: PlanAccess = {
  activate: async () => {},
  scheduleCancel: async () => {},
  end: async () => {},
};
