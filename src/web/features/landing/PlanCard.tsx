import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '../../../common/format.ts';
import {
  BILLING_CYCLES,
  type BillingCycle,
  PLAN_ROW_KEYS,
  type Plan,
  isFreePlan,
  monthlyEquivalentUsd,
} from '../../../common/plans.ts';
import { buttonVariants } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { SignUpLink } from './SignUpLink.tsx';
import { PlanFeatureValue } from './PlanFeatureValue.tsx';

function PlanPrice({ plan, cycle }: { plan: Plan; cycle: BillingCycle }) {
  const { t } = useTranslation('landing');
  if (isFreePlan(plan)) {
    return (
      <>
        <p className="text-4xl font-bold tracking-tight text-slate-900">{t('pricing.free')}</p>
        <p className="mt-1 text-sm text-slate-500">{t('pricing.freeNote')}</p>
      </>
    );
  }
  return (
    <>
      <p className="flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-slate-900 tabular-nums">
          {formatCurrency(monthlyEquivalentUsd(plan, cycle))}
        </span>
        <span className="text-sm text-slate-500">{t('pricing.perMonth')}</span>
      </p>
      <p className="mt-1 text-sm text-slate-500">
        {cycle === 'annual'
          ? t('pricing.annualNote', { total: formatCurrency(plan.priceUsd.annual) })
          : t('pricing.monthlyNote')}
      </p>
    </>
  );
}

/**
 * A plan's price on each billing cycle (CSS shows the chosen one), its button and every quota and feature
 * with its value. The button signs a visitor up; a signed-in learner goes to checkout for a paid plan in the
 * chosen cycle (to their plan page for the free one). All are in the HTML and CSS hides the others
 * (`data-account`, `data-cycle`), as in the header, so the prerendered page needs no app.
 */
export function PlanCard({ plan, signedIn = false }: { plan: Plan; signedIn?: boolean }) {
  const { t } = useTranslation('landing');
  const locale = useLocale();
  const name = t(`pricing.plans.${plan.id}.name`);
  const buttonClass = cn(buttonVariants({ variant: plan.highlighted ? 'default' : 'outline' }), 'mt-6 w-full');
  return (
    <li
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-6',
        plan.highlighted ? 'border-brand-600 shadow-xl shadow-brand-600/15 ring-1 ring-brand-600' : 'border-slate-200',
      )}
    >
      {plan.highlighted && (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold whitespace-nowrap text-white shadow">
          {t('pricing.mostPopular')}
        </span>
      )}
      <h3 className="text-lg font-semibold text-slate-900">{name}</h3>
      <p className="mt-1 text-sm text-slate-600 md:min-h-10">{t(`pricing.plans.${plan.id}.tagline`)}</p>
      <div className="mt-5 md:min-h-24">
        {isFreePlan(plan) ? (
          <PlanPrice plan={plan} cycle="monthly" />
        ) : (
          BILLING_CYCLES.map((cycle) => (
            <div key={cycle} data-cycle={cycle}>
              <PlanPrice plan={plan} cycle={cycle} />
            </div>
          ))
        )}
      </div>
      <span data-account="out" hidden={signedIn} className="contents">
        <SignUpLink className={buttonClass}>
          {isFreePlan(plan) ? t('pricing.cta.free') : t('pricing.cta.paid', { plan: name })}
        </SignUpLink>
      </span>
      <span data-account="in" hidden={!signedIn} className="contents">
        {isFreePlan(plan) ? (
          <Link to="/{-$locale}/subscriptions" params={{ locale: localeParam(locale) }} className={buttonClass}>
            {t('pricing.cta.signedInFree')}
          </Link>
        ) : (
          // One checkout link per cycle, shown with that cycle's prices, so the toggle picks it without script.
          BILLING_CYCLES.map((cycle) => (
            <span key={cycle} data-cycle={cycle} className="contents">
              <Link
                to="/{-$locale}/checkout"
                params={{ locale: localeParam(locale) }}
                search={{ planId: plan.id, billingCycle: cycle }}
                className={buttonClass}
              >
                {t('pricing.cta.signedInPaid', { plan: name })}
              </Link>
            </span>
          ))
        )}
      </span>
      <ul className="mt-6 space-y-3 border-t border-slate-100 pt-6 text-sm">
        {PLAN_ROW_KEYS.map((row) => (
          <li key={row} className="flex items-start justify-between gap-3">
            <span className="text-slate-600">{t(`pricing.features.${row}`)}</span>
            <span className="shrink-0 text-right font-semibold text-slate-900">
              <PlanFeatureValue row={row} plan={plan} />
            </span>
          </li>
        ))}
      </ul>
    </li>
  );
}
