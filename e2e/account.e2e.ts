import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInNewLearner } from './support/accounts.ts';
import { launchBrowser, newPage, screenshot, uniqueEmail, type ViewportName } from './support/browser.ts';
import { HANGUL, PASSWORD } from './support/journey.ts';
import { linkIn, waitForMail } from './support/outbox.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const NEW_PASSWORD = 'harbour-lights-31';

describe.each<[ViewportName, 'en' | 'ko']>([
  ['desktop', 'en'],
  ['phone', 'ko'],
])('%s, %s', (viewport, locale) => {
  it('forgot password → e-mail → new password → sign in; the used link is refused', async () => {
    const setup = await newPage(browser, viewport);
    const email = uniqueEmail(`reset-${locale}`);
    await signInNewLearner(setup.context, { email, name: locale === 'ko' ? '김민지' : 'Mina' });
    await setup.context.close();

    const { context, page } = await newPage(browser, viewport);
    const prefix = locale === 'en' ? '' : `/${locale}`;
    await page.goto(`${prefix}/sign-in`);
    await page.getByTestId('to-forgot-password').click();
    await page.waitForURL(/\/forgot-password$/);
    await page.getByTestId('forgot-email').fill(email);
    await screenshot(page, `${viewport}-${locale}-forgot-password`);
    await page.getByTestId('forgot-submit').click();
    await page.getByTestId('reset-sent').waitFor();
    expect(await page.getByTestId('reset-sent').textContent()).toContain(email);
    await screenshot(page, `${viewport}-${locale}-forgot-password-sent`);

    const mail = await waitForMail(email);
    if (locale === 'ko') expect(mail.subject).toMatch(HANGUL);
    else expect(mail.subject).toBe('Reset your Lingoclip password');
    const link = linkIn(mail);
    await page.goto(link);
    await page.waitForURL(new RegExp(`${prefix}/reset-password\\?token=`));
    await page.getByTestId('reset-password').fill('password123');
    await page.getByTestId('reset-submit').click();
    expect(await page.getByTestId('reset-password').getAttribute('aria-invalid')).toBe('true');
    await page.getByTestId('reset-password').fill(NEW_PASSWORD);
    await screenshot(page, `${viewport}-${locale}-reset-password`);
    await page.getByTestId('reset-submit').click();
    await page.getByTestId('reset-done').waitFor();
    await screenshot(page, `${viewport}-${locale}-reset-password-done`);

    await page.getByTestId('to-sign-in').click();
    await page.getByTestId('signin-email').fill(email);
    await page.getByTestId('signin-password').fill(PASSWORD);
    await page.getByTestId('signin-submit').click();
    await page.getByTestId('auth-error').waitFor();
    await page.getByTestId('signin-password').fill(NEW_PASSWORD);
    await page.getByTestId('signin-submit').click();
    await page.waitForURL(/\/dashboard$/);
    await context.close();

    // The link worked once; a second visit lands on "this link no longer works".
    const later = await newPage(browser, viewport);
    await later.page.goto(link);
    await later.page.getByTestId('reset-invalid').waitFor();
    await screenshot(later.page, `${viewport}-${locale}-reset-link-spent`);
    await later.context.close();
  });
});

describe.each<[ViewportName, 'en' | 'ko']>([
  ['desktop', 'en'],
  ['phone', 'ko'],
])('account settings, %s, %s', (viewport, locale) => {
  it('renames, downloads my data, deletes the account with the password, and the account is gone', async () => {
    const { context, page } = await newPage(browser, viewport);
    const email = uniqueEmail(`delete-${locale}`);
    await signInNewLearner(context, { email });
    const prefix = locale === 'en' ? '' : `/${locale}`;
    await page.goto(`${prefix}/profile`);
    await page.getByTestId('account-settings').waitFor();

    await page.getByTestId('account-name').fill('Mina Park');
    await page.getByTestId('account-name-save').click();
    await expect.poll(async () => (await page.locator('h2', { hasText: 'Mina Park' }).count()) > 0).toBe(true);

    const download = await context.request.get(
      await page.getByTestId('account-download-data').evaluate((a) => (a as HTMLAnchorElement).href),
    );
    expect(download.ok()).toBe(true);
    expect((await download.json()).account.email).toBe(email);
    await page.getByTestId('account-settings').scrollIntoViewIfNeeded();
    await screenshot(page, `${viewport}-${locale}-account-settings`);

    await page.getByTestId('account-delete').click();
    await page.getByTestId('account-delete-password').fill('not-my-password-1');
    await page.getByTestId('account-delete-confirm').click();
    await page.getByTestId('auth-error').waitFor();
    await screenshot(page, `${viewport}-${locale}-account-delete-dialog`);
    await page.getByTestId('account-delete-password').fill(PASSWORD);
    await page.getByTestId('account-delete-confirm').click();
    await page.waitForURL((url) => url.pathname === (prefix || '/'));
    await page.locator('h1').first().waitFor();

    await page.goto(`${prefix}/sign-in`);
    await page.getByTestId('signin-email').fill(email);
    await page.getByTestId('signin-password').fill(PASSWORD);
    await page.getByTestId('signin-submit').click();
    await page.getByTestId('auth-error').waitFor();
    await context.close();
  });
});
