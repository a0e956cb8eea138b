import { Link } from '@tanstack/react-router';
import { Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../common/format.ts';
import type { QuotaCounter } from '../../../common/plans.ts';
import { buttonVariants } from '../../components/ui/button.tsx';
import type { Subscription } from '../../lib/api-types.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';

/** Whether the quota has none left (spec §5: absent or zero is used up); unknown (not loaded) is not. */
export const usedUp = (subscription: Subscription | undefined, counter: QuotaCounter): boolean =>
  subscription !== undefined && subscription.quotas[counter].remaining === 0;

/**
 * Shown instead of a form whose work the quota no longer covers, so the learner learns it before filling
 * it in: which quota, when it resets (UTC) and the way to more (the plan page).
 */
export function QuotaUsedUp({
  counter,
  subscription,
}: {
  counter: 'note' | 'ytFullScript' | 'clipRecommendation';
  subscription: Subscription;
}) {
  const { t } = useTranslation('app');
  const locale = useLocale();
  return (
    <div
      role="status"
      className="rounded-xl border border-amber-200 bg-amber-50 p-4"
      data-testid={`quota-used-up-${counter}`}
    >
      <p className="flex items-center gap-2 font-semibold text-amber-900">
        <Gauge aria-hidden className="h-5 w-5 shrink-0" />
        {t(`quotaUsedUp.${counter}`)}
      </p>
      <p className="mt-1 text-sm text-amber-900">
        {t('quotaUsedUp.resets', { date: formatDate(subscription.quotasResetAt, locale) })}
      </p>
      <Link
        to="/{-$locale}/subscriptions"
        params={{ locale: localeParam(locale) }}
        className={buttonVariants({ size: 'sm', className: 'mt-3' })}
        data-testid="quota-used-up-upgrade"
      >
        {t('quotaUsedUp.upgrade')}
      </Link>
    </div>
  );
}
