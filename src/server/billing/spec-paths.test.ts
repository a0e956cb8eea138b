import { describe, expect, it } from 'vitest';
import type { CreemStandIn } from '../providers/payments/test/creem-stand-in.ts';
import type { TestApp, TestUser } from '../test/app.ts';
import { buy, withBilling } from './test-billing.ts';

/** Spec §7's per-cycle subscribe, capture and refund paths, over the Creem stand-in (ADR 27). */
let t: TestApp;
let creem: CreemStandIn;
withBilling((app, standIn) => {
  t = app;
  creem = standIn;
});

const post = (user: TestUser, url: string, payload?: object) => t.request({ method: 'POST', url, user, payload });
const REASONS = { refundReasons: ['other'] };
const lastCheckoutProduct = () =>
  (creem.requests.filter((r) => r.path === '/v1/checkouts').at(-1)!.body as { product_id: string }).product_id;
const paidPlanOf = async (user: TestUser) =>
  (await t.request({ method: 'GET', url: '/v3/billing', user })).json().entity.paidPlan;

async function subscribe(user: TestUser, path: string, planId = 'essential') {
  const res = await post(user, `/v3/subscription/subscribe/${path}?planId=${planId}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().entity.checkoutUrl as string).split('/checkout/')[1]!;
}

describe('subscribe/monthly-payment and subscribe/one-time-payment', () => {
  it('open a Creem checkout for the plan in the cycle the path names', async () => {
    const user = await t.createUser();
    await subscribe(user, 'monthly-payment');
    expect(lastCheckoutProduct()).toBe('prod_essential_monthly');
    await subscribe(user, 'one-time-payment');
    expect(lastCheckoutProduct()).toBe('prod_essential_annual');
  });

  it('refuse a plan not sold in that cycle, the free plan, an unknown plan and no plan', async () => {
    const user = await t.createUser();
    const notForSale = await post(user, '/v3/subscription/subscribe/one-time-payment?planId=pro');
    expect(notForSale.statusCode).toBe(400);
    expect(notForSale.json().reason).toBe('plan_not_for_sale');
    expect((await post(user, '/v3/subscription/subscribe/monthly-payment?planId=free')).statusCode).toBe(400);
    expect((await post(user, '/v3/subscription/subscribe/monthly-payment?planId=gold')).statusCode).toBe(400);
    expect((await post(user, '/v3/subscription/subscribe/one-time-payment')).statusCode).toBe(400);
  });
});

describe('capture/one-time-payment', () => {
  it('grants only once Creem says the order is paid, by either id, and a second capture adds nothing', async () => {
    const user = await t.createUser();
    const checkoutId = await subscribe(user, 'one-time-payment');
    const early = await post(user, `/v3/subscription/capture/one-time-payment?orderId=${checkoutId}`);
    expect(early.statusCode).toBe(409);
    expect(early.json().reason).toBe('payment_not_completed');
    expect(await paidPlanOf(user)).toBeNull();

    const { query } = creem.complete(checkoutId);
    const ours = new URLSearchParams(query).get('request_id')!;
    const first = await post(user, `/v3/subscription/capture/one-time-payment?orderId=${checkoutId}`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().entity).toMatchObject({ planId: 'essential', billingCycle: 'annual', status: 'active' });
    const again = await post(user, `/v3/subscription/capture/one-time-payment?orderId=${ours}`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().entity.id).toBe(first.json().entity.id);
    const history = (await t.request({ method: 'GET', url: '/v3/purchase-history/list', user })).json().entity;
    expect(history.payments).toHaveLength(1);
    expect(history.payments[0]).toMatchObject({ amountCents: 8000, billingCycle: 'annual', status: 'paid' });
  });

  it('refuses a monthly checkout, an unknown order and a missing orderId', async () => {
    const user = await t.createUser();
    const monthly = await subscribe(user, 'monthly-payment');
    creem.complete(monthly);
    const wrong = await post(user, `/v3/subscription/capture/one-time-payment?orderId=${monthly}`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().reason).toBe('not_a_one_time_plan');
    expect((await post(user, '/v3/subscription/capture/one-time-payment?orderId=ch_nothing')).statusCode).toBe(404);
    expect((await post(user, '/v3/subscription/capture/one-time-payment')).statusCode).toBe(400);
    expect(await paidPlanOf(user)).toBeNull();
  });
});

describe('refund/monthly-payment and refund/one-time-payment', () => {
  for (const [cycle, path, other, reason] of [
    ['monthly', 'monthly-payment', 'one-time-payment', 'not_a_one_time_plan'],
    ['annual', 'one-time-payment', 'monthly-payment', 'not_a_monthly_plan'],
  ] as const) {
    it(`a ${cycle} plan: the other path is a 400 and changes nothing; its own path refunds and ends it`, async () => {
      const user = await t.createUser();
      const { plan } = await buy(t, creem, user, 'essential', cycle);
      const wrong = await post(user, `/v3/subscription/${plan.id}/refund/${other}`, REASONS);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().reason).toBe(reason);
      expect(await paidPlanOf(user)).toMatchObject({ id: plan.id, status: 'active' });

      const res = await post(user, `/v3/subscription/${plan.id}/refund/${path}`, REASONS);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().entity).toMatchObject({ status: 'succeeded', refundReasons: ['other'] });
      expect(await paidPlanOf(user)).toBeNull();
      const twice = await post(user, `/v3/subscription/${plan.id}/refund/${path}`, REASONS);
      expect(twice.statusCode).toBe(400);
    });
  }

  it('wants reasons', async () => {
    const user = await t.createUser();
    const { plan } = await buy(t, creem, user);
    expect((await post(user, `/v3/subscription/${plan.id}/refund/monthly-payment`, {})).statusCode).toBe(400);
  });
});
