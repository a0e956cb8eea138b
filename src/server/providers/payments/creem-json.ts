import type { CheckoutInfo, PaymentInfo, RefundInfo, SubscriptionInfo } from './types.ts';

/**
 * Creem's JSON → our shapes. Creem sends a related object either expanded or as its id (`product`,
 * `subscription`, `transaction`), so every read accepts both, and anything missing reads as null.
 */
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const idOf = (value: unknown): string | null => (isObject(value) ? text(value.id) : text(value));
const int = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);

function date(value: unknown): Date | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** Metadata values as strings (we only ever send strings). */
function metadata(value: unknown): Record<string, string> {
  if (!isObject(value)) return {};
  return Object.fromEntries(Object.entries(value).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])));
}

function payment(transaction: unknown, order: unknown): PaymentInfo | null {
  const tx = isObject(transaction) ? transaction : null;
  const ord = isObject(order) ? order : null;
  const transactionId = idOf(transaction) ?? text(ord?.transaction) ?? idOf(ord?.transaction);
  const amountCents = int(tx?.amount) ?? int(ord?.amount);
  const currency = text(tx?.currency) ?? text(ord?.currency);
  if (!transactionId || amountCents === null || !currency) return null;
  return { transactionId, orderId: idOf(ord) ?? text(tx?.order), amountCents, currency: currency.toUpperCase() };
}

export function subscriptionFromJson(value: unknown): SubscriptionInfo | null {
  if (!isObject(value)) return null;
  const id = text(value.id);
  if (!id) return null;
  return {
    id,
    status: text(value.status) ?? 'unknown',
    productId: idOf(value.product),
    metadata: metadata(value.metadata),
    periodStart: date(value.current_period_start_date),
    periodEnd: date(value.current_period_end_date),
    lastPayment: payment(value.last_transaction ?? value.last_transaction_id, null),
  };
}

export function checkoutFromJson(value: unknown): CheckoutInfo {
  const json = isObject(value) ? value : {};
  const subscription = isObject(json.subscription)
    ? subscriptionFromJson({ metadata: json.metadata, product: json.product, ...json.subscription })
    : null;
  return {
    id: text(json.id) ?? '',
    status: text(json.status) ?? 'unknown',
    requestId: text(json.request_id),
    productId: idOf(json.product),
    metadata: metadata(json.metadata),
    payment: payment(isObject(json.order) ? json.order.transaction : null, json.order),
    subscription,
  };
}

export function refundFromJson(value: unknown): RefundInfo {
  const json = isObject(value) ? value : {};
  const currency = text(json.refund_currency);
  return {
    id: text(json.id) ?? '',
    status: text(json.status) ?? 'unknown',
    transactionId: idOf(json.transaction),
    subscriptionId: idOf(json.subscription),
    amountCents: int(json.refund_amount),
    currency: currency ? currency.toUpperCase() : null,
  };
}
