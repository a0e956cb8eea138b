import { z } from 'zod';
import { BILLING_CYCLES, PLAN_IDS } from '../../common/plans.ts';
import { REFUND_REASONS, REFUND_WINDOW_DAYS } from '../../common/refunds.ts';
import { boundedText } from '../http/fields.ts';

/** The billing API (ADR 27): Creem checkout and capture, cancel, refunds, payment history. */

export { REFUND_REASONS, REFUND_WINDOW_DAYS };

const planId = z.enum(PLAN_IDS, { error: `must be one of ${PLAN_IDS.join(', ')}` });
const billingCycle = z.enum(BILLING_CYCLES, { error: 'must be monthly or annual' });

export const CheckoutQuery = z.object({ planId, billingCycle });
/** Spec §7 subscribe/{monthly,one-time}-payment: the path says the cycle. */
export const PlanQuery = z.object({ planId });
/** Spec §7 capture/one-time-payment: the checkout's id, ours (request_id) or the provider's (checkout_id). */
export const OrderQuery = z.object({ orderId: z.string().min(1).max(200) });
export const CheckoutResult = z.object({ checkoutUrl: z.string() });

/** What Creem appends to the success URL (docs.creem.io, "Return URLs"); the signature covers the rest. */
const providerId = z.string().max(200);
export const CaptureQuery = z.object({
  checkout_id: providerId,
  order_id: providerId.optional(),
  customer_id: providerId.optional(),
  subscription_id: providerId.optional(),
  product_id: providerId.optional(),
  request_id: providerId.optional(),
  signature: z.string().max(200),
});

const iso = z.string().describe('ISO 8601 date and time, UTC');

/** A bought plan (monthly subscription or annual payment); `canceling`: access until periodEnd, no renewal. */
export const PaidPlan = z.object({
  id: z.string(),
  planId: z.enum(PLAN_IDS),
  billingCycle: z.enum(BILLING_CYCLES),
  status: z.enum(['active', 'canceling', 'ended']),
  periodStart: iso,
  periodEnd: iso,
  /** Monthly and active: when it renews; otherwise null. */
  nextRenewal: iso.nullable(),
  /** The payment still inside the refund window, and until when it may be refunded. */
  refundableUntil: iso.nullable(),
});
export type PaidPlanDto = z.infer<typeof PaidPlan>;

export const BillingOverview = z.object({
  /** False: no payment provider on this server (checkout answers payments_not_configured). */
  paymentsEnabled: z.boolean(),
  /** The signed-in person's current paid plan, if any. */
  paidPlan: PaidPlan.nullable(),
});
export type BillingOverviewDto = z.infer<typeof BillingOverview>;

export const PaidPlanParams = z.object({ id: z.uuid('must be a subscription id') });

export const RefundBody = z.object({
  refundReasons: z
    .array(z.enum(REFUND_REASONS, { error: `must be one of ${REFUND_REASONS.join(', ')}` }))
    .min(1)
    .max(6),
  otherReason: boundedText(1000).optional(),
});
export type RefundBody = z.infer<typeof RefundBody>;

export const RefundRequest = z.object({
  id: z.string(),
  paymentId: z.string(),
  planId: z.enum(PLAN_IDS),
  amountCents: z.number().int(),
  currency: z.string(),
  refundReasons: z.array(z.string()),
  otherReason: z.string().nullable(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  createdAt: iso,
});
export type RefundRequestDto = z.infer<typeof RefundRequest>;
export const RefundRequestList = z.object({ refunds: z.array(RefundRequest) });

export const AdminRefundQuery = z.object({
  status: z.enum(['pending', 'succeeded', 'failed'], { error: 'must be one of pending, succeeded, failed' }).optional(),
  lastId: z.uuid('must be the id of the last refund of the previous page').optional(),
});
export const AdminRefundList = z.object({
  refunds: z.array(RefundRequest.extend({ email: z.string() })),
  hasMore: z.boolean(),
});
export type AdminRefundListDto = z.infer<typeof AdminRefundList>;

/** Spec §3 "Payment history row": id, tier, amount, status, billing cycle, created at, next billing date. */
export const PaymentRow = z.object({
  id: z.string(),
  tier: z.enum(PLAN_IDS),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(['paid', 'refunded', 'refund_pending']),
  billingCycle: z.enum(BILLING_CYCLES),
  createdAt: iso,
  /** Monthly: when the next charge was or is due; annual: null (it does not renew). */
  nextBillingDate: iso.nullable(),
});
export type PaymentRowDto = z.infer<typeof PaymentRow>;

export const PaymentPageQuery = z.object({
  lastId: z.uuid('must be the id of the last payment of the previous page').optional(),
});
export const PaymentPage = z.object({ payments: z.array(PaymentRow), hasMore: z.boolean() });

export const WebhookAck = z.object({ received: z.boolean(), duplicate: z.boolean() });
