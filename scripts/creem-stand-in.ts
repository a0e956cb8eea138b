// A local stand-in for Creem (ADR 27), for development: `npm run creem:stand-in`, then start the app with the
// environment it prints. Its checkout page "pays" at once, sends the signed `checkout.completed` webhook to
// the app and redirects back with Creem's signed parameters. It is not Creem: only our side is exercised.
import { startCreemStandIn } from '../src/server/providers/payments/test/creem-stand-in.ts';

const app = process.env.APP_URL ?? 'http://localhost:3000';
const apiKey = 'creem_test_stand_in';
const webhookSecret = 'whsec_stand_in';
const products = {
  essential: { monthly: 'prod_essential_monthly', annual: 'prod_essential_annual' },
  pro: { monthly: 'prod_pro_monthly', annual: 'prod_pro_annual' },
  mastery: { monthly: 'prod_mastery_monthly', annual: 'prod_mastery_annual' },
};
const cents = { essential: 800, pro: 1600, mastery: 3200 };
const creem = await startCreemStandIn({
  apiKey,
  webhookSecret,
  port: Number(process.env.CREEM_STAND_IN_PORT ?? 3901),
  webhookUrl: `${app}/v3/billing/webhook/creem`,
  products: Object.fromEntries(
    Object.entries(products).flatMap(([plan, ids]) => [
      [ids.monthly, { amountCents: cents[plan as keyof typeof cents], currency: 'USD', recurring: true }],
      [ids.annual, { amountCents: cents[plan as keyof typeof cents] * 10, currency: 'USD', recurring: false }],
    ]),
  ),
});
console.log(`Creem stand-in on ${creem.url}; start the app with:\n`);
console.log(`CREEM_API_URL=${creem.url} CREEM_API_KEY=${apiKey} CREEM_WEBHOOK_SECRET=${webhookSecret} \\`);
console.log(`CREEM_PRODUCTS='${JSON.stringify(products)}' npm run dev`);
process.on('SIGTERM', () => void creem.close().then(() => process.exit(0)));
process.on('SIGINT', () => void creem.close().then(() => process.exit(0)));
