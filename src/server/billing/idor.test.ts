import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreemStandIn } from '../providers/payments/test/creem-stand-in.ts';
import type { TestApp, TestUser } from '../test/app.ts';
import { buy, openCheckout, startBilling } from './test-billing.ts';

/**
 * Another person's billing is out of reach on every billing route: ids of someone else's plan, payment or
 * checkout answer as if they did not exist, lists hold only the caller's rows, and the one unauthenticated
 * route (the webhook) answers nothing without the provider's signature. A new billing route fails the
 * first test until it is covered here.
 */
let t: TestApp;
let creem: CreemStandIn;
let owner: TestUser;
let intruder: TestUser;
let plan: { id: string };
let redirectQuery: string;
let annualOrder: string;
beforeAll(async () => {
  ({ t, creem } = await startBilling());
  owner = await t.createUser();
  intruder = await t.createUser();
  ({ plan } = await buy(t, creem, owner));
  const refund = await t.request({
    method: 'POST',
    url: `/v3/subscription/${plan.id}/refund`,
    user: owner,
    payload: { refundReasons: ['other'] },
  });
  expect(refund.statusCode).toBe(200);
  ({ plan, checkoutId: annualOrder } = await buy(t, creem, owner, 'essential', 'annual'));
  redirectQuery = creem.complete(await openCheckout(t, owner, 'pro')).query;
});
afterAll(async () => {
  await t?.close();
  await creem?.close();
});

const COVERED = [
  'GET /billing',
  'POST /subscription/checkout/creem',
  'POST /subscription/capture/creem',
  'POST /subscription/:id/cancel',
  'POST /subscription/:id/refund',
  'POST /subscription/subscribe/monthly-payment',
  'POST /subscription/subscribe/one-time-payment',
  'POST /subscription/capture/one-time-payment',
  'POST /subscription/:id/refund/monthly-payment',
  'POST /subscription/:id/refund/one-time-payment',
  'GET /subscription/refund-pending',
  'GET /purchase-history/list',
  'POST /billing/webhook/creem',
  'GET /admin/refunds',
];

describe('billing routes and other people', () => {
  it('covers every billing route', () => {
    const billing = t.app.routeDocs.filter((r) => r.tag === 'Billing').map((r) => `${r.method} ${r.url}`);
    expect(billing.sort()).toEqual([...COVERED].sort());
  });

  it('someone else’s plan cannot be cancelled or refunded, and stays as it was', async () => {
    for (const action of ['cancel', 'refund', 'refund/one-time-payment', 'refund/monthly-payment']) {
      const res = await t.request({
        method: 'POST',
        url: `/v3/subscription/${plan.id}/${action}`,
        user: intruder,
        payload: action.startsWith('refund') ? { refundReasons: ['other'] } : {},
      });
      expect(res.statusCode, action).toBe(404);
    }
    const own = (await t.request({ method: 'GET', url: '/v3/billing', user: owner })).json().entity;
    expect(own.paidPlan).toMatchObject({ id: plan.id, status: 'active' });
  });

  it('someone else’s redirect or order cannot be captured, and their checkout stays theirs', async () => {
    const res = await t.request({
      method: 'POST',
      url: `/v3/subscription/capture/creem?${redirectQuery}`,
      user: intruder,
    });
    expect(res.statusCode).toBe(404);
    const order = await t.request({
      method: 'POST',
      url: `/v3/subscription/capture/one-time-payment?orderId=${annualOrder}`,
      user: intruder,
    });
    expect(order.statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/v3/billing', user: intruder })).json().entity.paidPlan).toBeNull();
  });

  it('lists hold only the caller’s rows, even paged after someone else’s payment id', async () => {
    const mine = (await t.request({ method: 'GET', url: '/v3/purchase-history/list', user: owner })).json().entity;
    expect(mine.payments.length).toBeGreaterThan(0);
    for (const url of ['/v3/purchase-history/list', `/v3/purchase-history/list?lastId=${mine.payments[0].id}`]) {
      const theirs = (await t.request({ method: 'GET', url, user: intruder })).json().entity;
      expect(theirs.payments, url).toEqual([]);
    }
    const pending = (await t.request({ method: 'GET', url: '/v3/subscription/refund-pending', user: intruder })).json();
    expect(pending.entity.refunds).toEqual([]);
  });

  it('refund requests of everyone are for admins only, with who asked and why', async () => {
    expect((await t.request({ method: 'GET', url: '/v3/admin/refunds', user: intruder })).statusCode).toBe(403);
    const admin = await t.createUser();
    await t.database.db.execute(sql`update "user" set role = 'admin' where id = ${admin.id}`);
    const res = await t.request({ method: 'GET', url: '/v3/admin/refunds?status=succeeded', user: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().entity).toMatchObject({
      refunds: [{ email: owner.email, refundReasons: ['other'], status: 'succeeded', amountCents: 800 }],
      hasMore: false,
    });
    const pending = await t.request({ method: 'GET', url: '/v3/admin/refunds?status=pending', user: admin });
    expect(pending.json().entity.refunds).toEqual([]);
  });

  it('a checkout is always for the caller: metadata names them, never an id they send', async () => {
    await openCheckout(t, intruder);
    const last = creem.requests.filter((r) => r.path === '/v1/checkouts').at(-1)!;
    expect((last.body as { metadata: { userId: string } }).metadata.userId).toBe(intruder.id);
  });

  it('signed-out callers get 401 everywhere but the webhook, which wants the provider’s signature', async () => {
    for (const route of COVERED.filter((r) => !r.includes('webhook') && r !== 'GET /billing')) {
      const [method, path] = route.split(' ') as [string, string];
      const query = path.includes('checkout') || path.includes('subscribe') ? '?planId=pro&billingCycle=monthly' : '';
      const url = `/v3${path.replace(':id', plan.id)}${path.includes('capture/one') ? `?orderId=${annualOrder}` : query}`;
      const res = await t.request({ method: method as 'GET', url });
      expect(res.statusCode, route).toBe(401);
    }
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/v3/billing/webhook/creem',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 'evt_1', eventType: 'refund.created', object: {} }),
    });
    expect(webhook.statusCode).toBe(401);
  });
});
