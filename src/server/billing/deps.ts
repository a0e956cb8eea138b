import type { Logger } from 'pino';
import { renderMessage } from '../../common/errors.ts';
import type { Db } from '../db/client.ts';
import { conflict, notFound } from '../http/errors.ts';
import { type PaymentProvider, PaymentProviderError } from '../providers/payments/types.ts';
import type { PlanAccess } from './plan-access.ts';

export type BillingDeps = {
  db: Db;
  payments: PaymentProvider | null;
  /** The app's public origin: the provider sends buyers back to `<baseUrl>/checkout/confirmation`. */
  baseUrl: string;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  access: PlanAccess;
};

/** The provider, or the catalogued refusal a server without one answers (409: a state of this server, not a fault). */
export function providerOf(deps: BillingDeps): PaymentProvider {
  if (!deps.payments) throw conflict(renderMessage('payments_not_configured'));
  return deps.payments;
}

/**
 * A provider call that failed is logged with its detail; the learner reads a catalogued sentence.
 * `missingIsNotFound`: the provider's 404 (an id it does not know) is our 404, not an outage.
 */
export async function viaProvider<T>(
  deps: BillingDeps,
  what: string,
  call: () => Promise<T>,
  missingIsNotFound = false,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (missingIsNotFound && error instanceof PaymentProviderError && error.status === 404) throw notFound();
    deps.logger.error({ err: error }, `payment provider: ${what} failed`);
    throw conflict(renderMessage('payment_provider_failed'));
  }
}

/** Stops the renewal of subscriptions a newer purchase replaced; a failure is logged, never undoes the purchase. */
export async function stopRenewals(deps: BillingDeps, subscriptionIds: string[]): Promise<void> {
  for (const id of subscriptionIds) {
    await deps.payments?.cancelSubscription(id, 'scheduled').catch((error: unknown) => {
      deps.logger.error({ err: error, subscription: id }, 'payment provider: could not stop a replaced subscription');
    });
  }
}
