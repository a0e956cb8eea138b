import { and, eq, ne } from 'drizzle-orm';
import { renderMessage } from '../../common/errors.ts';
import type { BillingCycle } from '../../common/plans.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { paidPlan, payment, refundRequest } from '../db/schema/billing.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { type BillingDeps, providerOf, viaProvider } from './deps.ts';
import type { PlanAccess } from './plan-access.ts';
import { presentRefund, refundDeadline } from './presenter.ts';
import { type RefundBody, REFUND_WINDOW_DAYS, type RefundRequestDto } from './schema.ts';
import { lastPaidPayment, ownPaidPlan } from './service.ts';

/**
 * Marks a charge refunded and ends the plan it paid for, once: the update only matches a payment still
 * `paid`, so the refund's API answer and its `refund.created` webhook (in either order, or replayed)
 * end the plan one time.
 */
export async function markRefunded(
  db: Db,
  access: PlanAccess,
  provider: string,
  transactionId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [refunded] = await tx
      .update(payment)
      .set({ status: 'refunded', refundedAt: new Date() })
      .where(
        and(
          eq(payment.provider, provider),
          eq(payment.providerTransactionId, transactionId),
          eq(payment.status, 'paid'),
        ),
      )
      .returning();
    if (!refunded) return false;
    await tx
      .update(refundRequest)
      .set({ status: 'succeeded', resolvedAt: new Date() })
      .where(and(eq(refundRequest.paymentId, refunded.id), ne(refundRequest.status, 'succeeded')));
    const [ended] = await tx
      .update(paidPlan)
      .set({ status: 'ended', updatedAt: new Date() })
      .where(and(eq(paidPlan.id, refunded.paidPlanId), ne(paidPlan.status, 'ended')))
      .returning();
    if (ended) await access.end(tx, ended);
    return true;
  });
}

/**
 * Spec §4/§9: a plan's latest payment can be refunded within 7 days of purchase, monthly or annual; the
 * refund ends the plan (a monthly subscription is stopped at once so it does not renew). One request per
 * payment: the unique row is claimed before the provider is asked, so two clicks never refund twice.
 */
export async function requestRefund(
  deps: BillingDeps,
  user: AuthUser,
  paidPlanId: string,
  body: RefundBody,
  cycle?: BillingCycle,
): Promise<RefundRequestDto> {
  const plan = await ownPaidPlan(deps.db, user, paidPlanId);
  // The spec's cycle-specific paths refund only their own kind of plan; `/refund` takes either.
  if (cycle && plan.billingCycle !== cycle) {
    throw badRequest(renderMessage(cycle === 'monthly' ? 'not_a_monthly_plan' : 'not_a_one_time_plan'));
  }
  const paid = await lastPaidPayment(deps.db, plan.id);
  if (!paid) throw badRequest(renderMessage('nothing_to_refund'));
  if (refundDeadline(paid.createdAt) < new Date()) {
    throw badRequest(renderMessage('refund_window_passed', { max: String(REFUND_WINDOW_DAYS) }));
  }
  const provider = providerOf(deps);
  const [claim] = await deps.db
    .insert(refundRequest)
    .values({
      userId: user.id,
      paymentId: paid.id,
      refundReasons: body.refundReasons,
      otherReason: body.otherReason || null,
    })
    .onConflictDoNothing()
    .returning();
  if (!claim) throw conflict(renderMessage('refund_already_requested'));
  let refund: Awaited<ReturnType<typeof provider.refund>>;
  try {
    refund = await viaProvider(deps, 'refund', async () => {
      if (plan.providerSubscriptionId && plan.status === 'active') {
        await provider.cancelSubscription(plan.providerSubscriptionId, 'immediate');
      }
      return provider.refund(paid.providerTransactionId);
    });
  } catch (error) {
    // Nothing was refunded: the learner may ask again.
    await deps.db.delete(refundRequest).where(eq(refundRequest.id, claim.id));
    throw error;
  }
  const failed = refund.status === 'failed' || refund.status === 'canceled';
  await deps.db
    .update(refundRequest)
    .set({ providerRefundId: refund.id || null, ...(failed ? { status: 'failed', resolvedAt: new Date() } : {}) })
    .where(eq(refundRequest.id, claim.id));
  if (refund.status === 'succeeded')
    await markRefunded(deps.db, deps.access, provider.name, paid.providerTransactionId);
  const [row] = await deps.db.select().from(refundRequest).where(eq(refundRequest.id, claim.id));
  return presentRefund(row!, paid);
}
