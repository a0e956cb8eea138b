import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPlan, PLANS } from '../../common/plans.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { user as userTable } from '../db/schema/auth.ts';
import { subscription } from '../db/schema/subscriptions.ts';
import { createTestApp, type TestApp, type TestUser } from '../test/app.ts';
import { setPlanCatalogue } from './catalogue.ts';
import { consumeQuota } from './quota.ts';
import {
  activatePlan,
  currentSubscription,
  endSubscription,
  RENEWAL_GRACE_MS,
  scheduleCancel,
  teamMemberCap,
} from './service.ts';

const ADMIN_EMAIL = `plans-admin-${process.pid}@example.com`;
const DAY = 86_400_000;

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  admin = await t.createUser({ email: ADMIN_EMAIL });
});
afterAll(() => t.close());

const db = () => t.database.db;
const overview = async (who: TestUser) =>
  (await t.request({ method: 'GET', url: '/v3/subscription', user: who })).json().entity;
const days = (from: Date, n: number) => new Date(from.getTime() + n * DAY);

describe('GET /v3/subscription', () => {
  it('starts a new account on the free Starter plan, monthly from sign-up (UTC), nothing used, nothing pending', async () => {
    const learner = await t.createUser();
    const [account] = await db().select().from(userTable).where(eq(userTable.id, learner.id));
    const entity = await overview(learner);
    expect(entity).toMatchObject({
      planId: 'starter',
      billingCycle: 'monthly',
      status: 'active',
      provider: 'free',
      periodStart: account!.createdAt.toISOString(),
      cancelAtPeriodEnd: false,
      pendingSubscriptions: [],
      teamMemberCap: findPlan('starter')!.features.teamMembers,
    });
    const start = account!.createdAt;
    const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
    expect(new Date(entity.periodEnd).getTime()).toBeGreaterThanOrEqual(end.getTime() - 3 * DAY);
    expect(entity.nextRenewal).toBe(entity.periodEnd);
    expect(entity.quotasResetAt).toBe(entity.periodEnd);
    expect(entity.quotas.note).toEqual({ used: 0, total: 5, remaining: 5 });
    expect(Object.keys(entity.quotas).sort()).toEqual(
      ['aiCall', 'aiChat', 'clipRecommendation', 'note', 'translation', 'ytFullScript'].sort(),
    );
    // Asking again never makes a second subscription.
    await overview(learner);
    expect(await db().select().from(subscription).where(eq(subscription.userId, learner.id))).toHaveLength(1);
  });

  it('answers 401 without a session, and each learner only ever sees their own', async () => {
    expect((await t.request({ method: 'GET', url: '/v3/subscription' })).statusCode).toBe(401);
    const a = await t.createUser();
    const b = await t.createUser();
    await consumeQuota(db(), a.id, 'note', 3);
    expect((await overview(a)).quotas.note.used).toBe(3);
    expect((await overview(b)).quotas.note.used).toBe(0);
    // No route takes another user's id: the query string is ignored, not obeyed.
    const res = await t.request({ method: 'GET', url: `/v3/subscription?userId=${a.id}`, user: b });
    expect(res.json().entity.quotas.note.used).toBe(0);
  });

  it('GET /v3/subscription/plans is public and lists the catalogue the server enforces', async () => {
    const res = await t.request({ method: 'GET', url: '/v3/subscription/plans' });
    expect(res.statusCode).toBe(200);
    expect(res.json().entity.plans).toEqual(JSON.parse(JSON.stringify(PLANS)));
  });
});

describe('the lifecycle the payments build on', () => {
  it('an upgrade mid-period raises the quotas at once; renewal of the same provider subscription moves its period', async () => {
    const learner = await t.createUser();
    for (let i = 0; i < 5; i++) await consumeQuota(db(), learner.id, 'note');
    expect((await consumeQuota(db(), learner.id, 'note')).ok).toBe(false);
    const now = new Date();
    const paid = await activatePlan(db(), {
      userId: learner.id,
      planId: 'essential',
      billingCycle: 'monthly',
      periodStart: now,
      periodEnd: days(now, 30),
      provider: 'creem',
      providerSubscriptionId: 'sub_1',
    });
    expect((await consumeQuota(db(), learner.id, 'note')).ok).toBe(true);
    expect(await overview(learner)).toMatchObject({ planId: 'essential', nextRenewal: days(now, 30).toISOString() });
    expect(await teamMemberCap(db(), learner.id)).toBe(findPlan('essential')!.features.teamMembers);
    const renewed = await activatePlan(db(), {
      userId: learner.id,
      planId: 'essential',
      billingCycle: 'monthly',
      periodStart: days(now, 30),
      periodEnd: days(now, 60),
      provider: 'creem',
      providerSubscriptionId: 'sub_1',
    });
    expect(renewed.id).toBe(paid.id);
    const rows = await db().select().from(subscription).where(eq(subscription.userId, learner.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['active', 'expired']);
  });

  it('a paid monthly plan a late renewal has not reached yet keeps its plan within the grace, then expires', async () => {
    const learner = await t.createUser();
    const start = new Date(Date.now() - 31 * DAY);
    await activatePlan(db(), {
      userId: learner.id,
      planId: 'pro',
      billingCycle: 'monthly',
      periodStart: start,
      periodEnd: days(start, 30),
      provider: 'creem',
      providerSubscriptionId: 'sub_late',
    });
    expect((await currentSubscription(db(), learner.id)).planId).toBe('pro');
    expect(await teamMemberCap(db(), learner.id)).toBe(findPlan('pro')!.features.teamMembers);
    const afterGrace = new Date(days(start, 30).getTime() + RENEWAL_GRACE_MS);
    expect((await currentSubscription(db(), learner.id, afterGrace)).planId).toBe('starter');
  });

  it('cancel keeps the plan until the period ends; ending now goes back to Starter with fresh monthly periods', async () => {
    const learner = await t.createUser();
    const now = new Date();
    await activatePlan(db(), {
      userId: learner.id,
      planId: 'mastery',
      billingCycle: 'monthly',
      periodStart: now,
      periodEnd: days(now, 30),
      provider: 'creem',
      providerSubscriptionId: 'sub_2',
    });
    const canceled = await scheduleCancel(db(), learner.id);
    expect(canceled).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: true, planId: 'mastery' });
    expect(await overview(learner)).toMatchObject({ planId: 'mastery', nextRenewal: null, cancelAtPeriodEnd: true });
    expect((await currentSubscription(db(), learner.id, days(now, 29))).planId).toBe('mastery');
    // No grace for a canceled plan: it stops when its period does.
    expect((await currentSubscription(db(), learner.id, days(now, 30))).planId).toBe('starter');

    const other = await t.createUser();
    await activatePlan(db(), {
      userId: other.id,
      planId: 'pro',
      billingCycle: 'annual',
      periodStart: now,
      periodEnd: days(now, 365),
      provider: 'admin',
    });
    const ended = await endSubscription(db(), other.id, now);
    expect(ended).toMatchObject({ planId: 'starter', provider: 'free', periodStart: now });
    await expect(scheduleCancel(db(), other.id)).rejects.toMatchObject({ status: 409 });
    // Ending the free plan is a no-op: it never resets a learner's usage.
    expect((await endSubscription(db(), other.id)).id).toBe(ended.id);
  });

  it('an annual plan counts its quotas monthly, within its year', async () => {
    const learner = await t.createUser();
    const start = new Date(Date.UTC(2026, 0, 15));
    await activatePlan(db(), {
      userId: learner.id,
      planId: 'essential',
      billingCycle: 'annual',
      periodStart: start,
      periodEnd: new Date(Date.UTC(2027, 0, 15)),
      provider: 'admin',
    });
    const inFebruary = new Date(Date.UTC(2026, 1, 20));
    expect((await consumeQuota(db(), learner.id, 'ytFullScript', 20, inFebruary)).periodEnd).toEqual(
      new Date(Date.UTC(2026, 2, 15)),
    );
    expect((await consumeQuota(db(), learner.id, 'ytFullScript', 1, inFebruary)).ok).toBe(false);
    expect((await consumeQuota(db(), learner.id, 'ytFullScript', 1, new Date(Date.UTC(2026, 2, 15)))).ok).toBe(true);
  });
});

describe('admin: grant a plan, see usage', () => {
  it('only admins may; others get 403, visitors 401, an unknown account 404', async () => {
    const learner = await t.createUser();
    const grant = (who: TestUser | null, id = learner.id) =>
      t.request({
        method: 'POST',
        url: `/v3/admin/users/${id}/plan`,
        user: who,
        payload: { planId: 'pro', billingCycle: 'monthly' },
      });
    expect((await grant(null)).statusCode).toBe(401);
    expect((await grant(learner)).statusCode).toBe(403);
    expect((await grant(learner, admin.id)).statusCode).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: `/v3/admin/users/${admin.id}/subscription`, user: learner })).statusCode,
    ).toBe(403);
    expect((await t.request({ method: 'GET', url: `/v3/admin/users/${learner.id}/subscription` })).statusCode).toBe(
      401,
    );
    expect((await grant(admin, 'no-such-user')).statusCode).toBe(404);
    expect((await overview(learner)).planId).toBe('starter');

    await consumeQuota(db(), learner.id, 'translation', 7);
    const seen = await t.request({ method: 'GET', url: `/v3/admin/users/${learner.id}/subscription`, user: admin });
    expect(seen.json().entity.quotas.translation).toEqual({ used: 7, total: 300, remaining: 293 });
    const granted = await grant(admin);
    expect(granted.statusCode).toBe(200);
    expect(granted.json().entity).toMatchObject({ planId: 'pro', provider: 'admin', nextRenewal: null });
    expect((await overview(learner)).quotas.ytFullScript.total).toBe(100);
  });

  it('refuses a plan or cycle the catalogue does not have', async () => {
    const learner = await t.createUser();
    const res = await t.request({
      method: 'POST',
      url: `/v3/admin/users/${learner.id}/plan`,
      user: admin,
      payload: { planId: 'gold', billingCycle: 'weekly' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('PLANS_FILE: a self-hoster overrides the catalogue', () => {
  const file = (content: string) => {
    const path = join(mkdtempSync(join(tmpdir(), 'plans-')), 'plans.json');
    writeFileSync(path, content);
    return path;
  };
  const env = (plansFile: string) => ({ BETTER_AUTH_SECRET: 'x'.repeat(32), PLANS_FILE: plansFile });

  it('"unlimited": every quota of every plan stops counting down, served and enforced', async () => {
    const own = await createTestApp({ env: { PLANS_FILE: file('{"unlimited": true}') } });
    try {
      const learner = await own.createUser();
      const { plans } = (await own.request({ method: 'GET', url: '/v3/subscription/plans' })).json().entity;
      expect(plans.every((p: { quotas: object }) => Object.values(p.quotas).every((v) => v === 'unlimited'))).toBe(
        true,
      );
      for (let i = 0; i < 8; i++) expect((await consumeQuota(own.database.db, learner.id, 'note')).ok).toBe(true);
    } finally {
      await own.close();
      setPlanCatalogue(PLANS);
    }
  });

  it('changes only what it names, and refuses a file with a typo or a bad value at start', () => {
    const config = loadConfig(
      env(file('{"plans": {"starter": {"quotas": {"note": 50}, "features": {"teamMembers": 3}}}}')),
    );
    const starter = config.plans.find((p) => p.id === 'starter')!;
    expect(starter.quotas).toEqual({ ...PLANS.find((p) => p.id === 'starter')!.quotas, note: 50 });
    expect(starter.features.teamMembers).toBe(3);
    expect(config.plans.find((p) => p.id === 'pro')).toEqual(PLANS.find((p) => p.id === 'pro'));
    expect(() => loadConfig(env(file('{"plans": {"starter": {"quotas": {"notes": 50}}}}')))).toThrow(ConfigError);
    expect(() => loadConfig(env(file('{"plans": {"starter": {"quotas": {"note": -1}}}}')))).toThrow(/PLANS_FILE/);
    expect(() => loadConfig(env(file('{"unlimited": ')))).toThrow(/PLANS_FILE: cannot read/);
    expect(() => loadConfig(env('/no/such/plans.json'))).toThrow(ConfigError);
  });
});
