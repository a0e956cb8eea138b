import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

export type Scope = 'saved' | 'all';
const SCOPES: Scope[] = ['saved', 'all'];

/** "Saved" or "All" (saved ones and those only given a status or unsaved): two radios drawn as a segmented control. */
export function ScopeToggle({ value, onChange }: { value: Scope; onChange: (scope: Scope) => void }) {
  const { t } = useTranslation('words');
  const name = useId();
  return (
    <fieldset
      className="flex h-11 shrink-0 rounded-lg border border-slate-300 bg-white p-1 shadow-sm"
      data-testid="scope-toggle"
    >
      <legend className="sr-only">{t('filters.scope')}</legend>
      {SCOPES.map((scope) => (
        <label
          key={scope}
          className={cn(
            'flex flex-1 cursor-pointer items-center justify-center rounded-md px-3 text-sm font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
            value === scope ? 'bg-brand-600 text-white' : 'text-slate-600 hover:bg-slate-100',
          )}
        >
          <input
            type="radio"
            name={name}
            value={scope}
            checked={value === scope}
            onChange={() => onChange(scope)}
            className="sr-only"
          />
          {t(`filters.${scope}`)}
        </label>
      ))}
    </fieldset>
  );
}
