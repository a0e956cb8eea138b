import { useTranslation } from 'react-i18next';
import type { QuotaCounter } from '../../../common/plans.ts';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import type { Subscription } from '../../lib/api-types.ts';
import { cn } from '../../lib/cn.ts';
import { useLocale } from '../../lib/locale.ts';

/** The plan page's order (spec §3): notes, AI note recommendations, AI chats, AI call minutes, full scripts, translations. */
export const QUOTA_DISPLAY_ORDER: readonly QuotaCounter[] = [
  'note',
  'clipRecommendation',
  'aiChat',
  'aiCall',
  'ytFullScript',
  'translation',
];

/** Used / total per quota with a bar; a used-up quota (spec §5: none left) is drawn in red and says so. */
export function QuotaUsageList({ quotas }: { quotas: Subscription['quotas'] }) {
  const { t } = useTranslation('app');
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale);
  return (
    <ul className="space-y-4">
      {QUOTA_DISPLAY_ORDER.map((counter) => {
        const { used, total, remaining } = quotas[counter];
        const label = t(`subscription.quotas.${counter}`);
        const usedUp = remaining === 0;
        const totalText = total === 'unlimited' ? t('subscription.unlimited') : number.format(total);
        return (
          <li key={counter} data-testid={`quota-${counter}`} data-used-up={usedUp || undefined}>
            <div className="mb-1.5 flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium text-slate-800">{label}</span>
              <span className={cn('tabular-nums', usedUp ? 'font-semibold text-red-700' : 'text-slate-600')}>
                {usedUp && <span className="mr-2">{t('subscription.usedUp')}</span>}
                {t('subscription.usedOf', { used: number.format(used), total: totalText })}
              </span>
            </div>
            <ProgressBar
              label={label}
              value={total === 'unlimited' ? 0 : total === 0 ? 100 : (used / total) * 100}
              className={usedUp ? '[&>div]:bg-red-600' : undefined}
            />
          </li>
        );
      })}
    </ul>
  );
}
