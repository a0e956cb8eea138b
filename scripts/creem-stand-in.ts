// A local stand-in for Creem (ADR 27) for development. `npm run dev` starts it by itself (unless CREEM_API_KEY
// is set or CREEM_STAND_IN=false) and gives the API the settings it prints; `npm run creem:stand-in` runs it
// alone and prints them for `npm start`. Its checkout page "pays" at once, sends the signed
// `checkout.completed` webhook to the app and redirects back with Creem's signed parameters. It is not
// Creem: only our side is exercised.
import { BILLING_CYCLES, isFreePlan, LISTED_PLANS } from '../src/common/plans.ts';
import { type StandInProduct, startCreemStandIn } from '../src/server/providers/payments/test/creem-stand-in.ts';

const app = process.env.APP_URL ?? 'http://localhost:3000';
const port = Number(process.env.CREEM_STAND_IN_PORT ?? 3901);
const apiKey = 'creem_test_stand_in';
const webhookSecret = 'whsec_stand_in';

// One product per paid plan and cycle, priced as the catalogue prices it; monthly renews, annual is one payment.
const products: Record<string, Record<string, string>> = {};
const prices: Record<string, StandInProduct> = {};
for (const plan of LISTED_PLANS.filter((p) => !isFreePlan(p))) {
  products[plan.id] = {};
  for (const cycle of BILLING_CYCLES) {
    const id = `prod_${plan.id}_${cycle}`;
    products[plan.id]![cycle] = id;
    prices[id] = {
      amountCents: Math.round(plan.priceUsd[cycle] * 100),
      currency: 'USD',
      recurring: cycle === 'monthly',
    };
  }
}

const creem = await startCreemStandIn({
  apiKey,
  webhookSecret,
  port,
  webhookUrl: `${app}/v3/billing/webhook/creem`,
  products: prices,
});
const settings = {
  CREEM_API_URL: creem.url,
  CREEM_API_KEY: apiKey,
  CREEM_WEBHOOK_SECRET: webhookSecret,
  CREEM_PRODUCTS: JSON.stringify(products),
};
if (process.argv.includes('--json')) {
  // First line: the settings, for scripts/dev.mjs to hand to the API.
  console.log(JSON.stringify(settings));
} else {
  console.log(`Creem stand-in on ${creem.url}; start the app with:\n`);
  console.log(
    `${Object.entries(settings)
      .map(([k, v]) => `${k}='${v}'`)
      .join(' ')} npm start`,
  );
}
process.on('SIGTERM', () => void creem.close().then(() => process.exit(0)));
process.on('SIGINT', () => void creem.close().then(() => process.exit(0)));
