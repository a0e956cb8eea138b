import { Check, Minus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type Plan, type PlanRowKey, planRowValue } from '../../../common/plans.ts';
import { useLocale } from '../../lib/locale.ts';

const GIGABYTE_ROWS: readonly PlanRowKey[] = ['storageGb', 'dataTransferGbPerMonth'];

/**
 * One plan quota or feature as shown on cards and in the comparison table: a number, "Unlimited", "10 GB" or a tick.
 * `compact` (the table): below 640 px "Unlimited" is drawn as ∞ — "Unbegrenzt" does not fit a phone's column.
 */
export function PlanFeatureValue({ row, plan, compact = false }: { row: PlanRowKey; plan: Plan; compact?: boolean }) {
  const { t } = useTranslation('landing');
  const locale = useLocale();
  const value = planRowValue(plan, row);
  if (typeof value === 'boolean') {
    const Icon = value ? Check : Minus;
    return (
      <>
        <Icon aria-hidden className={value ? 'inline h-5 w-5 text-emerald-500' : 'inline h-5 w-5 text-slate-300'} />
        <span className="sr-only">{t(value ? 'pricing.values.included' : 'pricing.values.notIncluded')}</span>
      </>
    );
  }
  if (value === 'unlimited' && compact) {
    return (
      <>
        <span aria-hidden className="text-base sm:hidden">
          ∞
        </span>
        <span className="max-sm:sr-only">{t('pricing.values.unlimited')}</span>
      </>
    );
  }
  if (value === 'unlimited') return <>{t('pricing.values.unlimited')}</>;
  const number = new Intl.NumberFormat(locale).format(value);
  return <>{GIGABYTE_ROWS.includes(row) ? t('pricing.values.gigabytes', { value: number }) : number}</>;
}
