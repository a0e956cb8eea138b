import { useTranslation } from 'react-i18next';
import { LISTED_PLANS, annualSavingPercent } from '../../../common/plans.ts';
import { BillingCycleToggle } from './BillingCycleToggle.tsx';
import { PlanCard } from './PlanCard.tsx';

/** The biggest saving any plan offers on annual billing, shown on the toggle. */
const ANNUAL_SAVING_PERCENT = Math.max(...LISTED_PLANS.map(annualSavingPercent));

/** The billing-cycle toggle over one card per listed plan; the landing page and the pricing page both use it. */
export function PricingPlans() {
  const { t } = useTranslation('landing');
  return (
    <div className="billing-cycles">
      <BillingCycleToggle annualSavingPercent={ANNUAL_SAVING_PERCENT} />
      <ul className="mt-12 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {LISTED_PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </ul>
      <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-slate-500">{t('pricing.billingSummary')}</p>
    </div>
  );
}
