import { and, eq, inArray } from 'drizzle-orm';
import { renderMessage } from '../../common/errors.ts';
import { billingCheckout, billingEvent, paidPlan } from '../db/schema/billing.ts';
import { badRequest, unauthorized } from '../http/errors.ts';
import type { PaymentEvent, PaymentProvider, SubscriptionInfo } from '../providers/payments/types.ts';
import { purchaseOf } from './checkout.ts';
import { type BillingDeps, providerOf, stopRenewals } from './deps.ts';
import { recordPurchase } from './grant.ts';
import { markRefunded } from './refunds.ts';

/**
 * A provider's webhook: the signature over the raw body first (a wrong one is refused and logged), then the
 * event id is claimed, so a replay is answered and ignored. If handling fails the claim is released and the
 * provider's retry handles it again. Every handler is safe out of order: purchases are unique by transaction
 * and only move a period forward; status events older than the plan's period are ignored.
 */
export async function handleWebhook(deps: BillingDeps, rawBody: string, signature: string | undefined) {
  const provider = providerOf(deps);
  let event: PaymentEvent | null;
  try {
    event = provider.verifyWebhook(rawBody, signature);
  } catch {
    throw badRequest(renderMessage('invalid_json'));
  }
  if (!event) {
    deps.logger.warn(
      { signature: signature?.slice(0, 80) ?? null, bytes: rawBody.length },
      'payment webhook with a wrong signature',
    );
    throw unauthorized(renderMessage('webhook_signature_invalid'));
  }
  if (!event.id) throw badRequest(renderMessage('required', { field: 'id' }));
  const [claimed] = await deps.db
    .insert(billingEvent)
    .values({ provider: provider.name, eventId: event.id, type: event.type })
    .onConflictDoNothing()
    .returning();
  if (!claimed) return { received: true, duplicate: true };
  try {
    await apply(deps, provider, event);
  } catch (error) {
    await deps.db
      .delete(billingEvent)
      .where(and(eq(billingEvent.provider, provider.name), eq(billingEvent.eventId, event.id)));
    throw error;
  }
  deps.logger.info({ event: event.id, type: event.type }, 'payment webhook handled');
  return { received: true, duplicate: false };
}

async function checkoutRow(deps: BillingDeps, metadata: Record<string, string>) {
  const id = metadata.checkoutId;
  if (!id || !/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await deps.db.select().from(billingCheckout).where(eq(billingCheckout.id, id));
  return row;
}

async function apply(deps: BillingDeps, provider: PaymentProvider, event: PaymentEvent): Promise<void> {
  if (event.kind === 'refund') {
    if (event.refund.transactionId) await markRefunded(deps.db, deps.access, provider.name, event.refund.transactionId);
    return;
  }
  if (event.kind === 'checkout') {
    const row = await checkoutRow(deps, event.checkout.metadata);
    const purchase =
      row && event.checkout.status === 'completed'
        ? purchaseOf(provider.name, row, event.checkout, event.createdAt)
        : null;
    if (purchase)
      await stopRenewals(deps, (await recordPurchase(deps.db, deps.access, purchase))?.replacedSubscriptions ?? []);
    return;
  }
  if (event.kind !== 'subscription') return;
  const sub = event.subscription;
  if (sub.lastPayment && ['subscription.paid', 'subscription.active', 'subscription.update'].includes(event.type)) {
    // Our checkout row, not the metadata alone, says whose plan this is: metadata is copied, rows are ours.
    const row = await checkoutRow(deps, sub.metadata);
    const purchase =
      row?.billingCycle === 'monthly'
        ? purchaseOf(provider.name, row, { payment: null, subscription: sub }, event.createdAt)
        : null;
    if (purchase)
      await stopRenewals(deps, (await recordPurchase(deps.db, deps.access, purchase))?.replacedSubscriptions ?? []);
  }
  await applyStatus(deps, provider, event.type, sub);
}

/** Cancelled: access until the period ends; expired (or cancelled with no time left): the plan ends now. */
async function applyStatus(deps: BillingDeps, provider: PaymentProvider, type: string, sub: SubscriptionInfo) {
  const expired = type === 'subscription.expired' || sub.status === 'expired';
  const canceled =
    ['subscription.canceled', 'subscription.scheduled_cancel'].includes(type) ||
    ['canceled', 'scheduled_cancel'].includes(sub.status);
  if (!expired && !canceled) return;
  await deps.db.transaction(async (tx) => {
    const [plan] = await tx
      .select()
      .from(paidPlan)
      .where(
        and(
          eq(paidPlan.provider, provider.name),
          eq(paidPlan.providerSubscriptionId, sub.id),
          inArray(paidPlan.status, ['active', 'canceling']),
        ),
      )
      .for('update');
    // An event about an older period than the one we hold (a renewal came after it) changes nothing.
    if (!plan || (sub.periodEnd && sub.periodEnd < plan.periodEnd)) return;
    const endsNow = expired || plan.periodEnd <= new Date();
    if (!endsNow && plan.status === 'canceling') return;
    await tx
      .update(paidPlan)
      .set({ status: endsNow ? 'ended' : 'canceling', updatedAt: new Date() })
      .where(eq(paidPlan.id, plan.id));
    await (endsNow ? deps.access.end(tx, plan) : deps.access.scheduleCancel(tx, plan));
  });
}
