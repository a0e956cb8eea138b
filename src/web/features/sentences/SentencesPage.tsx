import { useInfiniteQuery } from '@tanstack/react-query';
import { MessageSquareQuote } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useProfile } from '../../lib/session.ts';
import { sentenceListQuery } from '../../lib/vocab-api.ts';
import { learnerLanguages } from '../dictionary/shared/learner-languages.ts';
import { ListActions } from '../dictionary/shared/ListActions.tsx';
import { SavedItemsList } from '../dictionary/shared/SavedItemsList.tsx';
import { useSelection } from '../dictionary/shared/useSelection.ts';
import { FillMeaningsButton } from './FillMeaningsButton.tsx';
import { SentenceCard } from './SentenceCard.tsx';
import { SentenceFilterBar } from './SentenceFilterBar.tsx';
import {
  DEFAULT_SENTENCE_FILTERS,
  isNarrowed,
  toSentenceFilters,
  type SentencePageFilters,
} from './sentence-filters.ts';

/** `/sentences`: the learner's saved sentences, filtered and searched on the server, loading more as the list ends. */
export function SentencesPage() {
  const { t } = useTranslation('words');
  const profile = useProfile();
  const languages = useMemo(() => learnerLanguages(profile), [profile]);
  const [filters, setFilters] = useState<SentencePageFilters>(DEFAULT_SENTENCE_FILTERS);
  // Clearing the filters also empties the (uncontrolled) search box, by mounting a new one.
  const [filterBarKey, setFilterBarKey] = useState(0);
  const sentenceFilters = toSentenceFilters(filters);
  const list = useInfiniteQuery(sentenceListQuery(sentenceFilters));
  const sentences = useMemo(() => list.data?.pages.flatMap((page) => page.sentences) ?? [], [list.data]);
  const ids = useMemo(() => sentences.map((sentence) => sentence.id), [sentences]);
  const selection = useSelection(ids, JSON.stringify(sentenceFilters));
  const narrowed = isNarrowed(filters);
  const missingMeanings = sentences.some((sentence) => !sentence.meaning);

  const clearFilters = () => {
    setFilters((current) => ({ ...DEFAULT_SENTENCE_FILTERS, scope: current.scope }));
    setFilterBarKey((key) => key + 1);
  };

  return (
    <>
      <PageHeader title={t('sentences.title')} description={t('sentences.subtitle')} testId="sentences-heading">
        <div className="flex flex-wrap gap-2">
          {missingMeanings && <FillMeaningsButton />}
          <ListActions
            kind="sentence"
            language={filters.language}
            languages={languages}
            nativeLanguage={profile.nativeLanguage}
          />
        </div>
      </PageHeader>
      <SentenceFilterBar key={filterBarKey} filters={filters} onChange={setFilters} languages={languages} />
      <SavedItemsList
        kind="sentence"
        section="sentences"
        icon={MessageSquareQuote}
        list={list}
        items={sentences}
        selection={selection}
        narrowed={narrowed}
        onClearFilters={clearFilters}
      >
        {(item, selected) => (
          <SentenceCard key={item.id} sentence={item} selected={selected} onToggleSelected={selection.toggle} />
        )}
      </SavedItemsList>
    </>
  );
}
