import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../common/format.ts';
import { PLANS } from '../../../common/plans.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useLocale } from '../../lib/locale.ts';
import { planCatalogueQuery, subscriptionQuery } from './api.ts';
import { QuotaUsageList } from './QuotaUsageList.tsx';
import { UpgradeOptions } from './UpgradeOptions.tsx';

/** `/subscriptions` (spec §2): the current plan, its cycle and period, this period's quota usage, and upgrades. */
export function SubscriptionPage() {
  const { t } = useTranslation('app');
  const locale = useLocale();
  const subscription = useQuery(subscriptionQuery);
  // The server's catalogue, so a self-hoster's PLANS_FILE shows; the built-in one until it arrives.
  const plans = useQuery(planCatalogueQuery).data ?? [...PLANS];
  const sub = subscription.data;
  const date = (iso: string) => formatDate(iso, locale);
  const current = sub && plans.find((plan) => plan.id === sub.planId);

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title={t('subscription.title')}
        description={t('subscription.subtitle')}
        testId="subscription-heading"
      />
      {subscription.isPending && <Spinner className="mx-auto h-6 w-6" />}
      {subscription.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(subscription.error, t)}
        </p>
      )}
      {sub && current && (
        <>
          <Card data-testid="subscription-current">
            <CardHeader>
              <CardDescription>{t('subscription.current')}</CardDescription>
              <CardTitle className="text-2xl" data-testid="subscription-plan">
                {t(`subscription.plans.${sub.planId}`)}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
                <div>
                  <dt className="text-xs text-slate-500">{t('subscription.cycle.label')}</dt>
                  <dd data-testid="subscription-cycle">{t(`subscription.cycle.${sub.billingCycle}`)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">{t('subscription.period')}</dt>
                  <dd data-testid="subscription-period">
                    {t('subscription.periodRange', { start: date(sub.periodStart), end: date(sub.periodEnd) })}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">{t('subscription.statusLabel')}</dt>
                  <dd data-testid="subscription-renewal">
                    {sub.nextRenewal
                      ? t('subscription.nextRenewal', { date: date(sub.nextRenewal) })
                      : t('subscription.noRenewal', { date: date(sub.periodEnd) })}
                  </dd>
                </div>
              </dl>
              {sub.pendingSubscriptions.map((pending) => (
                <p
                  key={pending.subscriptionId}
                  className="mt-3 text-sm text-amber-700"
                  data-testid="subscription-pending"
                >
                  {t('subscription.pending', {
                    plan: t(`subscription.plans.${pending.planId}`),
                    cycle: t(`subscription.cycle.${pending.billingCycle}`),
                  })}
                </p>
              ))}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('subscription.usageTitle')}</CardTitle>
              <CardDescription data-testid="subscription-reset">
                {t('subscription.resetsOn', { date: date(sub.quotasResetAt) })}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <QuotaUsageList quotas={sub.quotas} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('subscription.upgradeTitle')}</CardTitle>
              <CardDescription>{t('subscription.upgradeText')}</CardDescription>
            </CardHeader>
            <CardContent>
              <UpgradeOptions plans={plans} current={current} cycle={sub.billingCycle} />
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
