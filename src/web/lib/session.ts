import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { api } from './api.ts';
import type { Profile } from './api-types.ts';
import { authClient } from './auth-client.ts';

/** The Better Auth session (null when signed out); never toasts, a signed-out visitor is normal. */
export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: async () => {
    const { data } = await authClient.getSession();
    return data ?? null;
  },
  meta: { silent: true },
});

/** The learner profile (GET /v3/user/login records the login). */
export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: () => api<Profile>('/user/login'),
});

/** The signed-in profile. Pages under the app route may rely on it: the route's guard loaded it first. */
export const useProfile = (): Profile => useSuspenseQuery(profileQuery).data;

/** After sign-in or sign-up: drop any previous user's profile and read the new session, so the route guard sees fresh state. */
export async function refreshSession(queryClient: QueryClient) {
  queryClient.removeQueries({ queryKey: profileQuery.queryKey });
  return queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
}

/**
 * After sign-out: nothing cached for the previous user may leak into the next one. The session entry is
 * updated rather than removed, so pages watching it (the landing header) see the change.
 */
export function forgetSession(queryClient: QueryClient) {
  queryClient.setQueryData(sessionQuery.queryKey, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQuery.queryKey[0] });
}
