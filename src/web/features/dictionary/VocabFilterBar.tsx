import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../components/ui/search-box.tsx';
import { Select } from '../../components/ui/select.tsx';
import type { DictionaryFilters } from './dictionary-filters.ts';
import { LanguageFilter } from './shared/LanguageFilter.tsx';
import { ScopeToggle } from './shared/ScopeToggle.tsx';
import { WORD_STATUSES, type WordStatus } from '../../../common/learning.ts';

type VocabFilterBarProps = {
  filters: DictionaryFilters;
  onChange: Dispatch<SetStateAction<DictionaryFilters>>;
  languages: readonly string[];
};

/** Search (on the server, 400 ms after typing), language, status and saved/all. */
export function VocabFilterBar({ filters, onChange, languages }: VocabFilterBarProps) {
  const { t } = useTranslation('words');
  // Functional updates: a search that fires 400 ms late must not undo a filter changed meanwhile.
  const set = (change: Partial<DictionaryFilters>) => onChange((current) => ({ ...current, ...change }));
  return (
    <div className="mb-4 space-y-2.5" data-testid="vocab-filters">
      <SearchBox onSearch={(text) => set({ text })} defaultValue={filters.text} />
      <div className="grid grid-cols-2 gap-2.5 sm:flex sm:items-center [&>*]:min-w-0 sm:[&>div]:w-48">
        <LanguageFilter value={filters.language} onChange={(language) => set({ language })} languages={languages} />
        <Select
          aria-label={t('filters.status')}
          value={filters.status}
          onChange={(e) => set({ status: e.target.value as WordStatus | '' })}
          data-testid="status-filter"
        >
          <option value="">{t('filters.allStatuses')}</option>
          {WORD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </Select>
        <div className="col-span-2 sm:ml-auto sm:!w-auto">
          <ScopeToggle value={filters.scope} onChange={(scope) => set({ scope })} />
        </div>
      </div>
    </div>
  );
}
