import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type {
  AdminOverview,
  AdminUser,
  AdminUserList,
  AdminUsersQuery,
  BanBody,
  GrantPlanRequest,
  Subscription,
  WaitlistBatch,
  WaitlistCounts,
  WaitlistPage,
  WaitlistPageQuery,
  WhitelistBatchRequest,
} from '../../lib/api-types.ts';

/** The admin area's reads: the server's admin domain (/admin/*), which refuses anyone but an admin. */
export const adminKeys = { all: ['admin'] as const, users: ['admin', 'users'] as const };

export const overviewQuery = queryOptions({
  queryKey: [...adminKeys.all, 'overview'],
  queryFn: () => api<AdminOverview>('/admin/overview'),
});

export const adminUsersQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...adminKeys.users, q],
    queryFn: ({ pageParam }) =>
      api<AdminUserList>('/admin/users', {
        query: { q: q || undefined, lastId: pageParam || undefined } satisfies AdminUsersQuery,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => (last.hasMore ? last.users.at(-1)?.id : undefined),
  });

export type AdminAction = { id: string } & ({ kind: 'ban'; body: BanBody } | { kind: 'unban' | 'whitelist' });

/** Ban, unban or whitelist one account; the lists refetch so every row shows what the server now holds. */
export function useAdminAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: AdminAction) =>
      api<AdminUser>(`/admin/users/${encodeURIComponent(action.id)}/${action.kind}`, {
        method: 'POST',
        body: action.kind === 'ban' ? action.body : {},
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** An account's plan and this period's usage (ADR 26). */
export const userSubscriptionQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'subscription', id],
    queryFn: () => api<Subscription>(`/admin/users/${encodeURIComponent(id)}/subscription`),
  });

/** Gives an account a plan without payment (provider 'admin'); the answer is its new subscription. */
export function useGrantPlan(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GrantPlanRequest) =>
      api<Subscription>(`/admin/users/${encodeURIComponent(id)}/plan`, { method: 'POST', body }),
    onSuccess: (subscription) => queryClient.setQueryData(userSubscriptionQuery(id).queryKey, subscription),
  });
}

/** The waitlist's admin reads (the waitlist domain's admin routes, ADR 23/24), under the admin keys. */
const waitlistKeys = [...adminKeys.all, 'waitlist'] as const;

export const waitlistCountsQuery = queryOptions({
  queryKey: [...waitlistKeys, 'counts'],
  queryFn: () => api<WaitlistCounts>('/waitlist/total-count'),
});

export type WaitlistFilter = WaitlistPageQuery['status'] | 'all';

export const waitlistEntriesQuery = (q: string, status: WaitlistFilter) =>
  infiniteQueryOptions({
    queryKey: [...waitlistKeys, 'entries', q, status],
    queryFn: ({ pageParam }) =>
      api<WaitlistPage>('/waitlist', {
        query: {
          q: q || undefined,
          status: status === 'all' ? undefined : status,
          lastId: pageParam || undefined,
        } satisfies WaitlistPageQuery,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => (last.hasMore ? last.entries.at(-1)?.id : undefined),
  });

/** Whitelists the addresses all or none (one request); the list and counts refetch afterwards. */
export function useWhitelistBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emails: string[]) =>
      api<WaitlistBatch>('/waitlist/status/batch', {
        method: 'POST',
        body: { emails } satisfies WhitelistBatchRequest,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitlistKeys }),
  });
}
