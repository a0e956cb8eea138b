import type { CreemConfig } from './config.ts';
import { createCreemProvider } from './creem.ts';
import type { PaymentProvider } from './types.ts';

export type { PaymentProvider } from './types.ts';

/** The configured payment provider, or null when none is (self-hosting: admins grant plans, ADR 27). */
export function createPaymentProvider(
  config: { creem?: CreemConfig },
  fetchImpl: typeof fetch = fetch,
): PaymentProvider | null {
  return config.creem ? createCreemProvider(config.creem, fetchImpl) : null;
}
