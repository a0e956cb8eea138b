import { and, eq, sql } from 'drizzle-orm';
import { renderMessage } from '../../common/errors.ts';
import { type QuotaCounter, quotaLimit } from '../../common/plans.ts';
import type { Db } from '../db/client.ts';
import { quotaUsage } from '../db/schema/subscriptions.ts';
import { AppError } from '../http/errors.ts';
import { planOf } from './catalogue.ts';
import { currentSubscription, usagePeriod } from './service.ts';

export type QuotaCheck = {
  ok: boolean;
  counter: QuotaCounter;
  /** Units used this period after the call (unchanged when refused). */
  used: number;
  /** The plan's ceiling; null for unlimited. */
  limit: number | null;
  /** When the count starts again (the billing period's end; monthly within an annual plan). */
  periodEnd: Date;
};

const usageKey = (userId: string, periodStart: Date, counter: QuotaCounter) =>
  and(eq(quotaUsage.userId, userId), eq(quotaUsage.periodStart, periodStart), eq(quotaUsage.counter, counter));

async function usedNow(db: Db, userId: string, periodStart: Date, counter: QuotaCounter): Promise<number> {
  const [row] = await db
    .select({ used: quotaUsage.used })
    .from(quotaUsage)
    .where(usageKey(userId, periodStart, counter));
  return row?.used ?? 0;
}

/**
 * Takes `amount` units of the user's quota for this period, or none when that would go over: one INSERT …
 * ON CONFLICT DO UPDATE … WHERE used + amount <= limit, so however many requests race for the last unit,
 * PostgreSQL's row lock lets exactly as many through as fit (no read-then-write). The period comes from
 * currentSubscription, which has already moved a finished period on; a new period is a new row (ADR 26).
 */
export async function consumeQuota(
  db: Db,
  userId: string,
  counter: QuotaCounter,
  amount = 1,
  now = new Date(),
): Promise<QuotaCheck> {
  if (!Number.isInteger(amount) || amount < 1) throw new Error(`quota amount must be a positive integer: ${amount}`);
  const current = await currentSubscription(db, userId, now);
  const period = usagePeriod(current, now);
  const limit = quotaLimit(planOf(current.planId).quotas[counter]);
  const refused = async (): Promise<QuotaCheck> => ({
    ok: false,
    counter,
    used: await usedNow(db, userId, period.start, counter),
    limit,
    periodEnd: period.end,
  });
  if (limit !== null && amount > limit) return refused();
  const [row] = await db
    .insert(quotaUsage)
    .values({ userId, periodStart: period.start, counter, used: amount })
    .onConflictDoUpdate({
      target: [quotaUsage.userId, quotaUsage.periodStart, quotaUsage.counter],
      set: { used: sql`${quotaUsage.used} + ${amount}` },
      ...(limit === null ? {} : { setWhere: sql`${quotaUsage.used} + ${amount} <= ${limit}` }),
    })
    .returning({ used: quotaUsage.used });
  if (!row) return refused();
  return { ok: true, counter, used: row.used, limit, periodEnd: period.end };
}

/**
 * Gives units back (the work they paid for failed). They go back to the current period, never below zero:
 * a job that fails after the period turned leaves the new period's count alone, since its row starts at zero.
 */
export async function refundQuota(db: Db, userId: string, counter: QuotaCounter, amount = 1): Promise<void> {
  const period = usagePeriod(await currentSubscription(db, userId));
  await db
    .update(quotaUsage)
    .set({ used: sql`greatest(${quotaUsage.used} - ${amount}, 0)` })
    .where(usageKey(userId, period.start, counter));
}

/** Units used per counter in the user's period (counters never used are absent). */
export async function usageInPeriod(db: Db, userId: string, periodStart: Date): Promise<Map<QuotaCounter, number>> {
  const rows = await db
    .select({ counter: quotaUsage.counter, used: quotaUsage.used })
    .from(quotaUsage)
    .where(and(eq(quotaUsage.userId, userId), eq(quotaUsage.periodStart, periodStart)));
  return new Map(rows.map((row) => [row.counter, row.used]));
}

const QUOTA_REASONS = {
  note: 'quota_note_exhausted',
  ytFullScript: 'quota_yt_full_script_exhausted',
  translation: 'quota_translation_exhausted',
  aiChat: 'quota_ai_chat_exhausted',
  aiCall: 'quota_ai_call_exhausted',
  clipRecommendation: 'quota_clip_recommendation_exhausted',
} as const satisfies Record<QuotaCounter, string>;

/** 402: the quota is used up; the message names it, when it resets (UTC day) and where to upgrade. */
export function quotaExhausted(check: Pick<QuotaCheck, 'counter' | 'periodEnd'>): AppError {
  const date = check.periodEnd.toISOString().slice(0, 10);
  return new AppError('payment_required', renderMessage(QUOTA_REASONS[check.counter], { date }));
}

/** consumeQuota that answers 402 when the quota is used up. */
export async function requireQuota(db: Db, userId: string, counter: QuotaCounter, amount = 1): Promise<QuotaCheck> {
  const check = await consumeQuota(db, userId, counter, amount);
  if (!check.ok) throw quotaExhausted(check);
  return check;
}
