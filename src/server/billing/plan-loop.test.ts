import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { planOf } from '../subscriptions/catalogue.ts';
import type { CreemStandIn } from '../providers/payments/test/creem-stand-in.ts';
import type { TestApp, TestUser } from '../test/app.ts';
import { buy, openCheckout, sendWebhook, withBilling } from './test-billing.ts';

/** The whole loop against the Creem stand-in: the plan and quotas the subscriptions domain serves (ADR 26, 27). */
let t: TestApp;
let creem: CreemStandIn;
withBilling((app, standIn) => {
  t = app;
  creem = standIn;
});

const subscriptionOf = async (user: TestUser) => {
  const res = await t.request({ method: 'GET', url: '/v3/subscription', user });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().entity;
};
const REASONS = { refundReasons: ['too_expensive'] };

describe('checkout → capture → plan', () => {
  it('a new learner on Starter buys Essential monthly: the plan, its period and quotas follow', async () => {
    const user = await t.createUser();
    const before = await subscriptionOf(user);
    expect(before).toMatchObject({ planId: 'starter', provider: 'free' });
    const { plan } = await buy(t, creem, user);
    const after = await subscriptionOf(user);
    expect(after).toMatchObject({ planId: 'essential', billingCycle: 'monthly', provider: 'creem', status: 'active' });
    expect(after.periodEnd).toBe(plan.periodEnd);
    expect(after.nextRenewal).toBe(plan.periodEnd);
    expect(after.quotas.note.total).toEqual(planOf('essential').quotas.note);
    expect(after.quotas.note.total).not.toEqual(before.quotas.note.total);
  });

  it('a renewal (subscription.paid) moves the period on; replaying it changes nothing', async () => {
    const user = await t.createUser();
    const { paid } = await buy(t, creem, user);
    const renewed = creem.renew(paid.checkout.subscription!.id);
    const hook = creem.webhook('subscription.paid', renewed);
    await sendWebhook(t, hook);
    await sendWebhook(t, hook);
    const sub = await subscriptionOf(user);
    expect(sub.periodStart).toBe(renewed.current_period_start_date);
    expect(sub.periodEnd).toBe(renewed.current_period_end_date);
    const history = (await t.request({ method: 'GET', url: '/v3/purchase-history/list', user })).json().entity;
    expect(history.payments).toHaveLength(2);
  });

  it('paid before active, and the checkout webhook last, end with one plan of the latest period', async () => {
    const user = await t.createUser();
    const { checkout } = creem.complete(await openCheckout(t, user, 'pro'));
    const first = { ...checkout.subscription! };
    const renewed = creem.renew(first.id);
    await sendWebhook(t, creem.webhook('subscription.paid', renewed));
    await sendWebhook(t, creem.webhook('subscription.active', first));
    await sendWebhook(t, creem.webhook('checkout.completed', checkout));
    const sub = await subscriptionOf(user);
    expect(sub).toMatchObject({
      planId: 'pro',
      provider: 'creem',
      status: 'active',
      periodEnd: renewed.current_period_end_date,
    });
  });

  it('buying another plan replaces the first one, whose renewal is stopped at Creem', async () => {
    const user = await t.createUser();
    const first = await buy(t, creem, user);
    await buy(t, creem, user, 'pro');
    expect((await subscriptionOf(user)).planId).toBe('pro');
    const stopped = creem.requests.filter(
      (r) => r.path === `/v1/subscriptions/${first.paid.checkout.subscription!.id}/cancel`,
    );
    expect(stopped.map((r) => r.body)).toEqual([{ mode: 'scheduled' }]);
  });
});

describe('cancel and refund change the plan', () => {
  it('cancel by the subscriptionId of GET /v3/subscription keeps the plan until the period ends', async () => {
    const user = await t.createUser();
    await buy(t, creem, user);
    const { subscriptionId, periodEnd } = await subscriptionOf(user);
    const res = await t.request({ method: 'POST', url: `/v3/subscription/${subscriptionId}/cancel`, user });
    expect(res.statusCode, res.body).toBe(200);
    expect(await subscriptionOf(user)).toMatchObject({
      planId: 'essential',
      cancelAtPeriodEnd: true,
      nextRenewal: null,
      periodEnd,
    });
  });

  it('a refund within 7 days puts the learner back on Starter, once', async () => {
    const user = await t.createUser();
    const { plan } = await buy(t, creem, user, 'essential', 'annual');
    const res = await t.request({ method: 'POST', url: `/v3/subscription/${plan.id}/refund`, user, payload: REASONS });
    expect(res.statusCode, res.body).toBe(200);
    const sub = await subscriptionOf(user);
    expect(sub).toMatchObject({ planId: 'starter', provider: 'free' });
    const again = await t.request({
      method: 'POST',
      url: `/v3/subscription/${plan.id}/refund`,
      user,
      payload: REASONS,
    });
    expect(again.statusCode).toBe(400);
  });

  it('an expired subscription ends the plan; a refund of an older plan leaves a newer grant alone', async () => {
    const user = await t.createUser();
    const { paid } = await buy(t, creem, user);
    const sub = creem.subscriptions.get(paid.checkout.subscription!.id)!;
    await sendWebhook(t, creem.webhook('subscription.expired', { ...sub, status: 'expired' }));
    expect((await subscriptionOf(user)).planId).toBe('starter');

    const other = await t.createUser();
    const bought = await buy(t, creem, other, 'essential', 'annual');
    // An admin grants Pro afterwards; a refund of the Essential payment must not take Pro away.
    const admin = await t.createUser();
    await t.database.db.execute(sql`update "user" set role = 'admin' where id = ${admin.id}`);
    const grant = await t.request({
      method: 'POST',
      url: `/v3/admin/users/${other.id}/plan`,
      user: admin,
      payload: { planId: 'pro', billingCycle: 'monthly' },
    });
    expect(grant.statusCode, grant.body).toBe(200);
    const transaction = bought.paid.checkout.order!.transaction;
    await sendWebhook(t, creem.webhook('refund.created', { id: 'ref_old', status: 'succeeded', transaction }));
    expect(await subscriptionOf(other)).toMatchObject({ planId: 'pro', provider: 'admin' });
  });
});
