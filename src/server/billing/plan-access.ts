import type { BillingCycle, PlanId } from '../../common/plans.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { activatePlan, currentSubscription, endSubscription, scheduleCancel } from '../subscriptions/service.ts';

/**
 * What a payment does to the learner's plan and quotas: the subscriptions domain owns that (ADR 26);
 * billing tells it inside the transaction that recorded the payment, so a plan is never granted without
 * its payment row, nor twice for one.
 */
export type Grant = {
  userId: string;
  planId: PlanId;
  billingCycle: BillingCycle;
  periodStart: Date;
  periodEnd: Date;
  providerSubscriptionId: string | null;
};

/** The paid plan an event is about, so it only touches the subscription that plan created. */
export type PaidPlanRef = { userId: string; planId: PlanId; providerSubscriptionId: string | null };

export type PlanAccess = {
  activate(tx: DbOrTx, grant: Grant): Promise<void>;
  /** Monthly cancelled: access until the period ends, no renewal. */
  scheduleCancel(tx: DbOrTx, paid: PaidPlanRef): Promise<void>;
  /** Refunded or expired: back to the free plan now. */
  end(tx: DbOrTx, paid: PaidPlanRef): Promise<void>;
};

// A transaction is a database to the subscriptions service (its own transactions nest as savepoints).
const asDb = (tx: DbOrTx) => tx as Db;

/**
 * Whether the user's current subscription is the one this paid plan gave: a plan an admin granted since,
 * or a newer purchase, is not cancelled or ended by an event about an older one.
 */
async function isCurrent(tx: DbOrTx, paid: PaidPlanRef): Promise<boolean> {
  const current = await currentSubscription(asDb(tx), paid.userId);
  return (
    current.provider === 'creem' &&
    current.planId === paid.planId &&
    (current.providerSubscriptionId ?? null) === paid.providerSubscriptionId
  );
}

export const planAccess: PlanAccess = {
  activate: async (tx, grant) => {
    await activatePlan(asDb(tx), { ...grant, provider: 'creem' });
  },
  scheduleCancel: async (tx, paid) => {
    if (await isCurrent(tx, paid)) await scheduleCancel(asDb(tx), paid.userId);
  },
  end: async (tx, paid) => {
    if (await isCurrent(tx, paid)) await endSubscription(asDb(tx), paid.userId);
  },
};
