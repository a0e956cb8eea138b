import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { CreemConfig } from './config.ts';
import { checkoutFromJson, refundFromJson, subscriptionFromJson } from './creem-json.ts';
import { type PaymentEvent, type PaymentProvider, PaymentProviderError } from './types.ts';

type Fetch = typeof fetch;

/** A slow provider must not hold a request (and a database connection) for long. */
const TIMEOUT_MS = 15_000;

/** Equal-length hex strings compared in constant time; anything else is simply unequal. */
export function sameHex(expected: string, given: string | undefined): boolean {
  if (!given || given.length !== expected.length || !/^[0-9a-f]+$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}

/** Creem's webhook signature: HMAC-SHA256 of the raw body with the webhook secret, hex. */
export const webhookSignature = (rawBody: string, secret: string) =>
  createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');

/**
 * Creem's redirect signature (docs.creem.io, "Return URLs"): SHA-256 of `key=value|…|salt=<api key>` over
 * the parameters in the order they came, without `signature` and without empty values.
 */
export function redirectSignature(params: readonly (readonly [string, string])[], apiKey: string): string {
  const data = params
    .filter(([key, value]) => key !== 'signature' && value !== '' && value !== 'null')
    .map(([key, value]) => `${key}=${value}`)
    .concat(`salt=${apiKey}`)
    .join('|');
  return createHash('sha256').update(data).digest('hex');
}

/** Creem over its REST API (x-api-key); the base URL is the only difference between live, test mode and the stand-in. */
export function createCreemProvider(config: CreemConfig, fetchImpl: Fetch = fetch): PaymentProvider {
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetchImpl(`${config.apiUrl}${path}`, {
        method,
        headers: { 'x-api-key': config.apiKey, accept: 'application/json', 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new PaymentProviderError(`Creem ${method} ${path.split('?')[0]} failed: ${(error as Error).message}`);
    }
    const text = await response.text();
    if (!response.ok) {
      throw new PaymentProviderError(
        `Creem ${method} ${path.split('?')[0]} answered ${response.status}: ${text.slice(0, 300)}`,
        response.status,
      );
    }
    try {
      return text ? JSON.parse(text) : {};
    } catch {
      throw new PaymentProviderError(`Creem ${method} ${path.split('?')[0]} answered with no JSON`);
    }
  }

  const productOwners = new Map<string, { planId: string; cycle: string }>();
  for (const [planId, cycles] of Object.entries(config.products)) {
    for (const [cycle, productId] of Object.entries(cycles ?? {})) {
      if (productId) productOwners.set(productId, { planId, cycle });
    }
  }

  return {
    name: 'creem',
    productFor: (planId, cycle) => config.products[planId as keyof typeof config.products]?.[cycle as 'monthly'],
    planOfProduct: (productId) => productOwners.get(productId),

    async createCheckout({ productId, requestId, successUrl, customerEmail, metadata }) {
      const json = (await call('POST', '/v1/checkouts', {
        product_id: productId,
        request_id: requestId,
        success_url: successUrl,
        customer: { email: customerEmail },
        metadata,
      })) as { id?: unknown; checkout_url?: unknown };
      if (typeof json.id !== 'string' || typeof json.checkout_url !== 'string') {
        throw new PaymentProviderError('Creem created a checkout without an id or URL');
      }
      return { id: json.id, url: json.checkout_url };
    },

    async getCheckout(id) {
      return checkoutFromJson(await call('GET', `/v1/checkouts?checkout_id=${encodeURIComponent(id)}`));
    },

    async cancelSubscription(id, mode) {
      await call('POST', `/v1/subscriptions/${encodeURIComponent(id)}/cancel`, { mode });
    },

    async refund(transactionId) {
      return refundFromJson(await call('POST', '/v1/refunds', { transaction_id: transactionId }));
    },

    verifyRedirect(params) {
      const given = params.find(([key]) => key === 'signature')?.[1];
      return sameHex(redirectSignature(params, config.apiKey), given);
    },

    verifyWebhook(rawBody, signature) {
      if (!sameHex(webhookSignature(rawBody, config.webhookSecret), signature)) return null;
      return eventFromJson(JSON.parse(rawBody));
    },
  };
}

function eventFromJson(json: unknown): PaymentEvent {
  const event = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
  const id = typeof event.id === 'string' ? event.id : '';
  const type = typeof event.eventType === 'string' ? event.eventType : '';
  const created = new Date((event.created_at as number | string | undefined) ?? Date.now());
  const base = { id, type, createdAt: Number.isNaN(created.getTime()) ? new Date() : created };
  if (type === 'checkout.completed') return { ...base, kind: 'checkout', checkout: checkoutFromJson(event.object) };
  if (type.startsWith('subscription.')) {
    const subscription = subscriptionFromJson(event.object);
    if (subscription) return { ...base, kind: 'subscription', subscription };
  }
  if (type.startsWith('refund.')) return { ...base, kind: 'refund', refund: refundFromJson(event.object) };
  return { ...base, kind: 'other' };
}
