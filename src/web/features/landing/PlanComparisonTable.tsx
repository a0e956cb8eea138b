import { useTranslation } from 'react-i18next';
import { formatCurrency } from '../../../common/format.ts';
import { BILLING_CYCLES, LISTED_PLANS, PLAN_FEATURE_KEYS, type Plan, isFreePlan } from '../../../common/plans.ts';
import { cn } from '../../lib/cn.ts';
import { PlanFeatureValue } from './PlanFeatureValue.tsx';

/** The recommended plan's column is tinted from header to last row. */
const columnTint = (plan: Plan) => (plan.highlighted ? 'bg-brand-50/60' : '');

const rowHeaderClass =
  'sticky left-0 z-10 max-w-36 border-r border-slate-100 bg-white py-3.5 pr-4 text-left font-medium text-slate-700 md:max-w-none md:border-r-0';

function PriceCell({ plan, cycle }: { plan: Plan; cycle: (typeof BILLING_CYCLES)[number] }) {
  const { t } = useTranslation('landing');
  if (isFreePlan(plan)) return <>{t('pricing.free')}</>;
  return <>{formatCurrency(plan.priceUsd[cycle])}</>;
}

/** Every listed plan side by side: both prices, then each spec feature. Scrolls sideways on a phone with the feature names pinned. */
export function PlanComparisonTable() {
  const { t } = useTranslation('landing');
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
      <table className="w-full min-w-[40rem] border-collapse text-sm">
        <caption className="sr-only">{t('pricingPage.compareTitle')}</caption>
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className={cn(rowHeaderClass, 'pl-6 text-slate-500')}>
              {t('pricingPage.featureColumn')}
            </th>
            {LISTED_PLANS.map((plan) => (
              <th
                key={plan.id}
                scope="col"
                className={cn(
                  'px-4 py-4 text-center text-base font-semibold',
                  plan.highlighted ? 'text-brand-700' : 'text-slate-900',
                  columnTint(plan),
                )}
              >
                {t(`pricing.plans.${plan.id}.name`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {BILLING_CYCLES.map((cycle) => (
            <tr key={cycle}>
              <th scope="row" className={cn(rowHeaderClass, 'pl-6')}>
                {t(`pricingPage.priceRow.${cycle}`)}
              </th>
              {LISTED_PLANS.map((plan) => (
                <td
                  key={plan.id}
                  className={cn('px-4 py-3.5 text-center font-semibold text-slate-900 tabular-nums', columnTint(plan))}
                >
                  <PriceCell plan={plan} cycle={cycle} />
                </td>
              ))}
            </tr>
          ))}
          {PLAN_FEATURE_KEYS.map((feature) => (
            <tr key={feature}>
              <th scope="row" className={cn(rowHeaderClass, 'pl-6')}>
                {t(`pricing.features.${feature}`)}
              </th>
              {LISTED_PLANS.map((plan) => (
                <td
                  key={plan.id}
                  className={cn('px-4 py-3.5 text-center text-slate-700 tabular-nums', columnTint(plan))}
                >
                  <PlanFeatureValue feature={feature} features={plan.features} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
