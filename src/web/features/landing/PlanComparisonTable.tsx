import { useTranslation } from 'react-i18next';
import { formatCurrency } from '../../../common/format.ts';
import { BILLING_CYCLES, LISTED_PLANS, PLAN_ROW_KEYS, type Plan, isFreePlan } from '../../../common/plans.ts';
import { cn } from '../../lib/cn.ts';
import { PlanFeatureValue } from './PlanFeatureValue.tsx';

/** The recommended plan's column is tinted from header to last row. */
const columnTint = (plan: Plan) => (plan.highlighted ? 'bg-brand-50/60' : '');

/** Phone widths: a fixed layout shares 390 px between the features and the four plans, and long words wrap. */
const rowHeaderClass =
  'w-[28%] py-2.5 pr-1.5 pl-3 text-left font-medium hyphens-auto [overflow-wrap:anywhere] text-slate-700 sm:w-auto sm:py-3.5 sm:pr-4 md:pl-6';
const cellClass = 'px-0.5 py-2.5 text-center hyphens-auto [overflow-wrap:anywhere] sm:px-4 sm:py-3.5';

function PriceCell({ plan, cycle }: { plan: Plan; cycle: (typeof BILLING_CYCLES)[number] }) {
  const { t } = useTranslation('landing');
  if (isFreePlan(plan)) return <>{t('pricing.free')}</>;
  return <>{formatCurrency(plan.priceUsd[cycle])}</>;
}

/** Every listed plan side by side: both prices, then each spec feature. Fits a 390 px phone without scrolling sideways. */
export function PlanComparisonTable({ plans = LISTED_PLANS }: { plans?: readonly Plan[] }) {
  const { t } = useTranslation('landing');
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
      <table className="w-full table-fixed border-collapse text-xs sm:table-auto sm:text-sm">
        <caption className="sr-only">{t('pricingPage.compareTitle')}</caption>
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className={cn(rowHeaderClass, 'text-slate-500')}>
              {t('pricingPage.featureColumn')}
            </th>
            {plans.map((plan) => (
              <th
                key={plan.id}
                scope="col"
                className={cn(
                  cellClass,
                  'py-3 font-semibold sm:py-4 sm:text-base',
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
              <th scope="row" className={rowHeaderClass}>
                {t(`pricingPage.priceRow.${cycle}`)}
              </th>
              {plans.map((plan) => (
                <td
                  key={plan.id}
                  className={cn(cellClass, 'font-semibold text-slate-900 tabular-nums', columnTint(plan))}
                >
                  <PriceCell plan={plan} cycle={cycle} />
                </td>
              ))}
            </tr>
          ))}
          {PLAN_ROW_KEYS.map((row) => (
            <tr key={row}>
              <th scope="row" className={rowHeaderClass}>
                {t(`pricing.features.${row}`)}
              </th>
              {plans.map((plan) => (
                <td key={plan.id} className={cn(cellClass, 'text-slate-700 tabular-nums', columnTint(plan))}>
                  <PlanFeatureValue row={row} plan={plan} compact />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
