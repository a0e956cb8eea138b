import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { api } from './api.ts';
import type { Profile } from './api-types.ts';

/** A session read that said nothing about the session: rate-limited, a server failure, or no network (status 0). */
export class SessionUnknownError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`session read failed (${status})`);
    this.status = status;
  }
}

/** What Better Auth's `GET /api/auth/get-session` says: the session, or null when signed out. */
export type Session = { user: { id: string; name: string; email: string }; session: { id: string } };

/**
 * Only a definite answer signs out: Better Auth's 200 with no session (or a 401). A 429, a 5xx or a
 * network failure throws instead, so the query keeps the last known session and tries again (ADR 10).
 * A plain fetch rather than Better Auth's client, which would add ~11 KB gzipped to every page's first
 * load (ADR 12); the sign-in, sign-up and sign-out actions still use that client, loaded with them.
 */
export async function readSession(): Promise<Session | null> {
  let res: Response;
  try {
    res = await fetch('/api/auth/get-session', { credentials: 'same-origin', headers: { accept: 'application/json' } });
  } catch {
    throw new SessionUnknownError(0);
  }
  if (res.status === 401) return null;
  if (!res.ok) throw new SessionUnknownError(res.status);
  const session = (await res.json().catch(() => {
    throw new SessionUnknownError(res.status);
  })) as Session | null;
  return session ?? null;
}

/** 1 s, 2 s, 4 s … up to 30 s between tries: about two minutes in all, past a one-minute rate-limit window. */
export const SESSION_RETRIES = 7;
export const sessionRetryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

/** The Better Auth session (null when signed out); never toasts, a signed-out visitor is normal. */
export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: readSession,
  // Set here rather than left to the client's defaults: the route guard's ensureQueryData would not retry.
  retry: (failureCount, error) => error instanceof SessionUnknownError && failureCount < SESSION_RETRIES,
  retryDelay: sessionRetryDelay,
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
