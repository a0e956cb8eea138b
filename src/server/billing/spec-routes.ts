import type { FastifyInstance } from 'fastify';
import type { BillingCycle } from '../../common/plans.ts';
import { defineRoute } from '../http/route.ts';
import { captureOrder, startCheckout } from './checkout.ts';
import type { BillingDeps } from './deps.ts';
import { requestRefund } from './refunds.ts';
import {
  CheckoutResult,
  OrderQuery,
  PaidPlan,
  PaidPlanParams,
  PlanQuery,
  RefundBody,
  RefundRequest,
} from './schema.ts';
import { describePaidPlan } from './service.ts';

/**
 * Spec §7's per-cycle paths (ADR 27), thin over the same checkout, capture and refund as the Creem routes:
 * "monthly-payment" is the monthly subscription, "one-time-payment" the annual plan paid once.
 */
const PATHS: [BillingCycle, string][] = [
  ['monthly', 'monthly-payment'],
  ['annual', 'one-time-payment'],
];

export function registerSpecBillingRoutes(app: FastifyInstance, deps: BillingDeps): void {
  const tag = 'Billing';
  for (const [cycle, path] of PATHS) {
    defineRoute(
      app,
      {
        method: 'POST',
        url: `/subscription/subscribe/${path}`,
        tag,
        summary: `Opens a Creem hosted checkout for a plan, ${cycle}; answers its URL (same as checkout/creem)`,
        auth: 'required',
        query: PlanQuery,
        response: CheckoutResult,
      },
      ({ user, query }) => startCheckout(deps, user, query.planId, cycle),
    );
    defineRoute(
      app,
      {
        method: 'POST',
        url: `/subscription/:id/refund/${path}`,
        tag,
        summary: `Refunds a ${cycle} plan as /refund does; 400 if the plan is not ${cycle}`,
        auth: 'required',
        params: PaidPlanParams,
        body: RefundBody,
        response: RefundRequest,
      },
      ({ user, params, body }) => requestRefund(deps, user, params.id, body, cycle),
    );
  }

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/subscription/capture/one-time-payment',
      tag,
      summary: 'Grants an annual checkout once Creem says it is paid; orderId is our or Creem’s checkout id',
      auth: 'required',
      query: OrderQuery,
      response: PaidPlan,
    },
    async ({ user, query }) => describePaidPlan(deps.db, await captureOrder(deps, user, query.orderId)),
  );
}
