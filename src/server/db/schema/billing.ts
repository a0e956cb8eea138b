import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BillingCycle, PlanId } from '../../../common/plans.ts';
import { user } from './auth.ts';

/** Payments through a provider (ADR 27). Owner: billing/. Amounts are integer cents. */

export const PAYMENT_STATUSES = ['paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAID_PLAN_STATUSES = ['active', 'canceling', 'ended'] as const;
export type PaidPlanStatus = (typeof PAID_PLAN_STATUSES)[number];
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

const at = (name: string) => timestamp(name, { withTimezone: true });
const userColumn = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });
/** Who bought which plan on which cycle: the checkout, the plan bought and each charge say it alike. */
const boughtBy = () => ({
  userId: userColumn(),
  planId: text('plan_id').$type<PlanId>().notNull(),
  billingCycle: text('billing_cycle').$type<BillingCycle>().notNull(),
});

/** One hosted checkout we opened; its id is the `request_id` the provider echoes back. */
export const billingCheckout = pgTable(
  'billing_checkout',
  {
    id: uuid('id').primaryKey(),
    ...boughtBy(),
    provider: text('provider').notNull(),
    providerCheckoutId: text('provider_checkout_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    completedAt: at('completed_at'),
  },
  (t) => [
    uniqueIndex('billing_checkout_provider_id').on(t.provider, t.providerCheckoutId),
    index('billing_checkout_user').on(t.userId, t.createdAt),
  ],
);

/**
 * A bought plan: a monthly subscription at the provider (renews each period) or an annual one-time
 * payment (twelve months, never renews). `canceling`: access until period_end, no renewal.
 */
export const paidPlan = pgTable(
  'paid_plan',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...boughtBy(),
    provider: text('provider').notNull(),
    /** Monthly: the provider's subscription. Annual: null (a single order). */
    providerSubscriptionId: text('provider_subscription_id'),
    /** The checkout that bought it: the redirect and the webhook both arrive with it, one row results. */
    checkoutId: uuid('checkout_id').references(() => billingCheckout.id, { onDelete: 'set null' }),
    status: text('status').$type<PaidPlanStatus>().notNull().default('active'),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('paid_plan_provider_subscription').on(t.provider, t.providerSubscriptionId),
    uniqueIndex('paid_plan_checkout').on(t.checkoutId),
    index('paid_plan_user').on(t.userId, t.periodEnd),
  ],
);

/** Spec §3 "Payment history row": one charge (first purchase or renewal). */
export const payment = pgTable(
  'payment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userColumn(),
    paidPlanId: uuid('paid_plan_id')
      .notNull()
      .references(() => paidPlan.id, { onDelete: 'cascade' }),
    planId: text('plan_id').$type<PlanId>().notNull(),
    billingCycle: text('billing_cycle').$type<BillingCycle>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('paid'),
    provider: text('provider').notNull(),
    /** The provider's transaction: a replayed webhook or a second capture finds it and adds nothing. */
    providerTransactionId: text('provider_transaction_id').notNull(),
    providerOrderId: text('provider_order_id'),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    refundedAt: at('refunded_at'),
  },
  (t) => [
    uniqueIndex('payment_provider_transaction').on(t.provider, t.providerTransactionId),
    index('payment_user').on(t.userId, t.createdAt),
  ],
);

/** Spec §3 "Refund request": refundReasons, otherReason; one per payment, so a payment is refunded once. */
export const refundRequest = pgTable(
  'refund_request',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userColumn(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payment.id, { onDelete: 'cascade' }),
    refundReasons: jsonb('refund_reasons').$type<string[]>().notNull(),
    otherReason: text('other_reason'),
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    resolvedAt: at('resolved_at'),
  },
  (t) => [
    uniqueIndex('refund_request_payment').on(t.paymentId),
    index('refund_request_status').on(t.status, t.createdAt),
  ],
);

/** Webhook events already handled, by the provider's event id: a replay is answered and ignored. */
export const billingEvent = pgTable(
  'billing_event',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
