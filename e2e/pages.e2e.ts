import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInNewLearner } from './support/accounts.ts';
import { launchBrowser, newPage, screenshot, type ViewportName } from './support/browser.ts';

// Issue 10's page fixes and the prerendered pages' own script (ADR 12), at both widths.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The page is no wider than the window: nothing pushes it sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9faf]/;

describe.each<[ViewportName, number]>([
  ['desktop', 1280],
  ['phone', 390],
])('%s, %i px wide', (viewport) => {
  it('the pricing page, its compare table included, fits the width; the billing toggle works without the app', async () => {
    const { context, page } = await newPage(browser, viewport);
    for (const path of ['/pricing', '/de/pricing', '/ja/pricing']) {
      await page.goto(path);
      const table = page.locator('#compare table');
      await table.waitFor();
      await expectNoSidewaysScroll(page);
      const fits = await table.evaluate((el) => el.scrollWidth <= (el.parentElement?.clientWidth ?? 0));
      expect(fits, path).toBe(true);
    }
    await page.locator('#compare').scrollIntoViewIfNeeded();
    await screenshot(page, `${viewport}-ja-pricing`);

    await page.goto('/pricing');
    const firstPaidMonthly = page.locator('[data-cycle="monthly"]').first();
    const firstPaidAnnual = page.locator('[data-cycle="annual"]').first();
    expect(await firstPaidMonthly.isVisible()).toBe(true);
    expect(await firstPaidAnnual.isVisible()).toBe(false);
    await page.locator('label:has(input[value="annual"])').click();
    expect(await firstPaidAnnual.isVisible()).toBe(true);
    expect(await firstPaidMonthly.isVisible()).toBe(false);
    // The prerendered page runs only its small script, never the app's entry.
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((r) => r.name.endsWith('.js'))
        .map((r) => r.name),
    );
    expect(scripts.some((s) => /\/assets\/app-/.test(s))).toBe(false);
    await context.close();
  });

  it('a very long name and e-mail wrap instead of widening the dashboard and the profile', async () => {
    const { context, page } = await newPage(browser, viewport);
    const name = 'Wolfeschlegelsteinhausenbergerdorff'.repeat(2).slice(0, 64);
    const email = `${'averyveryverylongmailboxname'.repeat(2)}-${viewport}-${Date.now()}@example-long-domain-name.com`;
    await signInNewLearner(context, { name, email });
    await page.goto('/dashboard');
    await page.getByTestId('dashboard-heading').waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, `${viewport}-en-dashboard-long-name`);
    await page.goto('/ja/profile');
    await page.getByTestId('profile-email').waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, `${viewport}-ja-profile-long-email`);
    await context.close();
  });
});

describe('onboarding', () => {
  it.each(['ko', 'ja'])('names every native language in %s, the most common first, no raw codes', async (locale) => {
    const { context, page } = await newPage(browser, 'phone');
    await signInNewLearner(context, { onboard: false });
    await page.goto(`/${locale}/onboarding`);
    const select = page.locator('#onboarding-native');
    await select.waitFor();
    const options = await select
      .locator('option')
      .evaluateAll((els) => els.map((el) => ({ code: (el as HTMLOptionElement).value, name: el.textContent ?? '' })));
    expect(options.length).toBeGreaterThan(100);
    for (const { code, name } of options) expect(name.toLowerCase(), code).not.toBe(code.toLowerCase());
    expect(options.map((o) => o.code).slice(0, 4)).toEqual(['en', 'zh-CN', 'hi', 'es']);
    expect(options[0]!.name).toMatch(locale === 'ja' ? JAPANESE : /[\uac00-\ud7af]/);
    await screenshot(page, `phone-${locale}-onboarding-languages`);
    await context.close();
  });
});

describe('the public pages’ script', () => {
  it('shows a signed-in visitor the Dashboard button on the prerendered landing page', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await page.goto('/');
    expect(await page.locator('[data-account="out"]').first().isVisible()).toBe(true);
    await signInNewLearner(context);
    await page.goto('/');
    await page.locator('header [data-account="in"] a').waitFor();
    expect(await page.locator('[data-account="out"]').first().isVisible()).toBe(false);
    // The pricing cards' buttons flip too: a signed-in learner goes to the plan page (free plan) or to
    // checkout in the cycle the toggle shows (paid plans, ADR 27), not to sign-up. One link per card shows.
    const planLinks = page.locator('#pricing [data-account="in"] a');
    const shown = await planLinks.evaluateAll((links) =>
      links.filter((a) => (a as HTMLElement).offsetParent !== null).map((a) => a.getAttribute('href')),
    );
    expect(shown).toEqual([
      '/subscriptions',
      ...['essential', 'pro', 'mastery'].map((plan) => `/checkout?planId=${plan}&billingCycle=monthly`),
    ]);
    await page.locator('header [data-account="in"] a').click();
    await page.waitForURL(/\/dashboard$/);
    await context.close();
  });

  it('switches the landing page’s locale from the select', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await page.goto('/pricing');
    await page.getByTestId('locale-switcher').selectOption('ja');
    await page.waitForURL(/\/ja\/pricing$/);
    expect(await page.locator('h1').first().textContent()).toMatch(JAPANESE);
    await context.close();
  });
});
