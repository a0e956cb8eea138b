import { ArrowDownWideNarrow } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { NOTE_SORTS } from './library-sort.ts';
import type { NoteSort } from '../../lib/api-types.ts';

/** "Sort: Newest | Most known" as a pair of pressed/unpressed buttons. */
export function SortControl({
  value,
  onChange,
  className,
}: {
  value: NoteSort;
  onChange: (sort: NoteSort) => void;
  className?: string;
}) {
  const { t } = useTranslation('notes');
  const labelId = useId();
  return (
    <div className={cn('flex items-center justify-end gap-2', className)}>
      <span id={labelId} className="inline-flex items-center gap-1 text-xs font-medium text-slate-500">
        <ArrowDownWideNarrow aria-hidden className="h-3.5 w-3.5" />
        {t('library.sort.label')}
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5 shadow-sm"
        data-testid="library-sort"
      >
        {NOTE_SORTS.map((sort) => (
          <button
            key={sort}
            type="button"
            aria-pressed={sort === value}
            onClick={() => sort !== value && onChange(sort)}
            data-testid={`library-sort-${sort}`}
            className={cn(
              'h-8 whitespace-nowrap rounded-md px-3 text-xs font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
              sort === value ? 'bg-brand-600 text-white' : 'text-slate-600 hover:bg-slate-100',
            )}
          >
            {t(`library.sort.${sort}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
