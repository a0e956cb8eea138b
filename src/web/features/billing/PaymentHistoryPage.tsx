import { useInfiniteQuery } from '@tanstack/react-query';
import { Receipt } from 'lucide-react';
import { formatDate, formatMoney } from '../../../common/format.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useLocale } from '../../lib/locale.ts';
import { paymentsQuery } from './api.ts';
import { useBillingTranslation } from './strings.ts';

/** `/payment-history` (spec §3 payment history row): date, plan, cycle, amount in the reader's locale, status. */
export function PaymentHistoryPage() {
  const { t } = useBillingTranslation();
  const locale = useLocale();
  const payments = useInfiniteQuery(paymentsQuery);
  const rows = payments.data?.pages.flatMap((page) => page.payments) ?? [];
  return (
    <>
      <PageHeader title={t('history.title')} description={t('history.subtitle')} testId="history-heading" />
      {payments.isPending ? (
        <Spinner label={t('history.loading')} />
      ) : !rows.length ? (
        <EmptyState
          icon={Receipt}
          title={t('history.emptyTitle')}
          text={t('history.emptyText')}
          data-testid="history-empty"
        />
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm" data-testid="payment-history">
            <thead className="bg-slate-50 text-xs text-slate-500 uppercase">
              <tr>
                <th className="px-4 py-3 font-medium">{t('history.date')}</th>
                <th className="px-4 py-3 font-medium">{t('history.plan')}</th>
                <th className="px-4 py-3 text-right font-medium">{t('history.amount')}</th>
                <th className="px-4 py-3 font-medium">{t('history.status')}</th>
                <th className="px-4 py-3 font-medium">{t('history.nextBilling')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={row.id} data-testid="payment-row">
                  <td className="px-4 py-3 whitespace-nowrap">{formatDate(row.createdAt, locale)}</td>
                  <td className="px-4 py-3">
                    {t(`plans.${row.tier}`)} · {t(`cycle.${row.billingCycle}`)}
                  </td>
                  <td className="px-4 py-3 text-right font-medium tabular-nums">
                    {formatMoney(row.amountCents, row.currency, locale)}
                  </td>
                  <td className="px-4 py-3" data-testid="payment-status">
                    {t(`history.statuses.${row.status}`)}
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    {row.nextBillingDate && row.status === 'paid' ? formatDate(row.nextBillingDate, locale) : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {payments.hasNextPage && (
        <Button
          variant="outline"
          className="mt-4"
          onClick={() => payments.fetchNextPage()}
          disabled={payments.isFetchingNextPage}
        >
          {t('history.more')}
        </Button>
      )}
    </>
  );
}
