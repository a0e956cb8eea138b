import { rmSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type CreemStandIn, startCreemStandIn } from '../src/server/providers/payments/test/creem-stand-in.ts';
import { signInNewLearner } from './support/accounts.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { type AppServer, startAppServer, freePort } from './support/server.ts';

/**
 * Buying a plan end to end (ADR 27): a server with Creem set up, pointed at the local stand-in, whose
 * checkout page pays at once, sends the signed webhook and redirects back with signed parameters.
 * Only our side is real here: the stand-in is not Creem.
 */
let browser: Browser;
let server: AppServer;
let creem: CreemStandIn;

const PRODUCTS = { essential: { monthly: 'prod_essential_monthly', annual: 'prod_essential_annual' } };

beforeAll(async () => {
  browser = await launchBrowser();
  const port = await freePort();
  creem = await startCreemStandIn({
    apiKey: 'creem_test_e2e',
    webhookSecret: 'whsec_e2e',
    webhookUrl: `http://localhost:${port}/v3/billing/webhook/creem`,
    products: {
      prod_essential_monthly: { amountCents: 800, currency: 'USD', recurring: true },
      prod_essential_annual: { amountCents: 8000, currency: 'USD', recurring: false },
    },
  });
  server = await startAppServer({
    port,
    youtubeOrigin: inject('youtubeOrigin'),
    env: {
      CREEM_API_KEY: 'creem_test_e2e',
      CREEM_WEBHOOK_SECRET: 'whsec_e2e',
      CREEM_API_URL: creem.url,
      CREEM_PRODUCTS: JSON.stringify(PRODUCTS),
    },
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await creem?.close();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
});

const SRT = '1\n00:00:01,000 --> 00:00:03,000\nThe cat sleeps on the mat.\n';

describe('billing against the Creem stand-in', () => {
  it('note quota used up → upgrade → checkout → confirmation → quota raised → history → refund → Starter', async () => {
    const { context, page } = await newPage(browser, 'desktop', { baseURL: server.baseUrl });
    await signInNewLearner(context, { baseUrl: server.baseUrl });
    const plan = async () => (await (await page.request.get(`${server.baseUrl}/v3/subscription`)).json()).entity;
    expect((await plan()).planId).toBe('starter');

    // The Starter plan's five notes of the month, made through the API as the browser would.
    const importNote = (i: number) =>
      context.request.post(`${server.baseUrl}/v3/note/subtitle-import`, {
        data: { fileName: `cats-${i}.srt`, content: SRT, language: 'en' },
        headers: { origin: server.baseUrl },
      });
    for (let i = 0; i < 5; i++) expect((await importNote(i)).status()).toBe(201);
    expect((await importNote(5)).status()).toBe(402);

    // The create-note form says the quota is used up and offers the upgrade, which leads to the checkout.
    await page.goto('/create-note');
    await page.getByTestId('quota-used-up-note').first().waitFor();
    expect(await page.getByTestId('subtitle-import').count()).toBe(0);
    await page.getByTestId('quota-used-up-upgrade').first().click();
    await page.getByTestId('upgrade-checkout-essential').click();
    await page.waitForURL(/\/checkout\/confirmation\?/);
    await page.getByTestId('checkout-success').waitFor();
    expect(await page.getByTestId('checkout-success').textContent()).toContain('Payment successful');
    await screenshot(page, 'desktop-en-checkout-confirmation');
    expect(await plan()).toMatchObject({ planId: 'essential', provider: 'creem', billingCycle: 'monthly' });
    await page.getByTestId('checkout-dashboard').click();
    await page.waitForURL(/\/dashboard$/);

    // Essential's note quota is higher: the form is usable again, and so is the API.
    await page.goto('/create-note');
    await page.getByTestId('subtitle-import').first().waitFor();
    expect(await page.getByTestId('quota-used-up-note').count()).toBe(0);
    expect((await importNote(6)).status()).toBe(201);
    await page.goto('/subscriptions');
    await page.getByTestId('subscription-plan').waitFor();
    expect(await page.getByTestId('subscription-plan').textContent()).toBe('Essential');

    await page.goto('/payment-history');
    await page.getByTestId('payment-row').first().waitFor();
    expect(await page.getByTestId('payment-row').count()).toBe(1);
    expect(await page.getByTestId('payment-row').first().textContent()).toContain('$8.00');
    await screenshot(page, 'desktop-en-payment-history');

    await page.goto('/billing');
    await page.getByTestId('paid-plan').waitFor();
    expect(await page.getByTestId('paid-plan').textContent()).toContain('Essential');
    await page.getByTestId('refund-open').click();
    await page.getByTestId('refund-reason-not_useful').check();
    await screenshot(page, 'desktop-en-refund-dialog');
    await page.getByTestId('refund-submit').click();
    await page.getByTestId('billing-free').waitFor();
    expect((await plan()).planId).toBe('starter');
    expect(creem.refunds).toHaveLength(1);
    await context.close();
  });

  it('pricing sends a signed-in learner straight to checkout in the cycle the toggle shows', async () => {
    const { context, page } = await newPage(browser, 'desktop', { baseURL: server.baseUrl });
    await signInNewLearner(context, { baseUrl: server.baseUrl });
    await page.goto('/pricing');
    await page.locator('.billing-cycles label').filter({ hasText: 'Annual' }).first().click();
    const upgrade = page.getByRole('link', { name: 'Upgrade to Essential' });
    await upgrade.waitFor();
    await upgrade.click();
    await page.waitForURL(/\/checkout\/confirmation\?/);
    await page.getByTestId('checkout-success').waitFor();
    const subscription = (await (await page.request.get(`${server.baseUrl}/v3/subscription`)).json()).entity;
    expect(subscription).toMatchObject({ planId: 'essential', billingCycle: 'annual' });
    await context.close();
  });
});
