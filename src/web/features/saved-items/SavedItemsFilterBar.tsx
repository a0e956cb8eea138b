import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { SearchBox } from '../../components/ui/search-box.tsx';
import { cn } from '../../lib/cn.ts';
import type { SavedFilters } from './filters.ts';
import { LanguageFilter } from './LanguageFilter.tsx';
import { ScopeToggle } from './ScopeToggle.tsx';

/** Changes some of the filters, keeping the others as they are now. */
export type SetFilters<F> = (change: Partial<F>) => void;

type SavedItemsFilterBarProps<F extends SavedFilters> = {
  filters: F;
  onChange: Dispatch<SetStateAction<F>>;
  languages: readonly string[];
  /** The page's own controls, between the language and saved/all (the saved-words page's status). */
  extra?: (filters: F, set: SetFilters<F>) => ReactNode;
  'data-testid': string;
};

/** Search (on the server, 400 ms after typing), language, the page's own controls and saved/all. */
export function SavedItemsFilterBar<F extends SavedFilters>({
  filters,
  onChange,
  languages,
  extra,
  'data-testid': testId,
}: SavedItemsFilterBarProps<F>) {
  // Functional updates: a search that fires 400 ms late must not undo a filter changed meanwhile.
  const set: SetFilters<F> = (change) => onChange((current) => ({ ...current, ...change }));
  const setShared: SetFilters<SavedFilters> = (change) => onChange((current) => ({ ...current, ...change }));
  const own = extra?.(filters, set);
  return (
    <div className="mb-4 space-y-2.5" data-testid={testId}>
      <SearchBox onSearch={(text) => setShared({ text })} defaultValue={filters.text} />
      <div
        className={cn(
          'grid gap-2.5 sm:flex sm:items-center [&>*]:min-w-0 sm:[&>div]:w-48',
          own ? 'grid-cols-2' : 'grid-cols-1',
        )}
      >
        <LanguageFilter
          value={filters.language}
          onChange={(language) => setShared({ language })}
          languages={languages}
        />
        {own}
        <div className="col-span-full sm:ml-auto sm:!w-auto">
          <ScopeToggle value={filters.scope} onChange={(scope) => setShared({ scope })} />
        </div>
      </div>
    </div>
  );
}
