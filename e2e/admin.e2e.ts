import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, signInNewLearner } from './support/accounts.ts';
import { launchBrowser, newPage, screenshot, uniqueEmail } from './support/browser.ts';
import { PASSWORD } from './support/journey.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** On a phone the navigation is a drawer behind the menu button. */
async function openNav(page: Page) {
  await page.getByTestId('nav-toggle').click();
  await page.getByTestId('nav-dashboard').waitFor();
}

describe('admin area, phone (390 px)', () => {
  it('an admin sees Admin, suspends a learner, who is signed out at once and cannot sign in', async () => {
    const learner = await newPage(browser, 'phone');
    const victim = await signInNewLearner(learner.context, { email: uniqueEmail('victim'), name: 'Victim Learner' });
    await learner.page.goto('/dashboard');
    await openNav(learner.page);
    expect(await learner.page.getByTestId('nav-admin').count()).toBe(0);

    const admin = await newPage(browser, 'phone');
    await signInAdmin(admin.context);
    await admin.page.goto('/dashboard');
    await openNav(admin.page);
    await admin.page.getByTestId('nav-admin').click();
    await admin.page.waitForURL(/\/admin$/);
    await admin.page.getByTestId('admin-signups').waitFor();
    await screenshot(admin.page, 'phone-en-admin-overview');

    await admin.page.getByTestId('admin-users-link').click();
    await admin.page.waitForURL(/\/admin\/users$/);
    await admin.page.getByRole('searchbox').fill(victim.email);
    await admin.page.getByRole('searchbox').press('Enter');
    const card = admin.page.getByTestId('admin-user').filter({ hasText: victim.email });
    await card.waitFor();
    expect(await admin.page.getByTestId('admin-user').count()).toBe(1);
    await card.getByTestId('admin-ban').click();
    await admin.page.getByTestId('confirm-dialog').waitFor();
    await screenshot(admin.page, 'phone-en-admin-ban-confirm');
    await admin.page.getByTestId('confirm-ok').click();
    await card.getByTestId('admin-unban').waitFor();
    await screenshot(admin.page, 'phone-en-admin-users');

    // The learner's next page load finds no session and goes to sign-in; signing in again is refused.
    await learner.page.goto('/library');
    await learner.page.waitForURL(/\/sign-in/);
    await learner.page.getByTestId('signin-email').fill(victim.email);
    await learner.page.getByTestId('signin-password').fill(PASSWORD);
    await learner.page.getByTestId('signin-submit').click();
    await learner.page.getByTestId('auth-error').waitFor();
    expect(await learner.page.getByTestId('auth-error').textContent()).toContain('This account has been suspended');
    await screenshot(learner.page, 'phone-en-signin-suspended');
    await learner.context.close();
    await admin.context.close();
  });
});
