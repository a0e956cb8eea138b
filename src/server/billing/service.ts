import { and, desc, eq, gt, inArray, lt, or } from 'drizzle-orm';
import { renderMessage } from '../../common/errors.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { paidPlan, payment, refundRequest } from '../db/schema/billing.ts';
import { conflict, notFound } from '../http/errors.ts';
import { currentSubscription } from '../subscriptions/service.ts';
import { type BillingDeps, providerOf, viaProvider } from './deps.ts';
import { presentPaidPlan, presentPayment, presentRefund } from './presenter.ts';
import type { BillingOverviewDto, PaidPlanDto, PaymentRowDto, RefundRequestDto } from './schema.ts';

const PAGE = 20;

/** The plan the person has paid for and still has (active or cancelled with time left), newest first. */
export async function currentPaidPlan(db: DbOrTx, userId: string, now = new Date()) {
  const [row] = await db
    .select()
    .from(paidPlan)
    .where(
      and(eq(paidPlan.userId, userId), inArray(paidPlan.status, ['active', 'canceling']), gt(paidPlan.periodEnd, now)),
    )
    .orderBy(desc(paidPlan.periodEnd))
    .limit(1);
  return row;
}

/** The plan's latest charge that is still paid. */
export async function lastPaidPayment(db: DbOrTx, paidPlanId: string) {
  const [row] = await db
    .select()
    .from(payment)
    .where(and(eq(payment.paidPlanId, paidPlanId), eq(payment.status, 'paid')))
    .orderBy(desc(payment.createdAt))
    .limit(1);
  return row;
}

/**
 * A paid plan of this person, by its id or by the subscriptionId GET /v3/subscription shows (spec §7
 * `/subscription/{id}/…`); another's is "not found" (never "forbidden": ids reveal nothing).
 */
export async function ownPaidPlan(db: Db, user: AuthUser, id: string) {
  const [row] = await db
    .select()
    .from(paidPlan)
    .where(and(eq(paidPlan.id, id), eq(paidPlan.userId, user.id)));
  if (row) return row;
  const current = await currentSubscription(db, user.id);
  const paid = current.id === id && current.provider === 'creem' ? await currentPaidPlan(db, user.id) : undefined;
  if (!paid) throw notFound();
  return paid;
}

export async function describePaidPlan(db: DbOrTx, id: string): Promise<PaidPlanDto> {
  const [row] = await db.select().from(paidPlan).where(eq(paidPlan.id, id));
  return presentPaidPlan(row!, (await lastPaidPayment(db, id)) ?? null, new Date());
}

export async function overview(deps: BillingDeps, user: AuthUser | null): Promise<BillingOverviewDto> {
  const row = user ? await currentPaidPlan(deps.db, user.id) : undefined;
  return {
    paymentsEnabled: deps.payments !== null,
    paidPlan: row ? presentPaidPlan(row, (await lastPaidPayment(deps.db, row.id)) ?? null, new Date()) : null,
  };
}

/**
 * Spec §4: a monthly subscription can be cancelled at any time and keeps its access until the period ends.
 * The provider is told first (no renewal), then our row; an annual plan never renews, so only our row changes.
 */
export async function cancel(deps: BillingDeps, user: AuthUser, id: string): Promise<PaidPlanDto> {
  const row = await ownPaidPlan(deps.db, user, id);
  if (row.status !== 'active' || row.periodEnd <= new Date())
    throw conflict(renderMessage('subscription_not_cancelable'));
  if (row.providerSubscriptionId) {
    const provider = providerOf(deps);
    await viaProvider(deps, 'cancel subscription', () =>
      provider.cancelSubscription(row.providerSubscriptionId!, 'scheduled'),
    );
  }
  await deps.db.transaction(async (tx) => {
    await tx.update(paidPlan).set({ status: 'canceling', updatedAt: new Date() }).where(eq(paidPlan.id, row.id));
    await deps.access.scheduleCancel(tx, row);
  });
  return describePaidPlan(deps.db, row.id);
}

/** Spec §3 payment history, newest first, PAGE a page after `lastId`. */
export async function paymentHistory(
  db: Db,
  user: AuthUser,
  lastId?: string,
): Promise<{ payments: PaymentRowDto[]; hasMore: boolean }> {
  let after: ReturnType<typeof or>;
  if (lastId) {
    const [last] = await db
      .select({ createdAt: payment.createdAt, id: payment.id })
      .from(payment)
      .where(and(eq(payment.id, lastId), eq(payment.userId, user.id)));
    if (!last) return { payments: [], hasMore: false };
    after = or(
      lt(payment.createdAt, last.createdAt),
      and(eq(payment.createdAt, last.createdAt), lt(payment.id, last.id)),
    );
  }
  const rows = await db
    .select()
    .from(payment)
    .where(and(eq(payment.userId, user.id), after))
    .orderBy(desc(payment.createdAt), desc(payment.id))
    .limit(PAGE + 1);
  const page = rows.slice(0, PAGE);
  const pending = page.length
    ? await db
        .select({ paymentId: refundRequest.paymentId })
        .from(refundRequest)
        .where(
          and(
            inArray(
              refundRequest.paymentId,
              page.map((r) => r.id),
            ),
            eq(refundRequest.status, 'pending'),
          ),
        )
    : [];
  const pendingIds = new Set(pending.map((r) => r.paymentId));
  return { payments: page.map((row) => presentPayment(row, pendingIds.has(row.id))), hasMore: rows.length > PAGE };
}

/** Spec §7 GET /subscription/refund-pending: this person's refunds the provider has not confirmed yet. */
export async function pendingRefunds(db: Db, user: AuthUser): Promise<{ refunds: RefundRequestDto[] }> {
  const rows = await db
    .select({ refund: refundRequest, payment })
    .from(refundRequest)
    .innerJoin(payment, eq(payment.id, refundRequest.paymentId))
    .where(and(eq(refundRequest.userId, user.id), eq(refundRequest.status, 'pending')))
    .orderBy(desc(refundRequest.createdAt));
  return { refunds: rows.map((r) => presentRefund(r.refund, r.payment)) };
}
