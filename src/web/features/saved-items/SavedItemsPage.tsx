import { useInfiniteQuery } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useProfile } from '../../lib/session.ts';
import { savedListQuery, type SavedItemsKind } from './api.ts';
import type { SavedFilters } from './filters.ts';
import { learnerLanguages } from './learner-languages.ts';
import { ListActions } from './ListActions.tsx';
import { SavedItemsFilterBar, type SetFilters } from './SavedItemsFilterBar.tsx';
import { SavedItemsList } from './SavedItemsList.tsx';
import { useSelection } from './useSelection.ts';

type SavedItemsPageProps<T extends { id: string }, F extends SavedFilters, Q extends object> = {
  kind: SavedItemsKind<T, Q>;
  /** The page's strings (`<section>.title`, …) and test ids (`<section>-heading`, …). */
  section: 'dictionary' | 'sentences';
  icon: LucideIcon;
  defaultFilters: F;
  /** The controls as the list's query filters. */
  toQuery: (filters: F) => Q;
  /** True when the controls hide part of the list (an empty list then offers to clear them). */
  isNarrowed: (filters: F) => boolean;
  /** The page's own filter controls, beside the language. */
  extraFilters?: (filters: F, set: SetFilters<F>) => ReactNode;
  /** Between the header and the filters: the Dictionary page's switch between look-up and saved words. */
  nav?: ReactNode;
  /** The page's own header actions, before CSV import/export and reset, given the loaded items. */
  actions?: (items: readonly T[]) => ReactNode;
  children: (item: T, selected: boolean, onToggleSelected: (id: string) => void) => ReactNode;
};

/**
 * The saved words and saved sentences pages: header and list actions, filters searched on the server, and
 * the selectable list loading more as it ends. Each page gives its kind, its controls and its card.
 */
export function SavedItemsPage<T extends { id: string }, F extends SavedFilters, Q extends object>({
  kind,
  section,
  icon,
  defaultFilters,
  toQuery,
  isNarrowed,
  extraFilters,
  nav,
  actions,
  children,
}: SavedItemsPageProps<T, F, Q>) {
  const { t } = useTranslation('words');
  const profile = useProfile();
  const languages = useMemo(() => learnerLanguages(profile), [profile]);
  const [filters, setFilters] = useState<F>(defaultFilters);
  // Clearing the filters also empties the (uncontrolled) search box, by mounting a new one.
  const [filterBarKey, setFilterBarKey] = useState(0);
  const query = toQuery(filters);
  const list = useInfiniteQuery(savedListQuery(kind, query));
  const items = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const selection = useSelection(ids, JSON.stringify(query));

  const clearFilters = () => {
    setFilters((current) => ({ ...defaultFilters, scope: current.scope }));
    setFilterBarKey((key) => key + 1);
  };

  return (
    <>
      <PageHeader title={t(`${section}.title`)} description={t(`${section}.subtitle`)} testId={`${section}-heading`}>
        <div className="flex flex-wrap gap-2">
          {actions?.(items)}
          <ListActions
            kind={kind}
            language={filters.language}
            languages={languages}
            nativeLanguage={profile.nativeLanguage}
          />
        </div>
      </PageHeader>
      {nav}
      <SavedItemsFilterBar
        key={filterBarKey}
        filters={filters}
        onChange={setFilters}
        languages={languages}
        extra={extraFilters}
        data-testid={`${kind.name}-filters`}
      />
      <SavedItemsList
        kind={kind}
        section={section}
        icon={icon}
        list={list}
        items={items}
        selection={selection}
        narrowed={isNarrowed(filters)}
        onClearFilters={clearFilters}
      >
        {(item, selected) => children(item, selected, selection.toggle)}
      </SavedItemsList>
    </>
  );
}
