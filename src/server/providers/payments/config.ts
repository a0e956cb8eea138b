import { z } from 'zod';
import { BILLING_CYCLES, type BillingCycle, PLAN_IDS, type PlanId } from '../../../common/plans.ts';

/** Creem's hosts (docs.creem.io): test-mode keys start with `creem_test_` and talk to the test API. */
export const CREEM_LIVE_URL = 'https://api.creem.io';
export const CREEM_TEST_URL = 'https://test-api.creem.io';

export type CreemProducts = Partial<Record<PlanId, Partial<Record<BillingCycle, string>>>>;

export type CreemConfig = {
  apiKey: string;
  webhookSecret: string;
  /** No trailing slash. */
  apiUrl: string;
  /** Creem product id per plan and billing cycle; a missing pair cannot be bought. */
  products: CreemProducts;
};

const Products = z.partialRecord(
  z.enum(PLAN_IDS),
  z.partialRecord(z.enum(BILLING_CYCLES), z.string().regex(/^[\w-]{1,100}$/, 'must be a Creem product id')),
);

type CreemEnv = {
  CREEM_API_KEY?: string;
  CREEM_WEBHOOK_SECRET?: string;
  CREEM_API_URL?: string;
  CREEM_PRODUCTS?: string;
};

/**
 * CREEM_* variables → the provider's settings; undefined when none is set (payments off, ADR 27), a
 * sentence naming the variable when the set-up is half done (a key without a webhook secret would take
 * money and never hear back).
 */
export function creemConfig(env: CreemEnv): CreemConfig | undefined | string {
  const { CREEM_API_KEY: apiKey, CREEM_WEBHOOK_SECRET: webhookSecret, CREEM_PRODUCTS: rawProducts } = env;
  if (!apiKey && !webhookSecret && !rawProducts) return undefined;
  if (!apiKey) return 'CREEM_API_KEY: is required with CREEM_WEBHOOK_SECRET and CREEM_PRODUCTS';
  if (!webhookSecret) return 'CREEM_WEBHOOK_SECRET: is required with CREEM_API_KEY';
  if (!rawProducts) return 'CREEM_PRODUCTS: is required with CREEM_API_KEY ({"essential":{"monthly":"prod_…"}})';
  let json: unknown;
  try {
    json = JSON.parse(rawProducts);
  } catch {
    return 'CREEM_PRODUCTS: must be JSON, e.g. {"essential":{"monthly":"prod_1","annual":"prod_2"}}';
  }
  const products = Products.safeParse(json);
  if (!products.success) {
    const issue = products.error.issues[0]!;
    return `CREEM_PRODUCTS: ${issue.path.join('.')}: ${issue.message}`;
  }
  const apiUrl = (env.CREEM_API_URL ?? (apiKey.startsWith('creem_test_') ? CREEM_TEST_URL : CREEM_LIVE_URL)).replace(
    /\/+$/,
    '',
  );
  return { apiKey, webhookSecret, apiUrl, products: products.data };
}
