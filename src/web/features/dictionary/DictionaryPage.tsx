import { useInfiniteQuery } from '@tanstack/react-query';
import { BookA } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useProfile } from '../../lib/session.ts';
import { vocabListQuery } from '../../lib/vocab-api.ts';
import {
  DEFAULT_DICTIONARY_FILTERS,
  isNarrowed,
  toVocabFilters,
  type DictionaryFilters,
} from './dictionary-filters.ts';
import { learnerLanguages } from './shared/learner-languages.ts';
import { ListActions } from './shared/ListActions.tsx';
import { SavedItemsList } from './shared/SavedItemsList.tsx';
import { useSelection } from './shared/useSelection.ts';
import { VocabCard } from './VocabCard.tsx';
import { VocabFilterBar } from './VocabFilterBar.tsx';

/** `/dictionary`: the learner's words, filtered and searched on the server, loading more as the list ends. */
export function DictionaryPage() {
  const { t } = useTranslation('words');
  const profile = useProfile();
  const languages = useMemo(() => learnerLanguages(profile), [profile]);
  const [filters, setFilters] = useState<DictionaryFilters>(DEFAULT_DICTIONARY_FILTERS);
  // Clearing the filters also empties the (uncontrolled) search box, by mounting a new one.
  const [filterBarKey, setFilterBarKey] = useState(0);
  const vocabFilters = toVocabFilters(filters);
  const list = useInfiniteQuery(vocabListQuery(vocabFilters));
  const vocabs = useMemo(() => list.data?.pages.flatMap((page) => page.vocabs) ?? [], [list.data]);
  const ids = useMemo(() => vocabs.map((vocab) => vocab.id), [vocabs]);
  const selection = useSelection(ids, JSON.stringify(vocabFilters));
  const narrowed = isNarrowed(filters);

  const clearFilters = () => {
    setFilters((current) => ({ ...DEFAULT_DICTIONARY_FILTERS, scope: current.scope }));
    setFilterBarKey((key) => key + 1);
  };

  return (
    <>
      <PageHeader title={t('dictionary.title')} description={t('dictionary.subtitle')} testId="dictionary-heading">
        <ListActions
          kind="vocab"
          language={filters.language}
          languages={languages}
          nativeLanguage={profile.nativeLanguage}
        />
      </PageHeader>
      <VocabFilterBar key={filterBarKey} filters={filters} onChange={setFilters} languages={languages} />
      <SavedItemsList
        kind="vocab"
        section="dictionary"
        icon={BookA}
        list={list}
        items={vocabs}
        selection={selection}
        narrowed={narrowed}
        onClearFilters={clearFilters}
      >
        {(item, selected) => (
          <VocabCard key={item.id} vocab={item} selected={selected} onToggleSelected={selection.toggle} />
        )}
      </SavedItemsList>
    </>
  );
}
