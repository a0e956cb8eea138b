/**
 * A hosted-checkout payment provider, as the billing domain sees it (ADR 27). Amounts are integer cents
 * in the payment's currency; dates are Date objects; ids are the provider's own.
 */

export type CheckoutRequest = {
  productId: string;
  /** Ours, unique per checkout: the provider echoes it on the redirect and in webhooks. */
  requestId: string;
  successUrl: string;
  customerEmail: string;
  /** Copied by the provider onto the checkout, its order and subscription: who bought which plan. */
  metadata: Record<string, string>;
};

export type PaymentInfo = {
  transactionId: string;
  orderId: string | null;
  amountCents: number;
  currency: string;
};

export type SubscriptionInfo = {
  id: string;
  /** The provider's status (active, canceled, scheduled_cancel, expired, …). */
  status: string;
  productId: string | null;
  metadata: Record<string, string>;
  periodStart: Date | null;
  periodEnd: Date | null;
  /** The payment that opened the current period, when the provider says. */
  lastPayment: PaymentInfo | null;
};

export type CheckoutInfo = {
  id: string;
  /** `completed` once paid; pending, processing, expired otherwise. */
  status: string;
  requestId: string | null;
  productId: string | null;
  metadata: Record<string, string>;
  payment: PaymentInfo | null;
  subscription: SubscriptionInfo | null;
};

export type RefundInfo = {
  id: string;
  /** pending, requiresAction, succeeded, failed, canceled. */
  status: string;
  transactionId: string | null;
  subscriptionId: string | null;
  amountCents: number | null;
  currency: string | null;
};

/** A verified webhook, reduced to what billing acts on; `id` is the provider's event id (idempotency). */
export type PaymentEvent = { id: string; type: string; createdAt: Date } & (
  | { kind: 'checkout'; checkout: CheckoutInfo }
  | { kind: 'subscription'; subscription: SubscriptionInfo }
  | { kind: 'refund'; refund: RefundInfo }
  | { kind: 'other' }
);

export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface PaymentProvider {
  readonly name: 'creem';
  /** The provider's product for a plan and cycle; undefined: not for sale on this server. */
  productFor(planId: string, cycle: string): string | undefined;
  /** The plan and cycle a product sells (the reverse of productFor). */
  planOfProduct(productId: string): { planId: string; cycle: string } | undefined;
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  getCheckout(id: string): Promise<CheckoutInfo>;
  /** `scheduled`: at the end of the paid period; `immediate`: now (a refund). */
  cancelSubscription(id: string, mode: 'scheduled' | 'immediate'): Promise<void>;
  refund(transactionId: string): Promise<RefundInfo>;
  /** The redirect's query parameters in the order they came, `signature` among them. */
  verifyRedirect(params: readonly (readonly [string, string])[]): boolean;
  /** Parses a webhook body after checking its signature header; null when the signature is wrong. */
  verifyWebhook(rawBody: string, signature: string | undefined): PaymentEvent | null;
}
