import type { paidPlan, payment, refundRequest } from '../db/schema/billing.ts';
import { type PaidPlanDto, type PaymentRowDto, REFUND_WINDOW_DAYS, type RefundRequestDto } from './schema.ts';

type PaidPlanRow = typeof paidPlan.$inferSelect;
type PaymentRow = typeof payment.$inferSelect;
type RefundRow = typeof refundRequest.$inferSelect;

const DAY = 86_400_000;
export const refundDeadline = (paidAt: Date) => new Date(paidAt.getTime() + REFUND_WINDOW_DAYS * DAY);

/** `lastPayment`: the plan's latest charge still paid (not refunded), which may be refunded in its window. */
export function presentPaidPlan(
  row: PaidPlanRow,
  lastPayment: Pick<PaymentRow, 'createdAt'> | null,
  now: Date,
): PaidPlanDto {
  const deadline = lastPayment ? refundDeadline(lastPayment.createdAt) : null;
  return {
    id: row.id,
    planId: row.planId,
    billingCycle: row.billingCycle,
    status: row.status,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    nextRenewal: row.status === 'active' && row.billingCycle === 'monthly' ? row.periodEnd.toISOString() : null,
    refundableUntil: deadline && deadline > now && row.status !== 'ended' ? deadline.toISOString() : null,
  };
}

export function presentPayment(row: PaymentRow, refundPending: boolean): PaymentRowDto {
  return {
    id: row.id,
    tier: row.planId,
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status === 'paid' && refundPending ? 'refund_pending' : row.status,
    billingCycle: row.billingCycle,
    createdAt: row.createdAt.toISOString(),
    nextBillingDate: row.billingCycle === 'monthly' ? row.periodEnd.toISOString() : null,
  };
}

export function presentRefund(
  row: RefundRow,
  paid: Pick<PaymentRow, 'planId' | 'amountCents' | 'currency'>,
): RefundRequestDto {
  return {
    id: row.id,
    paymentId: row.paymentId,
    planId: paid.planId,
    amountCents: paid.amountCents,
    currency: paid.currency,
    refundReasons: row.refundReasons,
    otherReason: row.otherReason,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
