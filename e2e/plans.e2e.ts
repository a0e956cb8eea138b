import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInNewLearner } from './support/accounts.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { pathOf } from './support/journey.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SRT = '1\n00:00:01,000 --> 00:00:03,000\nThe cat sleeps on the mat.\n';

describe('plans and quotas (ADR 26)', () => {
  it('pricing → checkout (not configured here) for a signed-in learner; a used-up note quota shows on the create-note form first', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await signInNewLearner(context, { nativeLanguage: 'fr', learningLanguage: 'en' });

    // The prerendered pricing page swaps its plan buttons once it has read the session; a paid plan's goes
    // to checkout, which on this server (no payment provider) says payments are not set up.
    await page.goto('/pricing');
    const upgrade = page.getByRole('link', { name: 'Upgrade to Pro' });
    await upgrade.waitFor();
    await upgrade.click();
    await page.getByTestId('checkout-failed').waitFor();
    expect(page.url()).toContain('/checkout?planId=pro&billingCycle=monthly');
    expect(await page.getByTestId('checkout-failed').textContent()).toContain('Payments are not set up');
    await page.goto('/subscriptions');
    await page.getByTestId('subscription-plan').waitFor();
    expect(pathOf(page)).toBe('/subscriptions');
    expect(await page.getByTestId('subscription-plan').textContent()).toBe('Starter');
    expect(await page.getByTestId('quota-note').textContent()).toContain('0 / 5');
    await screenshot(page, 'desktop-en-subscriptions');

    // Five notes, the Starter plan's month, made through the API as the browser would.
    const baseUrl = inject('baseUrl');
    for (let i = 0; i < 5; i++) {
      const res = await context.request.post(`${baseUrl}/v3/note/subtitle-import`, {
        data: { fileName: `cats-${i}.srt`, content: SRT, language: 'en' },
        headers: { origin: baseUrl },
      });
      expect(res.status()).toBe(201);
    }
    const sixth = await context.request.post(`${baseUrl}/v3/note/subtitle-import`, {
      data: { fileName: 'cats-6.srt', content: SRT, language: 'en' },
      headers: { origin: baseUrl },
    });
    expect(sixth.status()).toBe(402);

    await page.goto('/create-note');
    await page.getByTestId('quota-used-up-note').first().waitFor();
    expect(await page.getByTestId('note-generate').isDisabled()).toBe(true);
    expect(await page.getByTestId('subtitle-import').count()).toBe(0);
    await screenshot(page, 'desktop-en-create-note-quota-used-up');
    await page.getByTestId('quota-used-up-upgrade').first().click();
    await page.getByTestId('subscription-plan').waitFor();
    expect(await page.getByTestId('quota-note').getAttribute('data-used-up')).toBe('true');
    await context.close();
  });
});
