import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FilePlus2, Library } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { noteListQueryFor } from '../notes/note-api.ts';
import { loadSort, saveSort } from './library-sort.ts';
import { SortControl } from './SortControl.tsx';
import { NoteCard, NoteCardSkeleton } from './NoteCard.tsx';
import { useInView } from '../../lib/use-in-view.ts';
import type { NoteSort } from '../../lib/api-types.ts';

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** `/library`: the learner's notes, newest or most known first, loading more as the end of the list comes into view. */
export function LibraryPage() {
  const { t } = useTranslation('notes');
  const locale = useLocale();
  const [sort, setSort] = useState<NoteSort>(loadSort);
  const list = useInfiniteQuery(noteListQueryFor(sort));
  const chooseSort = (next: NoteSort) => {
    setSort(next);
    saveSort(next);
  };
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const loadMore = () => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };
  const sentinel = useInView<HTMLDivElement>(loadMore, { enabled: hasNextPage && !isFetchingNextPage });
  const createNote = (
    <Link
      to="/{-$locale}/create-note"
      params={{ locale: localeParam(locale) }}
      className={buttonVariants()}
      data-testid="library-create"
    >
      <FilePlus2 aria-hidden className="h-4 w-4" />
      {t('library.create')}
    </Link>
  );
  const notes = list.data?.pages.flatMap((page) => page.notes) ?? [];
  const showSort = list.isPending || notes.length > 0;

  return (
    <>
      <PageHeader title={t('library.title')} description={t('library.subtitle')} testId="library-heading">
        {notes.length > 0 && createNote}
      </PageHeader>
      {showSort && <SortControl value={sort} onChange={chooseSort} className="mb-4" />}
      {list.isPending ? (
        <div className={GRID} role="status" aria-label={t('library.loading')}>
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <NoteCardSkeleton key={i} />
          ))}
        </div>
      ) : list.isError && notes.length === 0 ? (
        <EmptyState
          icon={Library}
          title={t('library.errorTitle')}
          text={t('library.errorText')}
          action={
            <Button variant="outline" onClick={() => void list.refetch()}>
              {t('library.retry')}
            </Button>
          }
        />
      ) : notes.length === 0 ? (
        <EmptyState
          data-testid="library-empty"
          icon={Library}
          title={t('library.emptyTitle')}
          text={t('library.emptyText')}
          action={createNote}
        />
      ) : (
        <>
          <ul className={GRID} data-testid="library-list">
            {notes.map((note) => (
              <li key={note.id} className="flex">
                <NoteCard note={note} />
              </li>
            ))}
          </ul>
          <div ref={sentinel} className="mt-6 flex justify-center">
            {isFetchingNextPage ? (
              <Spinner label={t('library.loadingMore')} />
            ) : (
              hasNextPage && (
                <Button variant="outline" onClick={loadMore} data-testid="library-load-more">
                  {t('library.loadMore')}
                </Button>
              )
            )}
          </div>
        </>
      )}
    </>
  );
}
