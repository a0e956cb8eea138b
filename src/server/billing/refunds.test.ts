import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paidPlan, payment, refundRequest } from '../db/schema/billing.ts';
import type { CreemStandIn } from '../providers/payments/test/creem-stand-in.ts';
import type { TestApp, TestUser } from '../test/app.ts';
import { buy, sendWebhook, withBilling } from './test-billing.ts';

let t: TestApp;
let creem: CreemStandIn;
withBilling((app, standIn) => {
  t = app;
  creem = standIn;
});

const DAY = 86_400_000;
const REASONS = { refundReasons: ['not_useful', 'other'], otherReason: 'I found another app' };
const refund = (user: TestUser, id: string, payload: object = REASONS) =>
  t.request({ method: 'POST', url: `/v3/subscription/${id}/refund`, user, payload });
const planRow = async (id: string) => (await t.database.db.select().from(paidPlan).where(eq(paidPlan.id, id)))[0]!;
const paymentsOf = (userId: string) => t.database.db.select().from(payment).where(eq(payment.userId, userId));
/** Moves a user's payments back in time, as if bought `days` ago. */
const paidDaysAgo = (userId: string, days: number) =>
  t.database.db
    .update(payment)
    .set({ createdAt: new Date(Date.now() - days * DAY) })
    .where(eq(payment.userId, userId));

describe('cancel', () => {
  it('stops the renewal at Creem, keeps access until the period ends, and cannot be done twice', async () => {
    const user = await t.createUser();
    const { plan, paid } = await buy(t, creem, user);
    const res = await t.request({ method: 'POST', url: `/v3/subscription/${plan.id}/cancel`, user });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().entity).toMatchObject({ status: 'canceling', periodEnd: plan.periodEnd, nextRenewal: null });
    const subscription = paid.checkout.subscription!.id;
    const calls = creem.requests.filter((r) => r.path === `/v1/subscriptions/${subscription}/cancel`);
    expect(calls.map((c) => c.body)).toEqual([{ mode: 'scheduled' }]);
    const view = (await t.request({ method: 'GET', url: '/v3/billing', user })).json().entity;
    expect(view.paidPlan).toMatchObject({ id: plan.id, status: 'canceling' });
    const again = await t.request({ method: 'POST', url: `/v3/subscription/${plan.id}/cancel`, user });
    expect(again.statusCode).toBe(409);
    expect(again.json().reason).toBe('subscription_not_cancelable');
  });

  it('someone else’s subscription is not found', async () => {
    const owner = await t.createUser();
    const { plan } = await buy(t, creem, owner);
    const other = await t.createUser();
    expect(
      (await t.request({ method: 'POST', url: `/v3/subscription/${plan.id}/cancel`, user: other })).statusCode,
    ).toBe(404);
    expect((await refund(other, plan.id)).statusCode).toBe(404);
    expect((await planRow(plan.id)).status).toBe('active');
  });
});

describe('refunds (spec §9: 7 days from purchase)', () => {
  it('within 7 days: refunds once at Creem, ends the plan, and the refund webhook changes nothing more', async () => {
    const user = await t.createUser();
    const { plan, paid } = await buy(t, creem, user);
    await paidDaysAgo(user.id, 6.9);
    const res = await refund(user, plan.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().entity).toMatchObject({
      status: 'succeeded',
      amountCents: 800,
      refundReasons: ['not_useful', 'other'],
    });
    const transaction = paid.checkout.order!.transaction;
    expect(creem.refunds.filter((r) => r.transaction === transaction)).toHaveLength(1);
    // A monthly subscription is stopped at once, so it does not renew after the refund.
    expect(
      creem.requests.some((r) => r.path.endsWith('/cancel') && (r.body as { mode: string }).mode === 'immediate'),
    ).toBe(true);
    expect((await planRow(plan.id)).status).toBe('ended');
    expect((await paymentsOf(user.id))[0]!.status).toBe('refunded');

    const hook = creem.webhook('refund.created', { id: 'ref_x', status: 'succeeded', transaction, refund_amount: 800 });
    expect((await sendWebhook(t, hook)).statusCode).toBe(200);
    const second = await refund(user, plan.id);
    expect(second.statusCode).toBe(400);
    expect(second.json().reason).toBe('nothing_to_refund');
    expect(creem.refunds.filter((r) => r.transaction === transaction)).toHaveLength(1);
    const view = (await t.request({ method: 'GET', url: '/v3/billing', user })).json().entity;
    expect(view.paidPlan).toBeNull();
    const history = (await t.request({ method: 'GET', url: '/v3/purchase-history/list', user })).json().entity;
    expect(history.payments.map((p: { status: string }) => p.status)).toEqual(['refunded']);
  });

  it('after 7 days: a clear refusal, and nothing is refunded', async () => {
    const user = await t.createUser();
    const { plan } = await buy(t, creem, user, 'essential', 'annual');
    await paidDaysAgo(user.id, 8);
    const before = creem.refunds.length;
    const res = await refund(user, plan.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ reason: 'refund_window_passed', params: { max: '7' } });
    expect(creem.refunds.length).toBe(before);
    expect((await planRow(plan.id)).status).toBe('active');
    expect(await t.database.db.select().from(refundRequest).where(eq(refundRequest.userId, user.id))).toHaveLength(0);
  });

  it('a refund made on Creem’s side ends the plan when its webhook comes', async () => {
    const user = await t.createUser();
    const { plan, paid } = await buy(t, creem, user, 'essential', 'annual');
    const transaction = paid.checkout.order!.transaction;
    // The refund was made in Creem's dashboard: only the webhook tells us.
    await sendWebhook(t, creem.webhook('refund.created', { id: 'ref_dash', status: 'succeeded', transaction }));
    expect((await planRow(plan.id)).status).toBe('ended');
    const pending = (await t.request({ method: 'GET', url: '/v3/subscription/refund-pending', user })).json().entity;
    expect(pending).toEqual({ refunds: [] });
  });

  it('asks for reasons from the list', async () => {
    const user = await t.createUser();
    const { plan } = await buy(t, creem, user);
    const res = await refund(user, plan.id, { refundReasons: ['because'] });
    expect(res.statusCode).toBe(400);
    expect((await refund(user, plan.id, {})).json().message).toBe('refundReasons is required');
  });
});

describe('payment history', () => {
  it('lists only the person’s own payments, newest first, with a renewal’s next billing date', async () => {
    const user = await t.createUser();
    const { paid } = await buy(t, creem, user);
    const renewed = creem.renew(paid.checkout.subscription!.id);
    await sendWebhook(t, creem.webhook('subscription.paid', renewed));
    await buy(t, creem, await t.createUser());
    const res = await t.request({ method: 'GET', url: '/v3/purchase-history/list', user });
    const { payments, hasMore } = res.json().entity;
    expect(hasMore).toBe(false);
    expect(payments).toHaveLength(2);
    expect(payments[0]).toMatchObject({
      tier: 'essential',
      amountCents: 800,
      currency: 'USD',
      status: 'paid',
      billingCycle: 'monthly',
    });
    expect(payments.map((p: { nextBillingDate: string }) => p.nextBillingDate)).toEqual([
      renewed.current_period_end_date,
      renewed.current_period_start_date,
    ]);
    const next = await t.request({ method: 'GET', url: `/v3/purchase-history/list?lastId=${payments[0].id}`, user });
    expect(next.json().entity.payments.map((p: { id: string }) => p.id)).toEqual([payments[1].id]);
  });
});
