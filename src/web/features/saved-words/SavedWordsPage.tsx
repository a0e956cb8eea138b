import { BookA } from 'lucide-react';
import type { ReactNode } from 'react';
import { SavedItemsPage } from '../saved-items/SavedItemsPage.tsx';
import { savedWords } from './api.ts';
import { StatusFilter } from './StatusFilter.tsx';
import { VocabCard } from './VocabCard.tsx';
import { DEFAULT_WORD_FILTERS, isWordListNarrowed, toVocabFilters } from './word-filters.ts';

/** `/dictionary?view=saved`: the learner's words, filtered by status too; `nav` switches to the look-up. */
export function SavedWordsPage({ nav }: { nav?: ReactNode } = {}) {
  return (
    <SavedItemsPage
      nav={nav}
      kind={savedWords}
      section="dictionary"
      icon={BookA}
      defaultFilters={DEFAULT_WORD_FILTERS}
      toQuery={toVocabFilters}
      isNarrowed={isWordListNarrowed}
      extraFilters={(filters, set) => <StatusFilter value={filters.status} onChange={(status) => set({ status })} />}
    >
      {(vocab, selected, onToggleSelected) => (
        <VocabCard key={vocab.id} vocab={vocab} selected={selected} onToggleSelected={onToggleSelected} />
      )}
    </SavedItemsPage>
  );
}
