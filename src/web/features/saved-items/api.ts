import {
  infiniteQueryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { CountResult, CsvKind, DeletedResult, ResetSavedRequest } from '../../lib/api-types.ts';
import { profileQuery } from '../../lib/session.ts';

/** What saved words and saved sentences share: list paging, cache upkeep and the per-kind calls the shared parts make. */

export const PAGE_SIZE = 30;

/** The calls the shared list parts make for one kind: bulk delete, reset saved, and the refresh after a CSV import. */
export type SavedItemsActions = {
  /** 'vocab' or 'sentence': the CSV kind, and the key of the kind's strings. */
  name: CsvKind;
  deleteList: (ids: string[]) => Promise<DeletedResult>;
  resetSaved: (language?: string) => Promise<CountResult>;
  /** Refreshes every cache a change of this kind can move. */
  invalidate: (queryClient: QueryClient) => void;
};

/** One page of a list as the web caches it, whichever kind it holds (the server names the field after the kind). */
export type SavedPage<T> = { items: T[]; hasMore: boolean };

/** A kind of saved item: its calls, and how its list (filtered by `Q`, the list's query filters) is read. */
export type SavedItemsKind<T extends { id: string }, Q extends object> = SavedItemsActions & {
  keys: ListKeys<Q>;
  fetchPage: (filters: Q, lastId?: string) => Promise<SavedPage<T>>;
};

/** Cache keys of a kind's lists, under `root`; invalidating `all` or `lists()` reaches every filtered list. */
export const listKeys = <Q extends object>(root: string) => ({
  all: [root] as const,
  lists: () => [root, 'list'] as const,
  list: (filters: Q) => [root, 'list', cleanFilters(filters)] as const,
});
type ListKeys<Q extends object> = ReturnType<typeof listKeys<Q>>;

/** Drops unset and empty fields so equal filters share one cache entry. */
export function cleanFilters<F extends object>(filters: F): Partial<F> {
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    clean[key] = typeof value === 'string' ? value.trim() : value;
  }
  return clean as Partial<F>;
}

/** The query string a list request sends: booleans as 'true'/'false', the rest as they are. */
export function listQueryParams(filters: object, lastId?: string): Record<string, string | number | undefined> {
  const params: Record<string, string | number | undefined> = {};
  for (const [key, value] of Object.entries(cleanFilters(filters))) params[key] = String(value);
  if (lastId) params.lastId = lastId;
  params.limit = PAGE_SIZE;
  return params;
}

/** Spec §4: lists are cumulative (lastId/hasMore) and their caches never expire; mutations invalidate them. */
export const savedListQuery = <T extends { id: string }, Q extends object>(items: SavedItemsKind<T, Q>, filters: Q) =>
  infiniteQueryOptions({
    queryKey: items.keys.list(filters),
    queryFn: ({ pageParam }) => items.fetchPage(filters, pageParam || undefined),
    initialPageParam: '',
    getNextPageParam: (last: SavedPage<T>) => (last.hasMore ? last.items.at(-1)?.id : undefined),
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** Unsaves every item of a kind (of one language, or all); both kinds take the same body. */
export const resetSaved = (root: '/user-vocab' | '/user-sentence', language?: string) =>
  api<CountResult>(`${root}/reset-saved`, {
    method: 'POST',
    body: (language ? { language } : {}) satisfies ResetSavedRequest,
  });

/** The caches any change of saved items moves: the profile's counts and the reviews. */
export function invalidateLearnerCounts(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
  void queryClient.invalidateQueries({ queryKey: ['review'] });
}

/**
 * Toggling keeps the item where it is on screen (so it can be toggled back): it is put in place in every
 * cached page of the kind's lists, which refetch on their next visit rather than now.
 */
export function afterToggle<T extends { id: string }>(
  queryClient: QueryClient,
  keys: { lists: () => readonly unknown[] },
  item: T,
) {
  queryClient.setQueriesData<InfiniteData<SavedPage<T>>>({ queryKey: keys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((it) => (it.id === item.id ? item : it)),
          })),
        }
      : data,
  );
  void queryClient.invalidateQueries({ queryKey: keys.lists(), refetchType: 'none' });
  invalidateLearnerCounts(queryClient);
}

/** A mutation that refreshes the caches `refresh` names once it succeeds; `silent` ones leave failures to the caller. */
export function useRefreshingMutation<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  refresh: (queryClient: QueryClient, result: R, variables: V) => void,
  silent = false,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result, variables) => refresh(queryClient, result, variables),
    meta: silent ? { silent } : undefined,
  });
}
