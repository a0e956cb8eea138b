import { and, desc, eq, inArray } from 'drizzle-orm';
import { renderMessage } from '../../common/errors.ts';
import { type BillingCycle, FREE_PLAN_ID, type PlanId } from '../../common/plans.ts';
import { listAccounts } from '../auth/accounts.ts';
import type { Db } from '../db/client.ts';
import { subscription, type SubscriptionProvider } from '../db/schema/subscriptions.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { planOf } from './catalogue.ts';
import { addMonthsUtc, periodContaining } from './periods.ts';

export type SubscriptionRow = typeof subscription.$inferSelect;

/** Statuses of the one subscription that gives the user their plan now (see the partial unique index). */
const CURRENT = ['active', 'canceled'] as const;
/**
 * A renewing subscription whose period ended keeps its plan this long, so a renewal the provider reports
 * late (a webhook retried for hours) never drops a paying user to the free plan in between.
 */
export const RENEWAL_GRACE_MS = 2 * 86_400_000;

const isCurrent = (userId: string) => and(eq(subscription.userId, userId), inArray(subscription.status, [...CURRENT]));

/** Starts the free plan; a concurrent start (same user) makes one row, the other does nothing. */
async function startFreePlan(db: Db, userId: string, anchor: Date, now: Date): Promise<void> {
  const period = periodContaining(anchor, now, { cycle: 'monthly' });
  await db
    .insert(subscription)
    .values({
      userId,
      planId: FREE_PLAN_ID,
      billingCycle: 'monthly',
      status: 'active',
      anchor,
      periodStart: period.start,
      periodEnd: period.end,
      provider: 'free',
    })
    .onConflictDoNothing();
}

async function signedUpAt(db: Db, userId: string): Promise<Date> {
  const [account] = await listAccounts(db, { ids: [userId], limit: 1 });
  if (!account) throw notFound();
  return account.createdAt;
}

const renews = (row: SubscriptionRow) =>
  row.provider === 'creem' && row.billingCycle === 'monthly' && !row.cancelAtPeriodEnd && row.status === 'active';

/**
 * The user's subscription now. Settles what time has changed, each step a conditional write that two
 * requests may both make safely: a user without one (new, or from before plans) starts on the free plan
 * with monthly periods from sign-up; the free plan moves to the period holding `now`; a paid plan whose
 * period is over (and not renewing within the grace) expires and the free plan takes over.
 */
export async function currentSubscription(db: Db, userId: string, now = new Date()): Promise<SubscriptionRow> {
  for (let step = 0; step < 4; step++) {
    const [row] = await db.select().from(subscription).where(isCurrent(userId)).limit(1);
    if (!row) {
      await startFreePlan(db, userId, await signedUpAt(db, userId), now);
      continue;
    }
    if (row.periodEnd > now) return row;
    if (row.provider === 'free') {
      const period = periodContaining(row.anchor, now, { cycle: 'monthly' });
      await db
        .update(subscription)
        .set({ periodStart: period.start, periodEnd: period.end, updatedAt: now })
        .where(and(eq(subscription.id, row.id), eq(subscription.periodEnd, row.periodEnd)));
      return { ...row, periodStart: period.start, periodEnd: period.end };
    }
    if (renews(row) && now.getTime() < row.periodEnd.getTime() + RENEWAL_GRACE_MS) return row;
    await db
      .update(subscription)
      .set({ status: 'expired', updatedAt: now })
      .where(and(eq(subscription.id, row.id), inArray(subscription.status, [...CURRENT])));
  }
  throw new Error(`subscription of ${userId} did not settle`);
}

export type ActivatePlanInput = {
  userId: string;
  planId: PlanId;
  billingCycle: BillingCycle;
  periodStart: Date;
  periodEnd: Date;
  provider: SubscriptionProvider;
  providerSubscriptionId?: string | null;
};

/**
 * Gives the user a plan for a period. The same provider subscription on the same plan is a renewal: its
 * row moves to the new period (usage counts per period, so it starts from zero). Anything else replaces
 * the current subscription, which expires; a pending one with the same provider id becomes the new one.
 */
export async function activatePlan(db: Db, input: ActivatePlanInput): Promise<SubscriptionRow> {
  if (!(input.periodEnd > input.periodStart)) throw badRequest(renderMessage('period_end_before_start'));
  const providerSubscriptionId = input.providerSubscriptionId ?? null;
  const now = new Date();
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(subscription).where(isCurrent(input.userId)).limit(1).for('update');
    const fields = {
      planId: input.planId,
      billingCycle: input.billingCycle,
      status: 'active' as const,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      provider: input.provider,
      providerSubscriptionId,
      cancelAtPeriodEnd: false,
      updatedAt: now,
    };
    const renewal =
      current &&
      providerSubscriptionId !== null &&
      current.provider === input.provider &&
      current.providerSubscriptionId === providerSubscriptionId &&
      current.planId === input.planId;
    if (renewal) {
      const [row] = await tx.update(subscription).set(fields).where(eq(subscription.id, current.id)).returning();
      return row!;
    }
    if (current) {
      await tx.update(subscription).set({ status: 'expired', updatedAt: now }).where(eq(subscription.id, current.id));
    }
    if (providerSubscriptionId !== null) {
      const [pending] = await tx
        .update(subscription)
        .set({ ...fields, anchor: input.periodStart })
        .where(
          and(
            eq(subscription.userId, input.userId),
            eq(subscription.status, 'pending'),
            eq(subscription.providerSubscriptionId, providerSubscriptionId),
          ),
        )
        .returning();
      if (pending) return pending;
    }
    const [row] = await tx
      .insert(subscription)
      .values({ userId: input.userId, anchor: input.periodStart, ...fields })
      .returning();
    return row!;
  });
}

/** Cancels at the end of the period: the plan stays until periodEnd, then the free plan takes over. */
export async function scheduleCancel(db: Db, userId: string): Promise<SubscriptionRow> {
  const current = await currentSubscription(db, userId);
  if (current.provider === 'free') throw conflict(renderMessage('free_plan_not_cancelable'));
  const [row] = await db
    .update(subscription)
    .set({ status: 'canceled', cancelAtPeriodEnd: true, updatedAt: new Date() })
    .where(and(eq(subscription.id, current.id), inArray(subscription.status, [...CURRENT])))
    .returning();
  return row ?? currentSubscription(db, userId);
}

/**
 * Ends the paid plan now (a refund, a revoked grant): the free plan starts today with fresh monthly
 * periods. A user already on the free plan keeps it as it is, so this never resets anyone's usage.
 */
export async function endSubscription(db: Db, userId: string, now = new Date()): Promise<SubscriptionRow> {
  const current = await currentSubscription(db, userId, now);
  if (current.provider === 'free') return current;
  await db.transaction(async (tx) => {
    await tx
      .update(subscription)
      .set({ status: 'expired', updatedAt: now })
      .where(and(eq(subscription.id, current.id), inArray(subscription.status, [...CURRENT])));
    await tx
      .insert(subscription)
      .values({
        userId,
        planId: FREE_PLAN_ID,
        billingCycle: 'monthly',
        status: 'active',
        anchor: now,
        periodStart: now,
        periodEnd: addMonthsUtc(now, 1),
        provider: 'free',
      })
      .onConflictDoNothing();
  });
  return currentSubscription(db, userId, now);
}

/** Subscriptions waiting for a payment to be captured, newest first (spec §3: empty by default). */
export function pendingSubscriptions(db: Db, userId: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscription)
    .where(and(eq(subscription.userId, userId), eq(subscription.status, 'pending')))
    .orderBy(desc(subscription.id));
}

/** How many members the teams this user owns may have, from their plan (spec §6: paid plans cap team members). */
export async function teamMemberCap(db: Db, userId: string): Promise<number> {
  return planOf((await currentSubscription(db, userId)).planId).features.teamMembers;
}

/**
 * The stretch quotas count over: the billing period, except that an annual plan's quotas are monthly
 * (the catalogue's limits are per month), counted from the start of its year and ending with it.
 */
export function usagePeriod(row: SubscriptionRow, now = new Date()): { start: Date; end: Date } {
  if (row.billingCycle !== 'annual' || planOf(row.planId).periodDays)
    return { start: row.periodStart, end: row.periodEnd };
  const month = periodContaining(row.periodStart, now < row.periodStart ? row.periodStart : now, { cycle: 'monthly' });
  return { start: month.start, end: new Date(Math.min(month.end.getTime(), row.periodEnd.getTime())) };
}

/** The renewal date: the end of the period for a subscription that renews (the free plan always does), else none. */
export const nextRenewal = (row: SubscriptionRow): Date | null =>
  row.provider === 'free' || renews(row) ? row.periodEnd : null;
