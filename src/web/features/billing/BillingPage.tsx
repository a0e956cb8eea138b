import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Receipt } from 'lucide-react';
import { useState } from 'react';
import { formatDate, formatMoney } from '../../../common/format.ts';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import type { PaidPlan } from '../../lib/api-types.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { billingQuery, pendingRefundsQuery, useCancel } from './api.ts';
import { RefundDialog } from './RefundDialog.tsx';
import { useBillingTranslation } from './strings.ts';

/** `/billing` (spec §2 "Billing and subscription"): the paid plan, cancel, refund, pending refunds. */
export function BillingPage() {
  const { t } = useBillingTranslation();
  const locale = useLocale();
  const overview = useQuery(billingQuery);
  const params = { locale: localeParam(locale) };
  return (
    <>
      <PageHeader title={t('billing.title')} description={t('billing.subtitle')} testId="billing-heading">
        <Link to="/{-$locale}/payment-history" params={params} className={buttonVariants({ variant: 'outline' })}>
          <Receipt aria-hidden className="h-4 w-4" />
          {t('history.title')}
        </Link>
      </PageHeader>
      {!overview.data ? (
        <Spinner label={t('billing.loading')} />
      ) : (
        <div className="space-y-4">
          {!overview.data.paymentsEnabled && (
            <p
              className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
              data-testid="payments-off"
            >
              {t('billing.paymentsOff')}
            </p>
          )}
          {overview.data.paidPlan ? (
            <PaidPlanCard plan={overview.data.paidPlan} />
          ) : (
            <Card data-testid="billing-free">
              <CardHeader>
                <CardTitle>{t('billing.freeTitle')}</CardTitle>
                <CardDescription>{t('billing.freeText')}</CardDescription>
              </CardHeader>
              {overview.data.paymentsEnabled && (
                <CardContent>
                  <Link to="/{-$locale}/pricing" params={params} className={buttonVariants()}>
                    {t('billing.seePlans')}
                  </Link>
                </CardContent>
              )}
            </Card>
          )}
          <PendingRefunds />
        </div>
      )}
    </>
  );
}

function PaidPlanCard({ plan }: { plan: PaidPlan }) {
  const { t } = useBillingTranslation();
  const locale = useLocale();
  const cancel = useCancel();
  const [confirming, setConfirming] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const date = (iso: string) => formatDate(iso, locale);
  return (
    <Card data-testid="paid-plan">
      <CardHeader>
        <CardTitle>
          {t(`plans.${plan.planId}`)} · {t(`cycle.${plan.billingCycle}`)}
        </CardTitle>
        <CardDescription data-testid="paid-plan-status">
          {plan.status === 'canceling'
            ? t('billing.endsOn', { date: date(plan.periodEnd) })
            : plan.nextRenewal
              ? t('billing.renewsOn', { date: date(plan.nextRenewal) })
              : t('billing.paidUntil', { date: date(plan.periodEnd) })}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-slate-600">
          {t('billing.period', { start: date(plan.periodStart), end: date(plan.periodEnd) })}
        </p>
        <div className="flex flex-wrap gap-3">
          {plan.status === 'active' && plan.billingCycle === 'monthly' && (
            <Button variant="outline" onClick={() => setConfirming(true)} data-testid="cancel-subscription">
              {t('cancel.button')}
            </Button>
          )}
          {plan.refundableUntil && (
            <Button variant="ghost" onClick={() => setRefunding(true)} data-testid="refund-open">
              {t('refund.button')}
            </Button>
          )}
        </div>
        {plan.refundableUntil && (
          <p className="text-xs text-slate-500">{t('refund.until', { date: date(plan.refundableUntil) })}</p>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('cancel.title')}
        text={t('cancel.text', { date: date(plan.periodEnd) })}
        confirmLabel={t('cancel.confirm')}
        cancelLabel={t('cancel.keep')}
        destructive
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate(plan.id, { onSettled: () => setConfirming(false) })}
      />
      <RefundDialog plan={plan} open={refunding} onOpenChange={setRefunding} />
    </Card>
  );
}

function PendingRefunds() {
  const { t } = useBillingTranslation();
  const locale = useLocale();
  const pending = useQuery(pendingRefundsQuery);
  if (!pending.data?.refunds.length) return null;
  return (
    <Card data-testid="pending-refunds">
      <CardHeader>
        <CardTitle>{t('refund.pendingTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-slate-100 text-sm">
          {pending.data.refunds.map((refund) => (
            <li key={refund.id} className="flex justify-between py-2">
              <span>
                {t(`plans.${refund.planId}`)} · {formatDate(refund.createdAt, locale)}
              </span>
              <span className="font-medium tabular-nums">
                {formatMoney(refund.amountCents, refund.currency, locale)}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
