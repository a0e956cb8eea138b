import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paidPlan } from '../db/schema/billing.ts';
import type { CreemStandIn } from '../providers/payments/test/creem-stand-in.ts';
import type { TestApp, TestUser } from '../test/app.ts';
import { buy, sendWebhook, withBilling } from './test-billing.ts';

/** A provider that confirms refunds later (Creem answers `pending`), and cancellations Creem reports by webhook. */
let t: TestApp;
let creem: CreemStandIn;
withBilling(
  (app, standIn) => {
    t = app;
    creem = standIn;
  },
  { refundStatus: 'pending' },
);

const get = async (user: TestUser, url: string) => (await t.request({ method: 'GET', url, user })).json().entity;
const planStatus = async (id: string) =>
  (await t.database.db.select().from(paidPlan).where(eq(paidPlan.id, id)))[0]!.status;

describe('a refund Creem confirms later', () => {
  it('is pending (listed, plan kept) until refund.created, which ends the plan once', async () => {
    const user = await t.createUser();
    const { plan, paid } = await buy(t, creem, user, 'essential', 'annual');
    const res = await t.request({
      method: 'POST',
      url: `/v3/subscription/${plan.id}/refund`,
      user,
      payload: { refundReasons: ['other'], otherReason: 'Moving abroad' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().entity.status).toBe('pending');
    const pending = await get(user, '/v3/subscription/refund-pending');
    expect(pending.refunds).toMatchObject([{ planId: 'essential', amountCents: 8000, otherReason: 'Moving abroad' }]);
    expect((await get(user, '/v3/purchase-history/list')).payments[0].status).toBe('refund_pending');
    expect(await planStatus(plan.id)).toBe('active');
    const again = await t.request({
      method: 'POST',
      url: `/v3/subscription/${plan.id}/refund`,
      user,
      payload: { refundReasons: ['other'] },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().reason).toBe('refund_already_requested');

    const transaction = paid.checkout.order!.transaction;
    const hook = creem.webhook('refund.created', { id: 'ref_1', status: 'succeeded', transaction });
    await sendWebhook(t, hook);
    await sendWebhook(t, creem.webhook('refund.created', { id: 'ref_1', status: 'succeeded', transaction }));
    expect(await planStatus(plan.id)).toBe('ended');
    expect((await get(user, '/v3/subscription')).planId).toBe('starter');
    expect(await get(user, '/v3/subscription/refund-pending')).toEqual({ refunds: [] });
    expect((await get(user, '/v3/purchase-history/list')).payments[0].status).toBe('refunded');
    expect(creem.refunds.filter((r) => r.transaction === transaction)).toHaveLength(1);
  });
});

describe('cancellations Creem reports', () => {
  it('subscription.canceled with time left keeps the plan to its end; subscription.expired then ends it', async () => {
    const user = await t.createUser();
    const { plan, paid } = await buy(t, creem, user);
    const sub = creem.subscriptions.get(paid.checkout.subscription!.id)!;
    await sendWebhook(t, creem.webhook('subscription.canceled', { ...sub, status: 'canceled' }));
    expect(await planStatus(plan.id)).toBe('canceling');
    expect(await get(user, '/v3/subscription')).toMatchObject({ planId: 'essential', cancelAtPeriodEnd: true });
    await sendWebhook(t, creem.webhook('subscription.expired', { ...sub, status: 'expired' }));
    expect(await planStatus(plan.id)).toBe('ended');
    expect((await get(user, '/v3/subscription')).planId).toBe('starter');
  });
});
