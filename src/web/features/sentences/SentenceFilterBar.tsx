import type { Dispatch, SetStateAction } from 'react';
import { SearchBox } from '../../components/ui/search-box.tsx';
import { LanguageFilter } from '../dictionary/shared/LanguageFilter.tsx';
import { ScopeToggle } from '../dictionary/shared/ScopeToggle.tsx';
import type { SentencePageFilters } from './sentence-filters.ts';

type SentenceFilterBarProps = {
  filters: SentencePageFilters;
  onChange: Dispatch<SetStateAction<SentencePageFilters>>;
  languages: readonly string[];
};

/** Search (on the server, 400 ms after typing), language and saved/all. */
export function SentenceFilterBar({ filters, onChange, languages }: SentenceFilterBarProps) {
  // Functional updates: a search that fires 400 ms late must not undo a filter changed meanwhile.
  const set = (change: Partial<SentencePageFilters>) => onChange((current) => ({ ...current, ...change }));
  return (
    <div className="mb-4 space-y-2.5" data-testid="sentence-filters">
      <SearchBox onSearch={(text) => set({ text })} defaultValue={filters.text} />
      <div className="flex flex-col gap-2.5 sm:flex-row sm:items-center sm:justify-between [&>div:first-child]:sm:w-56">
        <LanguageFilter value={filters.language} onChange={(language) => set({ language })} languages={languages} />
        <ScopeToggle value={filters.scope} onChange={(scope) => set({ scope })} />
      </div>
    </div>
  );
}
