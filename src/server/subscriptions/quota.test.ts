import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noteGeneration } from '../db/schema/notes.ts';
import { quotaUsage, subscription } from '../db/schema/subscriptions.ts';
import { createTranslator } from '../providers/translate/translator.ts';
import { found, type TranslationProvider } from '../providers/translate/types.ts';
import { createTestApp, type TestApp, type TestUser } from '../test/app.ts';
import { translateText } from '../translation/service.ts';
import { consumeQuota, refundQuota } from './quota.ts';
import { activatePlan, currentSubscription } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  // 100 requests at once are one learner's burst here, not abuse.
  t = await createTestApp({ env: { RATE_LIMIT_WRITE_PER_MINUTE: '1000' } });
});
afterAll(() => t.close());

const db = () => t.database.db;
const usedOf = async (user: TestUser, counter: string) =>
  (await t.request({ method: 'GET', url: '/v3/subscription', user })).json().entity.quotas[counter];

describe('one atomic check-and-consume', () => {
  it('100 parallel note requests with 5 notes left: exactly 5 are accepted, 95 get 402 naming the quota', async () => {
    const user = await t.createUser();
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.request({
          method: 'POST',
          url: '/v3/note/yt',
          user,
          payload: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', startAt: i * 60 },
        }),
      ),
    );
    const statuses = responses.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 202)).toHaveLength(5);
    expect(statuses.filter((s) => s === 402)).toHaveLength(95);
    const refusal = responses.find((res) => res.statusCode === 402)!.json();
    expect(refusal).toMatchObject({ code: 'payment_required', reason: 'quota_note_exhausted' });
    expect(refusal.message).toMatch(/notes your plan includes.*reset on \d{4}-\d{2}-\d{2} \(UTC\).*upgrade your plan/);
    expect(await db().select().from(noteGeneration).where(eq(noteGeneration.userId, user.id))).toHaveLength(5);
    expect(await usedOf(user, 'note')).toEqual({ used: 5, total: 5, remaining: 0 });
  });

  it('consumeQuota lets exactly as many through as fit when called at once, and amounts count whole', async () => {
    const user = await t.createUser();
    const results = await Promise.all(Array.from({ length: 40 }, () => consumeQuota(db(), user.id, 'aiChat')));
    expect(results.filter((r) => r.ok)).toHaveLength(20);
    expect(Math.max(...results.map((r) => r.used))).toBe(20);
    expect((await consumeQuota(db(), user.id, 'aiCall', 11)).ok).toBe(false);
    expect(await consumeQuota(db(), user.id, 'aiCall', 10)).toMatchObject({ ok: true, used: 10, limit: 10 });
    expect((await consumeQuota(db(), user.id, 'aiCall', 1)).ok).toBe(false);
  });

  it('a refund gives units back, never below zero; a unit given back can be taken again', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 5; i++) expect((await consumeQuota(db(), user.id, 'note')).ok).toBe(true);
    expect((await consumeQuota(db(), user.id, 'note')).ok).toBe(false);
    await refundQuota(db(), user.id, 'note');
    expect((await consumeQuota(db(), user.id, 'note')).ok).toBe(true);
    await refundQuota(db(), user.id, 'note', 50);
    expect(await usedOf(user, 'note')).toEqual({ used: 0, total: 5, remaining: 5 });
  });

  it('unlimited never runs out, and still counts what was used', async () => {
    const user = await t.createUser();
    const now = new Date();
    await activatePlan(db(), {
      userId: user.id,
      planId: 'mastery',
      billingCycle: 'monthly',
      periodStart: now,
      periodEnd: new Date(now.getTime() + 30 * 86_400_000),
      provider: 'admin',
    });
    const results = await Promise.all(Array.from({ length: 30 }, () => consumeQuota(db(), user.id, 'note')));
    expect(results.every((r) => r.ok && r.limit === null)).toBe(true);
    expect(await usedOf(user, 'note')).toEqual({ used: 30, total: 'unlimited', remaining: 'unlimited' });
  });
});

describe('periods turn over in UTC, lazily', () => {
  it('usage starts again at the boundary: the last moment of a period is still in it', async () => {
    const user = await t.createUser();
    const first = await currentSubscription(db(), user.id);
    for (let i = 0; i < 5; i++) await consumeQuota(db(), user.id, 'note', 1, first.periodStart);
    const lastMoment = new Date(first.periodEnd.getTime() - 1);
    expect((await consumeQuota(db(), user.id, 'note', 1, lastMoment)).ok).toBe(false);
    const next = await consumeQuota(db(), user.id, 'note', 1, first.periodEnd);
    expect(next).toMatchObject({ ok: true, used: 1 });
    const [row] = await db().select().from(subscription).where(eq(subscription.userId, user.id));
    expect(row!.periodStart).toEqual(first.periodEnd);
    expect(row!.planId).toBe('starter');
    // The old period's row is kept as it was: history, not a counter that was reset.
    const [old] = await db()
      .select()
      .from(quotaUsage)
      .where(and(eq(quotaUsage.userId, user.id), eq(quotaUsage.periodStart, first.periodStart)));
    expect(old!.used).toBe(5);
  });

  it('a paid plan whose period ended gives way to the free plan, with its quotas', async () => {
    const user = await t.createUser();
    const start = new Date();
    const end = new Date(start.getTime() + 86_400_000);
    await activatePlan(db(), {
      userId: user.id,
      planId: 'pro',
      billingCycle: 'annual',
      periodStart: start,
      periodEnd: end,
      provider: 'admin',
    });
    expect((await consumeQuota(db(), user.id, 'ytFullScript', 50, start)).ok).toBe(true);
    const after = await consumeQuota(db(), user.id, 'ytFullScript', 1, new Date(end.getTime() + 1));
    const now = await currentSubscription(db(), user.id, new Date(end.getTime() + 1));
    expect(now).toMatchObject({ planId: 'starter', provider: 'free', status: 'active' });
    expect(after).toMatchObject({ ok: true, limit: 1 });
  });
});

describe('model-made translations', () => {
  const remote: TranslationProvider = {
    name: 'llm',
    general: true,
    usesContext: true,
    translate: async (request) =>
      found({ text: request.text, translation: `«${request.text}»`, alternatives: [], provider: 'llm' }),
  };
  const translator = createTranslator({ providers: [remote] });
  const query = (text: string) => ({ text, fromLang: 'en', toLang: 'fr' as const, context: '' });

  it('cost one unit each; with none left the learner gets the 402 naming the translation quota', async () => {
    const user = await t.createUser();
    await db()
      .insert(quotaUsage)
      .values({
        userId: user.id,
        periodStart: (await currentSubscription(db(), user.id)).periodStart,
        counter: 'translation',
        used: 299,
      });
    expect((await translateText({ db: db(), translator }, user.id, query('cat'))).translation).toBe('«cat»');
    await expect(translateText({ db: db(), translator }, user.id, query('dog'))).rejects.toMatchObject({
      status: 402,
      message: expect.stringContaining('AI translations'),
    });
    expect(await usedOf(user, 'translation')).toMatchObject({ used: 300, remaining: 0 });
  });

  it('a remote miss gives its unit back', async () => {
    const user = await t.createUser();
    const missing = createTranslator({ providers: [{ ...remote, translate: async () => ({ miss: 'unknown' }) }] });
    expect((await translateText({ db: db(), translator: missing }, user.id, query('zzz'))).translation).toBeNull();
    expect((await usedOf(user, 'translation')).used).toBe(0);
  });
});
