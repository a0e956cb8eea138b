import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../common/format.ts';
import { BILLING_CYCLES, type BillingCycle, PLAN_IDS, type PlanId } from '../../../common/plans.ts';
import { Button } from '../../components/ui/button.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useLocale } from '../../lib/locale.ts';
import { QuotaUsageList } from '../subscriptions/QuotaUsageList.tsx';
import { useGrantPlan, userSubscriptionQuery } from './api.ts';

/**
 * One account's plan, this period's usage, and the grant form: how a self-hosted install with no payment
 * provider gives anyone a plan (ADR 26). The grant starts now and lasts the chosen number of periods.
 */
export function UserPlanPanel({ userId }: { userId: string }) {
  const { t } = useTranslation('app');
  const locale = useLocale();
  const subscription = useQuery(userSubscriptionQuery(userId));
  const grant = useGrantPlan(userId);
  const [planId, setPlanId] = useState<PlanId>('essential');
  const [billingCycle, setBillingCycle] = useState<BillingCycle>('monthly');
  const [periods, setPeriods] = useState(1);
  const sub = subscription.data;
  return (
    <div className="mt-3 space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-3" data-testid="admin-plan-panel">
      {subscription.isPending && <Spinner className="h-5 w-5" />}
      {sub && (
        <>
          <p className="text-sm text-slate-700" data-testid="admin-plan-current">
            {t('admin.plan.current', {
              plan: t(`subscription.plans.${sub.planId}`),
              cycle: t(`subscription.cycle.${sub.billingCycle}`),
              end: formatDate(sub.periodEnd, locale),
            })}
          </p>
          <QuotaUsageList quotas={sub.quotas} />
        </>
      )}
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          grant.mutate({ planId, billingCycle, periods });
        }}
      >
        <label className="text-xs text-slate-600">
          {t('admin.plan.plan')}
          <Select value={planId} onChange={(e) => setPlanId(e.target.value as PlanId)} data-testid="admin-plan-id">
            {PLAN_IDS.map((id) => (
              <option key={id} value={id}>
                {t(`subscription.plans.${id}`)}
              </option>
            ))}
          </Select>
        </label>
        <label className="text-xs text-slate-600">
          {t('subscription.cycle.label')}
          <Select value={billingCycle} onChange={(e) => setBillingCycle(e.target.value as BillingCycle)}>
            {BILLING_CYCLES.map((cycle) => (
              <option key={cycle} value={cycle}>
                {t(`subscription.cycle.${cycle}`)}
              </option>
            ))}
          </Select>
        </label>
        <label className="text-xs text-slate-600">
          {t('admin.plan.periods')}
          <Select value={periods} onChange={(e) => setPeriods(Number(e.target.value))}>
            {[1, 2, 3, 6, 12].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </Select>
        </label>
        <Button type="submit" size="sm" disabled={grant.isPending} data-testid="admin-plan-grant">
          {t('admin.plan.grant')}
        </Button>
      </form>
      {grant.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(grant.error, t)}
        </p>
      )}
    </div>
  );
}
