import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import type { SavedItemsActions } from './api.ts';
import { BulkActions } from './BulkActions.tsx';
import { LearnerEmptyState } from './LearnerEmptyState.tsx';
import { ListFooter } from './ListFooter.tsx';
import { SelectionBar } from './SelectionBar.tsx';
import type { Selection } from './useSelection.ts';

type InfiniteList = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
};

type SavedItemsListProps<T extends { id: string }> = {
  kind: SavedItemsActions;
  /** The page's strings (`<section>.loading`, `.emptyTitle`, …) and test ids (`<section>-list`, `-empty`). */
  section: 'dictionary' | 'sentences';
  icon: LucideIcon;
  list: InfiniteList;
  items: readonly T[];
  selection: Selection;
  narrowed: boolean;
  onClearFilters: () => void;
  children: (item: T, selected: boolean) => ReactNode;
};

/** The body of the saved words and saved sentences pages: loading, failure, empty, or the selectable list. */
export function SavedItemsList<T extends { id: string }>({
  kind,
  section,
  icon,
  list,
  items,
  selection,
  narrowed,
  onClearFilters,
  children,
}: SavedItemsListProps<T>) {
  const { t } = useTranslation('words');
  if (list.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t(`${section}.loading`)} className="h-8 w-8" />
      </div>
    );
  }
  if (list.isError && items.length === 0) {
    return (
      <EmptyState
        icon={icon}
        title={t('list.errorTitle')}
        text={t('list.errorText')}
        action={
          <Button variant="outline" onClick={() => void list.refetch()}>
            {t('list.retry')}
          </Button>
        }
      />
    );
  }
  if (items.length === 0) {
    return (
      <LearnerEmptyState
        data-testid={`${section}-empty`}
        icon={icon}
        filtered={narrowed}
        onClearFilters={onClearFilters}
        title={narrowed ? t(`${section}.noMatchTitle`) : t(`${section}.emptyTitle`)}
        text={narrowed ? t(`${section}.noMatchText`) : t(`${section}.emptyText`)}
      />
    );
  }
  return (
    <>
      <SelectionBar selection={selection} total={items.length}>
        <BulkActions kind={kind} ids={selection.ids} onDeleted={selection.clear} />
      </SelectionBar>
      <ul className="space-y-3" data-testid={`${section}-list`} aria-busy={list.isFetching}>
        {items.map((item) => children(item, selection.isSelected(item.id)))}
      </ul>
      <ListFooter
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        fetchNextPage={list.fetchNextPage}
      />
    </>
  );
}
