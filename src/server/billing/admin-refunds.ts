import { and, desc, eq, lt, or } from 'drizzle-orm';
import { listAccounts } from '../auth/accounts.ts';
import type { Db } from '../db/client.ts';
import { payment, refundRequest } from '../db/schema/billing.ts';
import { presentRefund } from './presenter.ts';
import type { AdminRefundListDto } from './schema.ts';

const PAGE = 50;

/**
 * Admin: refund requests, newest first, 50 a page after `lastId`, with who asked (their e-mail) and why —
 * the reasons learners give are the product's feedback, and a pending one may need a look at Creem.
 */
export async function listRefundRequests(
  db: Db,
  query: { status?: 'pending' | 'succeeded' | 'failed'; lastId?: string },
): Promise<AdminRefundListDto> {
  let after: ReturnType<typeof or>;
  if (query.lastId) {
    const [last] = await db
      .select({ createdAt: refundRequest.createdAt, id: refundRequest.id })
      .from(refundRequest)
      .where(eq(refundRequest.id, query.lastId));
    if (!last) return { refunds: [], hasMore: false };
    after = or(
      lt(refundRequest.createdAt, last.createdAt),
      and(eq(refundRequest.createdAt, last.createdAt), lt(refundRequest.id, last.id)),
    );
  }
  const rows = await db
    .select({ refund: refundRequest, payment })
    .from(refundRequest)
    .innerJoin(payment, eq(payment.id, refundRequest.paymentId))
    .where(and(query.status ? eq(refundRequest.status, query.status) : undefined, after))
    .orderBy(desc(refundRequest.createdAt), desc(refundRequest.id))
    .limit(PAGE + 1);
  const page = rows.slice(0, PAGE);
  const ids = [...new Set(page.map((r) => r.refund.userId))];
  const accounts = ids.length ? await listAccounts(db, { ids, limit: ids.length }) : [];
  const emails = new Map(accounts.map((a) => [a.id, a.email]));
  return {
    refunds: page.map((r) => ({ ...presentRefund(r.refund, r.payment), email: emails.get(r.refund.userId) ?? '' })),
    hasMore: rows.length > PAGE,
  };
}
