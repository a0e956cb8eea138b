import { useInfiniteQuery } from '@tanstack/react-query';
import { BookA } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useProfile } from '../../lib/session.ts';
import { vocabListQuery } from '../../lib/vocab-api.ts';
import { DEFAULT_DICTIONARY_FILTERS, isNarrowed, toVocabFilters, type DictionaryFilters } from './dictionary-filters.ts';
import { BulkActions } from './shared/BulkActions.tsx';
import { LearnerEmptyState } from './shared/LearnerEmptyState.tsx';
import { learnerLanguages } from './shared/learner-languages.ts';
import { ListActions } from './shared/ListActions.tsx';
import { ListFooter } from './shared/ListFooter.tsx';
import { SelectionBar } from './shared/SelectionBar.tsx';
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
        <ListActions kind="vocab" language={filters.language} languages={languages} nativeLanguage={profile.nativeLanguage} />
      </PageHeader>
      <VocabFilterBar key={filterBarKey} filters={filters} onChange={setFilters} languages={languages} />
      {list.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label={t('dictionary.loading')} className="h-8 w-8" />
        </div>
      ) : list.isError && vocabs.length === 0 ? (
        <EmptyState
          icon={BookA}
          title={t('list.errorTitle')}
          text={t('list.errorText')}
          action={
            <Button variant="outline" onClick={() => void list.refetch()}>
              {t('list.retry')}
            </Button>
          }
        />
      ) : vocabs.length === 0 ? (
        <LearnerEmptyState
          data-testid="dictionary-empty"
          icon={BookA}
          filtered={narrowed}
          onClearFilters={clearFilters}
          title={narrowed ? t('dictionary.noMatchTitle') : t('dictionary.emptyTitle')}
          text={narrowed ? t('dictionary.noMatchText') : t('dictionary.emptyText')}
        />
      ) : (
        <>
          <SelectionBar selection={selection} total={vocabs.length}>
            <BulkActions kind="vocab" ids={selection.ids} onDeleted={selection.clear} />
          </SelectionBar>
          <ul className="space-y-3" data-testid="dictionary-list" aria-busy={list.isFetching}>
            {vocabs.map((vocab) => (
              <VocabCard key={vocab.id} vocab={vocab} selected={selection.isSelected(vocab.id)} onToggleSelected={selection.toggle} />
            ))}
          </ul>
          <ListFooter hasNextPage={list.hasNextPage} isFetchingNextPage={list.isFetchingNextPage} fetchNextPage={list.fetchNextPage} />
        </>
      )}
    </>
  );
}
