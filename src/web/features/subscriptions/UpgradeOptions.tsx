import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowUpRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '../../../common/format.ts';
import { BILLING_CYCLES, type BillingCycle, type Plan } from '../../../common/plans.ts';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { billingQuery } from '../billing/api.ts';
import { useBillingTranslation } from '../billing/strings.ts';

/**
 * The billing-cycle toggle and the listed plans above the current one at that cycle's price, each with its
 * way to the provider's checkout (ADR 27) — or, on a server without payments, a note that says so; the
 * upgrade action leads to the pricing page.
 */
export function UpgradeOptions({
  plans,
  current,
  cycle: initial,
}: {
  plans: Plan[];
  current: Plan;
  cycle: BillingCycle;
}) {
  const { t } = useTranslation('app');
  const { t: tBilling } = useBillingTranslation();
  const locale = useLocale();
  const [cycle, setCycle] = useState(initial);
  const payments = useQuery(billingQuery);
  const higher = plans.filter((plan) => plan.listed && plan.priceUsd.monthly > current.priceUsd.monthly);
  return (
    <div className="space-y-4">
      <fieldset className="flex w-fit rounded-full border border-slate-200 bg-slate-100 p-1">
        <legend className="sr-only">{t('subscription.cycle.label')}</legend>
        {BILLING_CYCLES.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={cycle === option}
            onClick={() => setCycle(option)}
            data-testid={`cycle-${option}`}
            className={cn(
              'rounded-full px-4 py-1.5 text-sm font-medium text-slate-600',
              cycle === option && 'bg-white text-slate-900 shadow-sm',
            )}
          >
            {t(`subscription.cycle.${option}`)}
          </button>
        ))}
      </fieldset>
      {higher.length === 0 ? (
        <p className="text-sm text-slate-600">{t('subscription.topPlan')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {higher.map((plan) => (
            <li key={plan.id} className="rounded-xl border border-slate-200 p-4" data-testid={`upgrade-${plan.id}`}>
              <p className="font-semibold text-slate-900">{t(`subscription.plans.${plan.id}`)}</p>
              <p className="text-sm text-slate-600 tabular-nums" data-testid="upgrade-price">
                {t(cycle === 'annual' ? 'subscription.perYear' : 'subscription.perMonth', {
                  price: formatCurrency(plan.priceUsd[cycle]),
                })}
              </p>
              {payments.data?.paymentsEnabled ? (
                <Link
                  to="/{-$locale}/checkout"
                  params={{ locale: localeParam(locale) }}
                  search={{ planId: plan.id, billingCycle: cycle }}
                  className={cn(buttonVariants({ size: 'sm', variant: 'outline' }), 'mt-3 w-full')}
                  data-testid={`upgrade-checkout-${plan.id}`}
                >
                  {tBilling('upgrade.choose', { plan: t(`subscription.plans.${plan.id}`) })}
                </Link>
              ) : (
                <Button size="sm" variant="outline" className="mt-3 w-full" disabled>
                  {tBilling(payments.data ? 'upgrade.paymentsOff' : 'upgrade.loading')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Link
        to="/{-$locale}/pricing"
        params={{ locale: localeParam(locale) }}
        className={buttonVariants()}
        data-testid="subscription-upgrade"
      >
        <ArrowUpRight aria-hidden className="h-4 w-4" />
        {t('subscription.upgrade')}
      </Link>
    </div>
  );
}
