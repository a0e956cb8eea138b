import { MessageSquareQuote } from 'lucide-react';
import { DEFAULT_SAVED_FILTERS, isNarrowed, toListFilters } from '../saved-items/filters.ts';
import { SavedItemsPage } from '../saved-items/SavedItemsPage.tsx';
import { savedSentences } from './api.ts';
import { FillMeaningsButton } from './FillMeaningsButton.tsx';
import { SentenceCard } from './SentenceCard.tsx';

/** `/sentences`: the learner's sentences, with a way to fill the meanings they lack. */
export function SavedSentencesPage() {
  return (
    <SavedItemsPage
      kind={savedSentences}
      section="sentences"
      icon={MessageSquareQuote}
      defaultFilters={DEFAULT_SAVED_FILTERS}
      toQuery={toListFilters}
      isNarrowed={isNarrowed}
      actions={(sentences) => sentences.some((sentence) => !sentence.meaning) && <FillMeaningsButton />}
    >
      {(sentence, selected, onToggleSelected) => (
        <SentenceCard key={sentence.id} sentence={sentence} selected={selected} onToggleSelected={onToggleSelected} />
      )}
    </SavedItemsPage>
  );
}
