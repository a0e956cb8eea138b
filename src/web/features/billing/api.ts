import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../lib/api.ts';
import type {
  BillingOverview,
  CheckoutQuery,
  CheckoutResult,
  PaidPlan,
  PaymentPage,
  Refund,
  RefundList,
  RefundRequest,
} from '../../lib/api-types.ts';

/** The billing domain's reads (ADR 27); every write refetches them, so pages show what the server holds. */
export const billingKeys = { all: ['billing'] as const };

export const billingQuery = queryOptions({
  queryKey: [...billingKeys.all, 'overview'],
  queryFn: () => api<BillingOverview>('/billing'),
});

export const pendingRefundsQuery = queryOptions({
  queryKey: [...billingKeys.all, 'refund-pending'],
  queryFn: () => api<RefundList>('/subscription/refund-pending'),
});

export const paymentsQuery = infiniteQueryOptions({
  queryKey: [...billingKeys.all, 'payments'],
  queryFn: ({ pageParam }) => api<PaymentPage>('/purchase-history/list', { query: { lastId: pageParam || undefined } }),
  initialPageParam: '',
  getNextPageParam: (last) => (last.hasMore ? last.payments.at(-1)?.id : undefined),
});

/** Opens the provider's hosted checkout: the browser leaves for it and comes back to the confirmation page. */
export function useCheckout() {
  return useMutation({
    mutationFn: (query: CheckoutQuery) =>
      api<CheckoutResult>('/subscription/checkout/creem', { method: 'POST', query }),
    onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl),
    // The page that starts it shows the failure in place.
    meta: { silent: true },
  });
}

/** The redirect's parameters, in the order they came (the provider's signature covers that order). */
export function useCapture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (search: string) =>
      api<PaidPlan>('/subscription/capture/creem', {
        method: 'POST',
        query: Object.fromEntries(new URLSearchParams(search)),
      }),
    onSettled: () => queryClient.invalidateQueries(),
    meta: { silent: true },
  });
}

export function useCancel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<PaidPlan>(`/subscription/${encodeURIComponent(id)}/cancel`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}

export function useRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RefundRequest }) =>
      api<Refund>(`/subscription/${encodeURIComponent(id)}/refund`, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}

/** Runs a page's one request when it opens, once (React runs effects twice in development). */
export function useOnOpen(run: () => void) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run();
  }, [run]);
}
