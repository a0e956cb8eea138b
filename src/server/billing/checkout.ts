import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { renderMessage } from '../../common/errors.ts';
import { type BillingCycle, findPlan, isFreePlan, type PlanId } from '../../common/plans.ts';
import type { AuthUser } from '../auth/session.ts';
import { billingCheckout } from '../db/schema/billing.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import type { CheckoutInfo } from '../providers/payments/types.ts';
import { type BillingDeps, providerOf, stopRenewals, viaProvider } from './deps.ts';
import { type Purchase, recordPurchase } from './grant.ts';
import { periodOf } from './periods.ts';
import { currentPaidPlan } from './service.ts';

type CheckoutRow = typeof billingCheckout.$inferSelect;

/** Where the provider sends the buyer back: the web app's checkout confirmation page (spec §2). */
export const CONFIRMATION_PATH = '/checkout/confirmation';

/**
 * Opens a hosted checkout for a plan and cycle: our checkout row's id is the request_id, and who buys what
 * travels in the metadata, so the redirect and every webhook lead back to this row.
 */
export async function startCheckout(
  deps: BillingDeps,
  user: AuthUser,
  planId: PlanId,
  billingCycle: BillingCycle,
): Promise<{ checkoutUrl: string }> {
  const provider = providerOf(deps);
  const plan = findPlan(planId);
  const productId = provider.productFor(planId, billingCycle);
  if (!plan || isFreePlan(plan) || !productId) throw badRequest(renderMessage('plan_not_for_sale'));
  const current = await currentPaidPlan(deps.db, user.id);
  if (current?.status === 'active' && current.planId === planId && current.billingCycle === billingCycle) {
    throw conflict(renderMessage('already_on_plan'));
  }
  const id = randomUUID();
  await deps.db.insert(billingCheckout).values({ id, userId: user.id, planId, billingCycle, provider: provider.name });
  const checkout = await viaProvider(deps, 'create checkout', () =>
    provider.createCheckout({
      productId,
      requestId: id,
      successUrl: `${deps.baseUrl}${CONFIRMATION_PATH}`,
      customerEmail: user.email,
      metadata: { userId: user.id, planId, billingCycle, checkoutId: id },
    }),
  );
  await deps.db.update(billingCheckout).set({ providerCheckoutId: checkout.id }).where(eq(billingCheckout.id, id));
  return { checkoutUrl: checkout.url };
}

/** The charge a completed checkout (or a subscription event) stands for, for the plan its checkout row names. */
export function purchaseOf(
  provider: string,
  row: Pick<CheckoutRow, 'id' | 'userId' | 'planId' | 'billingCycle'>,
  checkout: Pick<CheckoutInfo, 'payment' | 'subscription'>,
  paidAt: Date,
): Purchase | null {
  const sub = checkout.subscription;
  const payment = checkout.payment ?? sub?.lastPayment;
  if (!payment) return null;
  const fallback = periodOf(row.planId, row.billingCycle, paidAt);
  return {
    provider,
    userId: row.userId,
    planId: row.planId,
    billingCycle: row.billingCycle,
    checkoutId: row.id,
    providerSubscriptionId: row.billingCycle === 'monthly' ? (sub?.id ?? null) : null,
    payment,
    periodStart: sub?.periodStart ?? fallback.periodStart,
    periodEnd: sub?.periodEnd ?? fallback.periodEnd,
  };
}

/**
 * After the redirect: the parameters' signature must be the provider's, and the provider itself must say
 * the checkout is paid, before anything is granted. Someone else's checkout is "not found".
 */
export async function capture(deps: BillingDeps, user: AuthUser, params: [string, string][]): Promise<string> {
  const provider = providerOf(deps);
  if (!provider.verifyRedirect(params)) {
    deps.logger.warn({ userId: user.id }, 'payment redirect with a wrong signature');
    throw badRequest(renderMessage('payment_signature_invalid'));
  }
  const checkoutId = params.find(([key]) => key === 'checkout_id')?.[1] ?? '';
  const checkout = await viaProvider(deps, 'get checkout', () => provider.getCheckout(checkoutId), true);
  const [row] = checkout.requestId
    ? await deps.db
        .select()
        .from(billingCheckout)
        .where(and(eq(billingCheckout.id, checkout.requestId), eq(billingCheckout.userId, user.id)))
    : [];
  const requestId = params.find(([key]) => key === 'request_id')?.[1];
  if (
    !row ||
    (requestId && requestId !== row.id) ||
    (row.providerCheckoutId && row.providerCheckoutId !== checkout.id)
  ) {
    throw notFound();
  }
  return grantCompleted(deps, row, checkout);
}

/** Grants what a checkout the provider says is paid buys; recordPurchase makes a second capture a no-op. */
async function grantCompleted(deps: BillingDeps, row: CheckoutRow, checkout: CheckoutInfo): Promise<string> {
  const provider = providerOf(deps);
  const purchase = checkout.status === 'completed' ? purchaseOf(provider.name, row, checkout, new Date()) : null;
  if (!purchase) throw conflict(renderMessage('payment_not_completed'));
  const outcome = await recordPurchase(deps.db, deps.access, purchase);
  await stopRenewals(deps, outcome?.replacedSubscriptions ?? []);
  return outcome!.paidPlanId;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Spec §7 capture/one-time-payment?orderId: the order is one of the caller's annual checkouts, named by
 * our id (the redirect's request_id) or Creem's checkout_id. No redirect signature here, so the provider
 * is always asked whether that checkout is paid before anything is granted.
 */
export async function captureOrder(deps: BillingDeps, user: AuthUser, orderId: string): Promise<string> {
  const provider = providerOf(deps);
  const byId = UUID.test(orderId) ? eq(billingCheckout.id, orderId) : eq(billingCheckout.providerCheckoutId, orderId);
  const [row] = await deps.db
    .select()
    .from(billingCheckout)
    .where(and(byId, eq(billingCheckout.userId, user.id), eq(billingCheckout.provider, provider.name)));
  if (!row?.providerCheckoutId) throw notFound();
  if (row.billingCycle !== 'annual') throw badRequest(renderMessage('not_a_one_time_plan'));
  const checkout = await viaProvider(deps, 'get checkout', () => provider.getCheckout(row.providerCheckoutId!), true);
  if (checkout.requestId !== row.id) throw notFound();
  return grantCompleted(deps, row, checkout);
}
