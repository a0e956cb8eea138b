import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BILLING_CYCLES } from '../../../common/plans.ts';

/**
 * Monthly / annual switch: two real radio buttons; annual carries its saving. Which prices show is
 * decided by CSS from the checked one (`.billing-cycles` in styles.css), so it works in the prerendered
 * page before, or without, any script.
 */
export function BillingCycleToggle({ annualSavingPercent }: { annualSavingPercent: number }) {
  const { t } = useTranslation('landing');
  const name = useId();
  return (
    <fieldset className="mx-auto flex w-fit rounded-full border border-slate-200 bg-slate-100 p-1">
      <legend className="sr-only">{t('pricing.cycle.label')}</legend>
      {BILLING_CYCLES.map((cycle) => (
        <label
          key={cycle}
          className="inline-flex cursor-pointer items-center gap-2 rounded-full px-4 py-2 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900 has-checked:bg-white has-checked:text-slate-900 has-checked:shadow-sm has-focus-visible:ring-2 has-focus-visible:ring-brand-500"
        >
          <input type="radio" name={name} value={cycle} defaultChecked={cycle === 'monthly'} className="sr-only" />
          {t(`pricing.cycle.${cycle}`)}
          {cycle === 'annual' && annualSavingPercent > 0 && (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-700">
              {t('pricing.cycle.save', { percent: annualSavingPercent })}
            </span>
          )}
        </label>
      ))}
    </fieldset>
  );
}
