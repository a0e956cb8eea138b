import { queryOptions } from '@tanstack/react-query';
import type { Plan } from '../../../common/plans.ts';
import { api } from '../../lib/api.ts';
import type { PlanCatalogue, Subscription } from '../../lib/api-types.ts';

/** The caller's plan, period and quotas (GET /v3/subscription); notes and the plan page share it. */
export const subscriptionQuery = queryOptions({
  queryKey: ['subscription'],
  queryFn: () => api<Subscription>('/subscription'),
});

/** The catalogue the server enforces (a self-hoster's PLANS_FILE included); it changes only with a restart. */
export const planCatalogueQuery = queryOptions({
  queryKey: ['subscription', 'plans'],
  queryFn: async () => (await api<PlanCatalogue>('/subscription/plans')).plans as Plan[],
  staleTime: Number.POSITIVE_INFINITY,
});
