import { and, eq, inArray, ne } from 'drizzle-orm';
import type { BillingCycle, PlanId } from '../../common/plans.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { billingCheckout, paidPlan, payment } from '../db/schema/billing.ts';
import type { PaymentInfo } from '../providers/payments/types.ts';
import type { PlanAccess } from './plan-access.ts';

/** One paid charge as the provider reports it (checkout, renewal), with whose plan it pays for. */
export type Purchase = {
  provider: string;
  userId: string;
  planId: PlanId;
  billingCycle: BillingCycle;
  /** Ours (the request_id); annual purchases are found by it. */
  checkoutId: string | null;
  /** Monthly purchases and their renewals are found by it. */
  providerSubscriptionId: string | null;
  payment: PaymentInfo;
  periodStart: Date;
  periodEnd: Date;
};

export type PurchaseOutcome = {
  paidPlanId: string;
  /** False when this charge was recorded before (a replay, or the redirect and the webhook both came). */
  recorded: boolean;
  /** The user's other monthly subscriptions this purchase replaced: the caller stops their renewal. */
  replacedSubscriptions: string[];
};

type Row = typeof paidPlan.$inferSelect;

async function findPaidPlan(tx: DbOrTx, p: Purchase): Promise<Row | undefined> {
  const where = p.providerSubscriptionId
    ? and(eq(paidPlan.provider, p.provider), eq(paidPlan.providerSubscriptionId, p.providerSubscriptionId))
    : eq(paidPlan.checkoutId, p.checkoutId!);
  const [row] = await tx.select().from(paidPlan).where(where).for('update');
  return row;
}

/**
 * Records a charge and what it buys, once: the payment row is unique by the provider's transaction id, so
 * a replayed webhook, a webhook after the redirect's capture, or events out of order add nothing and
 * grant nothing twice. A period only moves forward: a late event for an older period changes no dates.
 */
export async function recordPurchase(db: Db, access: PlanAccess, p: Purchase): Promise<PurchaseOutcome | null> {
  if (!p.providerSubscriptionId && !p.checkoutId) return null;
  return db.transaction(async (tx) => {
    let plan = await findPaidPlan(tx, p);
    const created = !plan;
    if (!plan) {
      await tx
        .insert(paidPlan)
        .values({
          userId: p.userId,
          planId: p.planId,
          billingCycle: p.billingCycle,
          provider: p.provider,
          providerSubscriptionId: p.providerSubscriptionId,
          checkoutId: p.checkoutId,
          periodStart: p.periodStart,
          periodEnd: p.periodEnd,
        })
        .onConflictDoNothing();
      plan = (await findPaidPlan(tx, p))!;
    }
    const [inserted] = await tx
      .insert(payment)
      .values({
        userId: plan.userId,
        paidPlanId: plan.id,
        planId: plan.planId,
        billingCycle: plan.billingCycle,
        amountCents: p.payment.amountCents,
        currency: p.payment.currency,
        provider: p.provider,
        providerTransactionId: p.payment.transactionId,
        providerOrderId: p.payment.orderId,
        periodStart: p.periodStart,
        periodEnd: p.periodEnd,
      })
      .onConflictDoNothing()
      .returning({ id: payment.id });
    if (p.checkoutId) {
      await tx.update(billingCheckout).set({ completedAt: new Date() }).where(eq(billingCheckout.id, p.checkoutId));
    }
    if (!inserted || plan.status === 'ended')
      return { paidPlanId: plan.id, recorded: Boolean(inserted), replacedSubscriptions: [] };

    const later = created || p.periodEnd.getTime() > plan.periodEnd.getTime();
    if (!later) return { paidPlanId: plan.id, recorded: true, replacedSubscriptions: [] };
    await tx
      .update(paidPlan)
      .set({ periodStart: p.periodStart, periodEnd: p.periodEnd, updatedAt: new Date() })
      .where(eq(paidPlan.id, plan.id));
    const others = await tx
      .select({ id: paidPlan.id, subscription: paidPlan.providerSubscriptionId, status: paidPlan.status })
      .from(paidPlan)
      .where(
        and(
          eq(paidPlan.userId, plan.userId),
          ne(paidPlan.id, plan.id),
          inArray(paidPlan.status, ['active', 'canceling']),
        ),
      )
      .for('update');
    if (others.length) {
      const ids = others.map((o) => o.id);
      await tx.update(paidPlan).set({ status: 'ended', updatedAt: new Date() }).where(inArray(paidPlan.id, ids));
    }
    await access.activate(tx, {
      userId: plan.userId,
      planId: plan.planId,
      billingCycle: plan.billingCycle,
      periodStart: p.periodStart,
      periodEnd: p.periodEnd,
      providerSubscriptionId: plan.providerSubscriptionId,
    });
    return {
      paidPlanId: plan.id,
      recorded: true,
      // Only those still renewing: a cancelled one stops by itself.
      replacedSubscriptions: others.flatMap((o) => (o.status === 'active' && o.subscription ? [o.subscription] : [])),
    };
  });
}
