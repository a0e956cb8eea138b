import { useQuery } from '@tanstack/react-query';
import { formatDate, formatMoney } from '../../../common/format.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { api } from '../../lib/api.ts';
import type { AdminRefundList } from '../../lib/api-types.ts';
import { useLocale } from '../../lib/locale.ts';
import { billingKeys } from './api.ts';
import { useBillingTranslation } from './strings.ts';

/** The admin overview's refund requests (ADR 27): the latest, who asked, for what and why. */
export function RefundRequestsCard() {
  const { t } = useBillingTranslation();
  const locale = useLocale();
  const refunds = useQuery({
    queryKey: [...billingKeys.all, 'admin-refunds'],
    queryFn: () => api<AdminRefundList>('/admin/refunds'),
  });
  const rows = refunds.data?.refunds ?? [];
  return (
    <Card className="lg:col-span-2" data-testid="admin-refunds">
      <CardHeader>
        <CardTitle>{t('admin.title')}</CardTitle>
        <CardDescription>{rows.length ? t('admin.subtitle') : t('admin.empty')}</CardDescription>
      </CardHeader>
      {rows.length > 0 && (
        <CardContent>
          <ul className="divide-y divide-slate-100 text-sm">
            {rows.map((refund) => (
              <li key={refund.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
                <span className="min-w-0 [overflow-wrap:anywhere] text-slate-900">{refund.email}</span>
                <span className="text-slate-600">
                  {t(`plans.${refund.planId}`)} · {formatMoney(refund.amountCents, refund.currency, locale)} ·{' '}
                  {formatDate(refund.createdAt, locale)} · {t(`admin.statuses.${refund.status}`)}
                </span>
                <span className="w-full text-slate-500">
                  {refund.refundReasons.map((reason) => t(`refund.reasons.${reason}`)).join(', ')}
                  {refund.otherReason ? ` — “${refund.otherReason}”` : ''}
                </span>
              </li>
            ))}
          </ul>
        </CardContent>
      )}
    </Card>
  );
}
