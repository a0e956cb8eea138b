import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '../../common/errors.ts';
import { paidPlan, payment } from '../db/schema/billing.ts';
import { redirectSignature } from '../providers/payments/creem.ts';
import type { CreemStandIn } from '../providers/payments/test/creem-stand-in.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import type { BillingDeps } from './deps.ts';
import { planAccess } from './plan-access.ts';
import { buy, CREEM, openCheckout, sendWebhook, withBilling } from './test-billing.ts';
import { handleWebhook } from './webhook.ts';

let t: TestApp;
let creem: CreemStandIn;
withBilling((app, standIn) => {
  t = app;
  creem = standIn;
});

const paymentsOf = (userId: string) => t.database.db.select().from(payment).where(eq(payment.userId, userId));
const overview = async (user: Parameters<TestApp['request']>[0]['user']) =>
  (await t.request({ method: 'GET', url: '/v3/billing', user })).json().entity;

describe('checkout', () => {
  it('opens a Creem checkout with the product, a unique request id, the buyer and plan in metadata', async () => {
    const user = await t.createUser();
    const first = await openCheckout(t, user);
    const second = await openCheckout(t, user, 'pro');
    const calls = creem.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkouts').slice(-2);
    expect(calls.map((c) => c.apiKey)).toEqual([CREEM.apiKey, CREEM.apiKey]);
    const [a, b] = calls.map((c) => c.body as Record<string, unknown>);
    expect(a).toMatchObject({
      product_id: 'prod_essential_monthly',
      success_url: 'http://localhost:3000/checkout/confirmation',
      customer: { email: user.email },
      metadata: { userId: user.id, planId: 'essential', billingCycle: 'monthly' },
    });
    expect(b?.product_id).toBe('prod_pro_monthly');
    expect(a?.request_id).not.toBe(b?.request_id);
    expect(creem.checkouts.get(first)!.request_id).toBe(a?.request_id);
    expect(second).not.toBe(first);
  });

  it('refuses a free plan or a cycle with no product, and anonymous callers', async () => {
    const user = await t.createUser();
    for (const query of ['planId=starter&billingCycle=monthly', 'planId=pro&billingCycle=annual']) {
      const res = await t.request({ method: 'POST', url: `/v3/subscription/checkout/creem?${query}`, user });
      expect(res.statusCode).toBe(400);
      expect(res.json().reason).toBe('plan_not_for_sale');
    }
    const anonymous = await t.request({
      method: 'POST',
      url: '/v3/subscription/checkout/creem?planId=pro&billingCycle=monthly',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('capture after the redirect', () => {
  it('grants the plan once: the signed parameters, then the checkout as Creem reports it', async () => {
    const user = await t.createUser();
    const { paid, plan } = await buy(t, creem, user);
    expect(plan.status).toBe('active');
    expect(
      creem.requests.some((r) => r.method === 'GET' && r.path === `/v1/checkouts?checkout_id=${paid.checkout.id}`),
    ).toBe(true);
    const again = await t.request({ method: 'POST', url: `/v3/subscription/capture/creem?${paid.query}`, user });
    expect(again.statusCode).toBe(200);
    const rows = await paymentsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountCents: 800, currency: 'USD', planId: 'essential', billingCycle: 'monthly' });
    const view = await overview(user);
    expect(view).toMatchObject({ paymentsEnabled: true, paidPlan: { planId: 'essential', status: 'active' } });
    expect(view.paidPlan.nextRenewal).toBe(view.paidPlan.periodEnd);
  });

  it('an annual payment covers twelve months and never renews', async () => {
    const user = await t.createUser();
    const { plan } = await buy(t, creem, user, 'essential', 'annual');
    const [row] = await t.database.db.select().from(paidPlan).where(eq(paidPlan.id, plan.id));
    expect(row!.providerSubscriptionId).toBeNull();
    const months =
      (row!.periodEnd.getUTCFullYear() - row!.periodStart.getUTCFullYear()) * 12 +
      row!.periodEnd.getUTCMonth() -
      row!.periodStart.getUTCMonth();
    expect(months).toBe(12);
    expect((await overview(user)).paidPlan.nextRenewal).toBeNull();
  });

  it('refuses a tampered signature, an unpaid checkout and someone else’s redirect', async () => {
    const buyer = await t.createUser();
    const id = await openCheckout(t, buyer);
    const unpaid: [string, string][] = [
      ['checkout_id', id],
      ['request_id', creem.checkouts.get(id)!.request_id!],
    ];
    unpaid.push(['signature', redirectSignature(unpaid, CREEM.apiKey)]);
    const pending = await t.request({
      method: 'POST',
      url: `/v3/subscription/capture/creem?${new URLSearchParams(unpaid)}`,
      user: buyer,
    });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().reason).toBe('payment_not_completed');

    const { query } = creem.complete(id);
    const tampered = query.replace(/signature=([0-9a-f])/, (_, c: string) => `signature=${c === '0' ? '1' : '0'}`);
    const bad = await t.request({ method: 'POST', url: `/v3/subscription/capture/creem?${tampered}`, user: buyer });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(ERROR_MESSAGES.payment_signature_invalid);
    const otherProduct = query.replace('prod_essential_monthly', 'prod_pro_monthly');
    expect(
      (await t.request({ method: 'POST', url: `/v3/subscription/capture/creem?${otherProduct}`, user: buyer }))
        .statusCode,
    ).toBe(400);

    const unknown: [string, string][] = [['checkout_id', 'ch_unknown']];
    unknown.push(['signature', redirectSignature(unknown, CREEM.apiKey)]);
    const missing = await t.request({
      method: 'POST',
      url: `/v3/subscription/capture/creem?${new URLSearchParams(unknown)}`,
      user: buyer,
    });
    expect(missing.statusCode).toBe(404);

    const thief = await t.createUser();
    const stolen = await t.request({ method: 'POST', url: `/v3/subscription/capture/creem?${query}`, user: thief });
    expect(stolen.statusCode).toBe(404);
    expect(await paymentsOf(thief.id)).toHaveLength(0);
    expect(await paymentsOf(buyer.id)).toHaveLength(0);
  });
});

describe('webhooks', () => {
  it('a replayed event, or the webhook after the capture, grants nothing twice', async () => {
    const user = await t.createUser();
    const id = await openCheckout(t, user);
    const { checkout } = creem.complete(id);
    const hook = creem.webhook('checkout.completed', checkout);
    const first = await sendWebhook(t, hook);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().entity).toEqual({ received: true, duplicate: false });
    // Replayed, and with a charset in its content type: the same bytes, the same signature, handled once.
    const charset = { ...hook, headers: { ...hook.headers, 'content-type': 'application/json; charset=utf-8' } };
    expect((await sendWebhook(t, charset)).json().entity).toEqual({ received: true, duplicate: true });
    await sendWebhook(t, creem.webhook('checkout.completed', checkout));
    await sendWebhook(t, creem.webhook('subscription.paid', checkout.subscription));
    expect(await paymentsOf(user.id)).toHaveLength(1);
    expect((await overview(user)).paidPlan.planId).toBe('essential');
  });

  it('events out of order end in the latest period: a renewal before the first activation', async () => {
    const user = await t.createUser();
    const id = await openCheckout(t, user);
    const { checkout } = creem.complete(id);
    const firstPeriod = { ...checkout.subscription! };
    const renewed = creem.renew(firstPeriod.id);
    expect((await sendWebhook(t, creem.webhook('subscription.paid', renewed))).statusCode).toBe(200);
    expect((await sendWebhook(t, creem.webhook('subscription.active', firstPeriod))).statusCode).toBe(200);
    expect((await sendWebhook(t, creem.webhook('checkout.completed', checkout))).statusCode).toBe(200);
    const rows = await paymentsOf(user.id);
    expect(rows).toHaveLength(2);
    const plan = (await overview(user)).paidPlan;
    expect(plan.periodEnd).toBe(renewed.current_period_end_date);
    // A cancellation about the first period, arriving late, is older than what we hold: no change.
    await sendWebhook(t, creem.webhook('subscription.canceled', { ...firstPeriod, status: 'canceled' }));
    expect((await overview(user)).paidPlan.status).toBe('active');
  });

  it('rejects a wrong signature with 401 and a log line, and handles nothing', async () => {
    const user = await t.createUser();
    const { checkout } = creem.complete(await openCheckout(t, user));
    const hook = creem.webhook('checkout.completed', checkout);
    const forged = await sendWebhook(t, { ...hook, headers: { ...hook.headers, 'creem-signature': 'ab'.repeat(32) } });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().reason).toBe('webhook_signature_invalid');
    const unsigned = await sendWebhook(t, { ...hook, headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(401);
    const altered = await sendWebhook(t, {
      ...hook,
      body: hook.body.replace('"status":"completed"', '"status":"completed" '),
    });
    expect(altered.statusCode).toBe(401);
    expect(await paymentsOf(user.id)).toHaveLength(0);

    const warn = vi.fn();
    const deps: BillingDeps = {
      db: t.database.db,
      payments: t.providers.payments,
      baseUrl: 'http://localhost:3000',
      logger: { warn, info: vi.fn(), error: vi.fn() } as never,
      access: planAccess,
    };
    await expect(handleWebhook(deps, hook.body, 'ab'.repeat(32))).rejects.toThrow(
      ERROR_MESSAGES.webhook_signature_invalid,
    );
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ bytes: hook.body.length }),
      'payment webhook with a wrong signature',
    );
  });
});

describe('without a payment provider', () => {
  it('says payments are not set up and grants nothing', async () => {
    const bare = await createTestApp();
    try {
      const user = await bare.createUser();
      const res = await bare.request({
        method: 'POST',
        url: '/v3/subscription/checkout/creem?planId=pro&billingCycle=monthly',
        user,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ERROR_MESSAGES.payments_not_configured);
      const view = await bare.request({ method: 'GET', url: '/v3/billing' });
      expect(view.json().entity).toEqual({ paymentsEnabled: false, paidPlan: null });
    } finally {
      await bare.close();
    }
  });
});
