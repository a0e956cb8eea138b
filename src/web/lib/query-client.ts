import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { ApiError } from './api.ts';
import { toastFailure } from './failure-toast.ts';

/** Spec §7 "Fetch behaviour": one retry after 1 s, none on 400/403/404/500 or network errors. */
export const NO_RETRY_STATUSES = [0, 400, 403, 404, 500];
export const RETRY_DELAY_MS = 1000;
export const STALE_TIME_MS = 1200 * 1000;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && NO_RETRY_STATUSES.includes(error.status)) return false;
  return failureCount < 1;
}

/** `silent`: the page shows this failure in place (or it is mere garnish), so it is not toasted (lib/alert.ts). */
type Meta = { silent?: boolean } | undefined;

/** `i18n` translates the failures it toasts into the learner's language (the app's one instance). */
export function createQueryClient(i18n: Pick<I18n, 't'>): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!(query.meta as Meta)?.silent) toastFailure(error, i18n.t);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (!(mutation.meta as Meta)?.silent) toastFailure(error, i18n.t);
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: RETRY_DELAY_MS,
        staleTime: STALE_TIME_MS,
        refetchOnReconnect: true,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
