import { useTranslation } from 'react-i18next';
import { BILLING_CYCLES, type BillingCycle } from '../../../common/plans.ts';
import { cn } from '../../lib/cn.ts';

type BillingCycleToggleProps = {
  value: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
  annualSavingPercent: number;
};

/** Monthly / annual switch, a two-option radio group; annual carries its saving. */
export function BillingCycleToggle({ value, onChange, annualSavingPercent }: BillingCycleToggleProps) {
  const { t } = useTranslation('landing');
  return (
    <div
      role="radiogroup"
      aria-label={t('pricing.cycle.label')}
      className="mx-auto flex w-fit rounded-full border border-slate-200 bg-slate-100 p-1"
    >
      {BILLING_CYCLES.map((cycle) => {
        const selected = cycle === value;
        return (
          <button
            key={cycle}
            type="button"
            role="radio"
            aria-checked={selected}
            onClick={() => onChange(cycle)}
            className={cn(
              'inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
              selected ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {t(`pricing.cycle.${cycle}`)}
            {cycle === 'annual' && annualSavingPercent > 0 && (
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-700">
                {t('pricing.cycle.save', { percent: annualSavingPercent })}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
