import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LISTED_PLANS, type Plan, annualSavingPercent } from '../../../common/plans.ts';
import { sessionQuery } from '../../lib/session.ts';
import { BillingCycleToggle } from './BillingCycleToggle.tsx';
import { PlanCard } from './PlanCard.tsx';

/**
 * The billing-cycle toggle over one card per listed plan; the landing page and the pricing page both use it.
 * `plans`: the server's catalogue when the app has it (a self-hoster's PLANS_FILE), else the built-in one.
 */
export function PricingPlans({ plans = LISTED_PLANS }: { plans?: readonly Plan[] }) {
  const { t } = useTranslation('landing');
  const signedIn = Boolean(useQuery(sessionQuery).data);
  const saving = Math.max(0, ...plans.map(annualSavingPercent));
  return (
    <div className="billing-cycles">
      <BillingCycleToggle annualSavingPercent={saving} />
      <ul className="mt-12 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} signedIn={signedIn} />
        ))}
      </ul>
      <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-slate-500">{t('pricing.billingSummary')}</p>
    </div>
  );
}
