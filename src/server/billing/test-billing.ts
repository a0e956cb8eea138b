import { afterAll, beforeAll, expect } from 'vitest';
import { type CreemStandIn, startCreemStandIn } from '../providers/payments/test/creem-stand-in.ts';
import { createTestApp, type TestApp, type TestUser } from '../test/app.ts';

/** Test set-up shared by the billing tests: the app configured for Creem at a local stand-in (ADR 27). */
export const CREEM = { apiKey: 'creem_test_key_for_tests', webhookSecret: 'whsec_test_secret' };
export const PRODUCTS = {
  essential: { monthly: 'prod_essential_monthly', annual: 'prod_essential_annual' },
  pro: { monthly: 'prod_pro_monthly' },
};

export async function startBilling(
  options: { refundStatus?: 'succeeded' | 'pending' } = {},
): Promise<{ t: TestApp; creem: CreemStandIn }> {
  const creem = await startCreemStandIn({
    ...CREEM,
    ...options,
    products: {
      prod_essential_monthly: { amountCents: 800, currency: 'USD', recurring: true },
      prod_essential_annual: { amountCents: 8000, currency: 'USD', recurring: false },
      prod_pro_monthly: { amountCents: 1600, currency: 'USD', recurring: true },
    },
  });
  const t = await createTestApp({
    env: {
      CREEM_API_KEY: CREEM.apiKey,
      CREEM_WEBHOOK_SECRET: CREEM.webhookSecret,
      CREEM_API_URL: creem.url,
      CREEM_PRODUCTS: JSON.stringify(PRODUCTS),
      RATE_LIMIT_WRITE_PER_MINUTE: '100000',
    },
  });
  return { t, creem };
}

/** One app and stand-in for a test file: `ready` gets them once both run; both close after the file. */
export function withBilling(
  ready: (t: TestApp, creem: CreemStandIn) => void,
  options?: Parameters<typeof startBilling>[0],
) {
  let started: { t: TestApp; creem: CreemStandIn } | undefined;
  beforeAll(async () => {
    started = await startBilling(options);
    ready(started.t, started.creem);
  });
  afterAll(async () => {
    await started?.t.close();
    await started?.creem.close();
  });
}

/** Opens a checkout as `user` and answers the stand-in's checkout id. */
export async function openCheckout(t: TestApp, user: TestUser, planId = 'essential', billingCycle = 'monthly') {
  const res = await t.request({
    method: 'POST',
    url: `/v3/subscription/checkout/creem?planId=${planId}&billingCycle=${billingCycle}`,
    user,
  });
  expect(res.statusCode, res.body).toBe(200);
  const url = res.json().entity.checkoutUrl as string;
  return url.split('/checkout/')[1]!;
}

/** Pays in the stand-in and comes back through the redirect's capture, as the confirmation page does. */
export async function buy(t: TestApp, creem: CreemStandIn, user: TestUser, planId = 'essential', cycle = 'monthly') {
  const id = await openCheckout(t, user, planId, cycle);
  const paid = creem.complete(id);
  const res = await t.request({ method: 'POST', url: `/v3/subscription/capture/creem?${paid.query}`, user });
  expect(res.statusCode, res.body).toBe(200);
  return { checkoutId: id, paid, plan: res.json().entity as { id: string; status: string; periodEnd: string } };
}

/** Posts a signed webhook the way Creem delivers it. */
export const sendWebhook = (t: TestApp, hook: { body: string; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: '/v3/billing/webhook/creem', payload: hook.body, headers: hook.headers });
