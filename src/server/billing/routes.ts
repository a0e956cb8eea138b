import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../auth/admin.ts';
import { defineRoute } from '../http/route.ts';
import { listRefundRequests } from './admin-refunds.ts';
import { capture, startCheckout } from './checkout.ts';
import type { BillingDeps } from './deps.ts';
import { requestRefund } from './refunds.ts';
import { registerSpecBillingRoutes } from './spec-routes.ts';
import {
  AdminRefundList,
  AdminRefundQuery,
  BillingOverview,
  CaptureQuery,
  CheckoutQuery,
  CheckoutResult,
  PaidPlan,
  PaidPlanParams,
  PaymentPage,
  PaymentPageQuery,
  RefundBody,
  RefundRequest,
  RefundRequestList,
  WebhookAck,
} from './schema.ts';
import * as billing from './service.ts';
import { handleWebhook } from './webhook.ts';

/** The redirect's parameters in the order they came: the provider's signature covers them in that order. */
function queryPairs(url: string): [string, string][] {
  return [...new URL(url, 'http://local').searchParams.entries()];
}

/** Spec §7 "Subscription" paths where the spec names them; the webhook and the overview are ours (ADR 27). */
export function registerBillingRoutes(app: FastifyInstance, deps: BillingDeps): void {
  const tag = 'Billing';
  const { db } = deps;

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/billing',
      tag,
      summary: 'Whether this server takes payments, and the signed-in person’s paid plan (cancel and refund state)',
      auth: 'optional',
      response: BillingOverview,
    },
    ({ user }) => billing.overview(deps, user),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/subscription/checkout/creem',
      tag,
      summary: 'Opens a Creem hosted checkout for a plan and billing cycle; answers its URL',
      auth: 'required',
      query: CheckoutQuery,
      response: CheckoutResult,
    },
    ({ user, query }) => startCheckout(deps, user, query.planId, query.billingCycle),
  );
  registerSpecBillingRoutes(app, deps);

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/subscription/capture/creem',
      tag,
      summary: 'After the redirect: checks the signed parameters and the checkout with Creem, then grants the plan',
      auth: 'required',
      query: CaptureQuery,
      response: PaidPlan,
    },
    async ({ user, request }) => billing.describePaidPlan(db, await capture(deps, user, queryPairs(request.url))),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/subscription/:id/cancel',
      tag,
      summary: 'Cancels at the end of the paid period (no renewal); access stays until then',
      auth: 'required',
      params: PaidPlanParams,
      response: PaidPlan,
    },
    ({ user, params }) => billing.cancel(deps, user, params.id),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/subscription/:id/refund',
      tag,
      summary: 'Refunds the latest payment within 7 days of it and ends the plan (monthly or annual)',
      auth: 'required',
      params: PaidPlanParams,
      body: RefundBody,
      response: RefundRequest,
    },
    ({ user, params, body }) => requestRefund(deps, user, params.id, body),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/subscription/refund-pending',
      tag,
      summary: 'Refunds asked for that the provider has not confirmed yet',
      auth: 'required',
      response: RefundRequestList,
    },
    ({ user }) => billing.pendingRefunds(db, user),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/purchase-history/list',
      tag,
      summary: 'Payment history, newest first, 20 a page after lastId',
      auth: 'required',
      query: PaymentPageQuery,
      response: PaymentPage,
    },
    ({ user, query }) => billing.paymentHistory(db, user, query.lastId),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/admin/refunds',
      tag,
      summary: 'Admin: refund requests with the reasons given, newest first, 50 a page after lastId',
      auth: 'required',
      query: AdminRefundQuery,
      response: AdminRefundList,
    },
    ({ user, query }) => {
      requireAdmin(user);
      return listRefundRequests(db, query);
    },
  );

  // The provider signs the exact bytes it sends, so this route alone keeps its JSON body as text.
  app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    defineRoute(
      raw,
      {
        method: 'POST',
        url: '/billing/webhook/creem',
        tag,
        summary: 'Creem webhooks: creem-signature (HMAC-SHA256 of the raw body) checked, each event handled once',
        auth: 'none',
        response: WebhookAck,
      },
      ({ request }) =>
        handleWebhook(
          deps,
          typeof request.body === 'string' ? request.body : '',
          request.headers['creem-signature'] as string | undefined,
        ),
    );
  });
}
