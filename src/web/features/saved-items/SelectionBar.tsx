import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { cn } from '../../lib/cn.ts';
import type { Selection } from './useSelection.ts';

/**
 * Above the list: "select all" for the loaded items and, once something is ticked, its count and the
 * bulk actions. It sticks under the app bar so the actions stay in reach while scrolling.
 */
export function SelectionBar({
  selection,
  total,
  children,
}: {
  selection: Selection;
  total: number;
  children: ReactNode;
}) {
  const { t } = useTranslation('words');
  const active = selection.count > 0;
  return (
    <div
      data-testid="selection-bar"
      className={cn(
        'sticky top-16 z-30 mb-3 flex min-h-12 flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border px-3 py-2 shadow-sm transition-colors',
        active ? 'border-brand-200 bg-brand-50/95 backdrop-blur' : 'border-slate-200 bg-white',
      )}
    >
      <label className="flex cursor-pointer items-center gap-2.5 text-sm font-medium text-slate-700">
        <Checkbox
          checked={selection.allSelected}
          indeterminate={active && !selection.allSelected}
          onChange={() => (selection.allSelected ? selection.clear() : selection.selectAll())}
          data-testid="select-all"
        />
        {active ? t('selection.count', { count: selection.count }) : t('selection.selectAll', { count: total })}
      </label>
      {active && (
        <>
          <button
            type="button"
            onClick={selection.clear}
            aria-label={t('selection.clear')}
            title={t('selection.clear')}
            className="flex h-7 w-7 items-center justify-center rounded-full text-slate-500 hover:bg-white hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            <X aria-hidden className="h-4 w-4" />
          </button>
          <div className="ml-auto flex flex-wrap items-center gap-2">{children}</div>
        </>
      )}
    </div>
  );
}
