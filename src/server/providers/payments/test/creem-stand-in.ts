import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { redirectSignature, webhookSignature } from '../creem.ts';

/**
 * A local stand-in for Creem's REST API (the endpoints billing uses), for tests, e2e and `npm run dev`.
 * It keeps checkouts, subscriptions and refunds in memory, records every request, serves a checkout page
 * that "pays" and redirects back with Creem's signed parameters, and builds webhooks signed as Creem signs
 * them. The app talks to it through the production client with only CREEM_API_URL changed (ADR 27): what
 * it proves is that our side follows the documented contract, not that Creem behaves like it.
 */
export type StandInProduct = { amountCents: number; currency: string; recurring: boolean };
export type RecordedRequest = { method: string; path: string; apiKey: string | undefined; body: unknown };

type Checkout = {
  id: string;
  product: string;
  request_id: string | null;
  success_url: string | null;
  metadata: Record<string, string>;
  customer_email: string | null;
  status: 'pending' | 'completed';
  order: { id: string; transaction: string; amount: number; currency: string; status: string } | null;
  subscription: Subscription | null;
};
type Subscription = {
  id: string;
  object: 'subscription';
  product: string;
  status: string;
  metadata: Record<string, string>;
  current_period_start_date: string;
  current_period_end_date: string;
  last_transaction: { id: string; amount: number; currency: string; order: string };
};

const DAY = 86_400_000;
const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

export type CreemStandIn = Awaited<ReturnType<typeof startCreemStandIn>>;

export async function startCreemStandIn(options: {
  apiKey: string;
  webhookSecret: string;
  products: Record<string, StandInProduct>;
  /** What `POST /v1/refunds` answers: `succeeded` at once (default), or `pending` until a webhook says. */
  refundStatus?: 'succeeded' | 'pending';
  /** Where completed checkouts send `checkout.completed` (e2e and dev); none: tests deliver by hand. */
  webhookUrl?: string;
  port?: number;
}) {
  const requests: RecordedRequest[] = [];
  const checkouts = new Map<string, Checkout>();
  const subscriptions = new Map<string, Subscription>();
  const refunds: { id: string; transaction: string; status: string }[] = [];
  let origin = '';

  /** Signed as Creem signs a webhook: the body and its `creem-signature` header. */
  function webhook(eventType: string, object: unknown, id = newId('evt')) {
    const body = JSON.stringify({ id, eventType, created_at: Date.now(), object });
    return {
      id,
      body,
      headers: { 'content-type': 'application/json', 'creem-signature': webhookSignature(body, options.webhookSecret) },
    };
  }

  async function deliver(hook: ReturnType<typeof webhook>): Promise<number> {
    if (!options.webhookUrl) throw new Error('no webhookUrl');
    const response = await fetch(options.webhookUrl, { method: 'POST', headers: hook.headers, body: hook.body });
    return response.status;
  }

  /** Pays a checkout: an order, and for a recurring product a subscription of one month. */
  function complete(id: string, at = new Date()) {
    const checkout = checkouts.get(id);
    if (!checkout) throw new Error(`no checkout ${id}`);
    if (checkout.status !== 'completed') {
      const product = options.products[checkout.product]!;
      const order = {
        id: newId('ord'),
        transaction: newId('tran'),
        amount: product.amountCents,
        currency: product.currency,
        status: 'paid',
      };
      checkout.order = order;
      checkout.status = 'completed';
      if (product.recurring) {
        const subscription: Subscription = {
          id: newId('sub'),
          object: 'subscription',
          product: checkout.product,
          status: 'active',
          metadata: checkout.metadata,
          current_period_start_date: at.toISOString(),
          current_period_end_date: new Date(at.getTime() + 30 * DAY).toISOString(),
          last_transaction: { id: order.transaction, amount: order.amount, currency: order.currency, order: order.id },
        };
        subscriptions.set(subscription.id, subscription);
        checkout.subscription = subscription;
      }
    }
    // The parameters Creem appends to success_url, in its order, then the signature over them.
    const params: [string, string][] = [
      ['checkout_id', checkout.id],
      ['order_id', checkout.order!.id],
      ['customer_id', 'cust_stand_in'],
      ['subscription_id', checkout.subscription?.id ?? ''],
      ['product_id', checkout.product],
      ['request_id', checkout.request_id ?? ''],
    ];
    const signed = params.filter(([, value]) => value);
    signed.push(['signature', redirectSignature(signed, options.apiKey)]);
    return { checkout: checkoutJson(checkout), params: signed, query: new URLSearchParams(signed).toString() };
  }

  /** The next month of a subscription is charged: a new transaction and period (for `subscription.paid`). */
  function renew(subscriptionId: string) {
    const subscription = subscriptions.get(subscriptionId)!;
    const start = new Date(subscription.current_period_end_date);
    subscription.current_period_start_date = start.toISOString();
    subscription.current_period_end_date = new Date(start.getTime() + 30 * DAY).toISOString();
    subscription.last_transaction = { ...subscription.last_transaction, id: newId('tran'), order: newId('ord') };
    return { ...subscription };
  }

  const checkoutJson = (c: Checkout) => ({
    id: c.id,
    object: 'checkout',
    mode: 'test',
    status: c.status,
    product: c.product,
    request_id: c.request_id,
    metadata: c.metadata,
    order: c.order,
    subscription: c.subscription,
    checkout_url: `${origin}/checkout/${c.id}`,
  });

  async function api(req: IncomingMessage, url: URL, body: unknown): Promise<[number, unknown]> {
    if (req.headers['x-api-key'] !== options.apiKey) return [403, { message: 'Forbidden' }];
    const input = (body ?? {}) as Record<string, unknown>;
    if (req.method === 'POST' && url.pathname === '/v1/checkouts') {
      const product = String(input.product_id ?? '');
      if (!options.products[product]) return [404, { message: 'Product not found' }];
      const checkout: Checkout = {
        id: newId('ch'),
        product,
        request_id: (input.request_id as string) ?? null,
        success_url: (input.success_url as string) ?? null,
        metadata: (input.metadata as Record<string, string>) ?? {},
        customer_email: (input.customer as { email?: string } | undefined)?.email ?? null,
        status: 'pending',
        order: null,
        subscription: null,
      };
      checkouts.set(checkout.id, checkout);
      return [200, checkoutJson(checkout)];
    }
    if (req.method === 'GET' && url.pathname === '/v1/checkouts') {
      const checkout = checkouts.get(url.searchParams.get('checkout_id') ?? '');
      return checkout ? [200, checkoutJson(checkout)] : [404, { message: 'Checkout not found' }];
    }
    const cancel = url.pathname.match(/^\/v1\/subscriptions\/([^/]+)\/cancel$/);
    if (req.method === 'POST' && cancel) {
      const subscription = subscriptions.get(decodeURIComponent(cancel[1]!));
      if (!subscription) return [404, { message: 'Subscription not found' }];
      subscription.status = input.mode === 'immediate' ? 'canceled' : 'scheduled_cancel';
      return [200, subscription];
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      const transaction = String(input.transaction_id ?? '');
      const paid =
        [...checkouts.values()].some((c) => c.order?.transaction === transaction) ||
        [...subscriptions.values()].some((s) => s.last_transaction.id === transaction);
      if (!paid) return [404, { message: 'Transaction not found' }];
      if (refunds.some((r) => r.transaction === transaction)) return [400, { message: 'Already refunded' }];
      const refund = { id: newId('ref'), object: 'refund', transaction, status: options.refundStatus ?? 'succeeded' };
      refunds.push(refund);
      return [200, refund];
    }
    return [404, { message: 'Not found' }];
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const body = raw ? JSON.parse(raw) : undefined;
    // The hosted checkout page: "paying" is opening it; it redirects back as Creem does.
    const page = url.pathname.match(/^\/checkout\/([^/]+)$/);
    if (req.method === 'GET' && page) {
      const checkout = checkouts.get(page[1]!);
      if (!checkout) return void res.writeHead(404).end('no such checkout');
      const { query, checkout: paid } = complete(checkout.id);
      if (options.webhookUrl) await deliver(webhook('checkout.completed', paid));
      const target = new URL(checkout.success_url ?? '/', 'http://invalid');
      res.writeHead(302, { location: `${checkout.success_url}${target.search ? '&' : '?'}${query}` }).end();
      return;
    }
    requests.push({
      method: req.method ?? '',
      path: url.pathname + url.search,
      apiKey: req.headers['x-api-key'] as string,
      body,
    });
    const [status, json] = await api(req, url, body);
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: origin,
    requests,
    checkouts,
    subscriptions,
    refunds,
    complete,
    renew,
    webhook,
    deliver,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
