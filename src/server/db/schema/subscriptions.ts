import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from '../ids.ts';
import type { BillingCycle, PlanId, QuotaCounter } from '../../../common/plans.ts';
import { user } from './auth.ts';

/**
 * Spec §4 "Subscription": `active` runs (and renews when the provider does); `canceled` runs until its
 * period ends and then stops (cancel at period end); `expired` is over (period ended, ended early,
 * refunded or replaced by another plan); `pending` waits for a payment to be captured.
 */
export const SUBSCRIPTION_STATUSES = ['active', 'canceled', 'expired', 'pending'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
/** Who granted it: the payment provider, an admin (self-hosting), or nobody (the free plan). */
export const SUBSCRIPTION_PROVIDERS = ['creem', 'admin', 'free'] as const;
export type SubscriptionProvider = (typeof SUBSCRIPTION_PROVIDERS)[number];

/** A user's subscriptions, past, current and pending (ADR 26). Owner: subscriptions/. */
export const subscription = pgTable(
  'subscription',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    planId: text('plan_id').$type<PlanId>().notNull(),
    billingCycle: text('billing_cycle').$type<BillingCycle>().notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    /** Where monthly periods count from (sign-up for the free plan), so Jan 31 → Feb 28 → Mar 31. */
    anchor: timestamp('anchor', { withTimezone: true }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    provider: text('provider').$type<SubscriptionProvider>().notNull(),
    providerSubscriptionId: text('provider_subscription_id'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // At most one current subscription per user: two requests creating the free plan at once make one.
    uniqueIndex('subscription_current').on(t.userId).where(sql`status in ('active', 'canceled')`),
    index('subscription_user').on(t.userId, t.id),
  ],
);

/** Units used per user, billing period and quota counter (spec §3 quota fields). Owner: subscriptions/. */
export const quotaUsage = pgTable(
  'quota_usage',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The period's start: a new period is a new row, so usage resets without a job. */
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    counter: text('counter').$type<QuotaCounter>().notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.periodStart, t.counter] })],
);
