import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { defineRoute } from '../http/route.ts';
import { catalogueEntity, subscriptionOverview } from './overview.ts';
import { PlanCatalogue, SubscriptionOverview } from './schema.ts';

export function registerSubscriptionRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  const tag = 'Subscription';
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/subscription/plans',
      tag,
      summary:
        "The plan catalogue this server enforces: prices per cycle, quotas and features (the self-hoster's PLANS_FILE included)",
      auth: 'none',
      response: PlanCatalogue,
    },
    () => catalogueEntity(),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/subscription',
      tag,
      summary: "The caller's plan, billing cycle, period, next renewal, quotas used/total and pending subscriptions",
      auth: 'required',
      response: SubscriptionOverview,
    },
    ({ user }) => subscriptionOverview(db, user.id),
  );
}
