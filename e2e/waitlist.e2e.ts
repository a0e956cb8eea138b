import { rmSync } from 'node:fs';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { GOAL_QUESTION } from '../src/web/features/onboarding/useFinishOnboarding.ts';
import { launchBrowser, newPage, screenshot, uniqueEmail } from './support/browser.ts';
import { PASSWORD, signUp } from './support/journey.ts';
import { linkIn, waitForMail } from './support/outbox.ts';
import { ADMIN_EMAIL, type AppServer, startAppServer, freePort } from './support/server.ts';

/**
 * WAITLIST_ENABLED keeps every new account waiting, which every other journey's sign-up would trip on:
 * this journey runs its own server with it on (ADR 23), on a free port, with its own data.
 */
let browser: Browser;
let server: AppServer;
let port: number;

/** Signs the context up through the API (its cookie jar keeps the session), as accounts.ts does. */
async function signUpByApi(context: BrowserContext, email: string, name = 'Mina Learner') {
  const response = await context.request.post(`${server.baseUrl}/api/auth/sign-up/email`, {
    data: { email, name, password: PASSWORD },
    headers: { origin: server.baseUrl },
  });
  expect(response.ok()).toBe(true);
}

/** The onboarding page's two calls (as accounts.ts makes them), so the app opens its pages, not onboarding. */
async function onboardByApi(context: BrowserContext) {
  const main = { language: 'ko', level: 'intermediate' };
  const headers = { origin: server.baseUrl };
  const language = await context.request.put(`${server.baseUrl}/v3/user/language-setting`, {
    data: { nativeLanguage: 'en', mainLearningLanguage: main, learningLanguageList: [main] },
    headers,
  });
  expect(language.ok()).toBe(true);
  const survey = await context.request.post(`${server.baseUrl}/v3/user/onboarding-survey`, {
    data: { items: [{ question: GOAL_QUESTION, answer: 'travel' }] },
    headers,
  });
  expect(survey.ok()).toBe(true);
}

beforeAll(async () => {
  browser = await launchBrowser();
  port = await freePort();
  server = await startAppServer({ port, youtubeOrigin: inject('youtubeOrigin'), env: { WAITLIST_ENABLED: 'true' } });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
});

describe('waitlist (WAITLIST_ENABLED=true)', () => {
  it('landing CTA → waitlist; join through a referral link → confirm from the e-mail → admin whitelists on /admin/waitlist → the e-mail arrives → sign up → the app opens', async () => {
    // The admin: ADMIN_EMAILS lists this address on every e2e server, so its first session is an admin's.
    const admin = await newPage(browser, 'desktop', { baseURL: server.baseUrl });
    await signUpByApi(admin.context, ADMIN_EMAIL, 'Ada Admin');
    await onboardByApi(admin.context);

    // A new account waits: the app sends it to its place in the queue, with a link to share.
    const referrer = await newPage(browser, 'phone', { baseURL: server.baseUrl });
    await signUpByApi(referrer.context, uniqueEmail('referrer'));
    await referrer.page.goto('/dashboard');
    await referrer.page.waitForURL(/\/waitlist$/);
    await referrer.page.getByTestId('waiting-panel').waitFor();
    expect(await referrer.page.getByTestId('referral-count').textContent()).toBe('0 people joined through your link');
    const link = await referrer.page.getByTestId('referral-link').inputValue();
    expect(link).toMatch(new RegExp(`^${server.baseUrl}/waitlist\\?ref=[0-9a-f-]{36}$`));
    await screenshot(referrer.page, 'phone-en-waitlist-waiting');

    // The landing page (prerendered) leads to the waitlist, not to sign-up, while the waitlist is on.
    const visitor = await newPage(browser, 'desktop', { baseURL: server.baseUrl });
    await visitor.page.goto('/');
    const headerCta = visitor.page.locator('header a[data-signup="waitlist"]');
    await headerCta.waitFor();
    expect(await headerCta.textContent()).toBe('Join the waitlist');
    expect(await visitor.page.locator('header a[data-signup="form"]').isVisible()).toBe(false);
    await visitor.page.locator('main a[data-signup="waitlist"]').first().click();
    await visitor.page.waitForURL(/\/waitlist$/);
    await visitor.page.getByTestId('waitlist-email').waitFor();
    await visitor.context.close();

    // A friend follows the link and joins, signed out.
    const friendEmail = uniqueEmail('friend');
    const friend = await newPage(browser, 'phone', { baseURL: server.baseUrl });
    await friend.page.goto(link);
    await friend.page.getByTestId('waitlist-email').fill(friendEmail);
    await screenshot(friend.page, 'phone-en-waitlist-join');
    await friend.page.getByTestId('waitlist-submit').click();
    await friend.page.getByTestId('waitlist-joined').waitFor();
    expect(await friend.page.getByTestId('waitlist-position').textContent()).toMatch(/^#\d+$/);
    await friend.page.getByTestId('waitlist-check-mail').waitFor();
    await screenshot(friend.page, 'phone-en-waitlist-joined');

    // Not yet confirmed: the referral does not count.
    await referrer.page.reload();
    await referrer.page.getByTestId('waiting-panel').waitFor();
    expect(await referrer.page.getByTestId('referral-count').textContent()).toBe('0 people joined through your link');

    // The friend opens the confirmation link from the outbox: confirmed, with a place; then the referral counts.
    const confirmation = await waitForMail(friendEmail, { dataDir: server.dataDir, subject: /^Confirm your place/ });
    const confirmLink = linkIn(confirmation);
    expect(confirmLink).toMatch(new RegExp(`^${server.baseUrl}/waitlist/confirm\\?token=`));
    await friend.page.goto(confirmLink);
    await friend.page.getByTestId('waitlist-confirmed').waitFor();
    expect(await friend.page.getByTestId('waitlist-position').textContent()).toMatch(/^#\d+$/);
    await screenshot(friend.page, 'phone-en-waitlist-confirmed');
    await friend.page.reload();
    expect(await friend.page.getByTestId('waitlist-confirm-message').textContent()).toBe(
      'This link has already been used: your e-mail address is confirmed.',
    );

    await referrer.page.reload();
    await expect
      .poll(() => referrer.page.getByTestId('referral-count').textContent())
      .toBe('1 person joined through your link');

    // A long address on the list: the admin page must wrap it at 390 px, not scroll sideways.
    const longEmail = `long-${Date.now()}@languages-department.an-unusually-long-university-name.example.com`;
    const joined = await admin.context.request.post(`${server.baseUrl}/v3/waitlist/join`, {
      data: { email: longEmail },
      headers: { origin: server.baseUrl },
    });
    expect(joined.status()).toBe(200);

    // The admin whitelists the friend from the admin area's waitlist page: search, tick, "Whitelist selected".
    await admin.page.goto('/admin');
    await admin.page.getByTestId('admin-waitlist-link').click();
    await admin.page.waitForURL(/\/admin\/waitlist$/);
    await admin.page.getByTestId('waitlist-entry').first().waitFor();
    await expect.poll(() => admin.page.getByTestId('waitlist-count-waiting').textContent()).toMatch(/^\d+$/);
    await screenshot(admin.page, 'desktop-en-admin-waitlist');
    await admin.page.setViewportSize({ width: 390, height: 844 });
    // Polled: the shell swaps its sidebar for the menu on the media query's change event, a frame after the resize.
    await expect
      .poll(() => admin.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await screenshot(admin.page, 'phone-en-admin-waitlist');
    await admin.page.getByRole('searchbox').fill(friendEmail.toUpperCase());
    const row = admin.page.getByTestId('waitlist-entry').filter({ hasText: friendEmail });
    await expect.poll(() => admin.page.getByTestId('waitlist-entry').count()).toBe(1);
    await row.getByTestId('waitlist-select').check();
    await admin.page.getByTestId('waitlist-whitelist-selected').click();
    const alert = admin.page.locator('[data-testid="alert-bar"][data-state="open"]');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('1 address whitelisted');
    await expect.poll(() => row.getAttribute('data-status')).toBe('whitelisted');
    await screenshot(admin.page, 'phone-en-admin-waitlist-whitelisted');
    const mail = await waitForMail(friendEmail, { dataDir: server.dataDir, subject: /^You’re in/ });
    expect(mail.subject).toBe('You’re in: your Lingoclip account is ready');
    expect(linkIn(mail)).toBe(`${server.baseUrl}/sign-up`);

    // The friend signs up from the mail and the app opens (onboarding), not the waitlist.
    await friend.page.goto(linkIn(mail));
    await signUp(friend.page, friendEmail);
    expect(new URL(friend.page.url()).pathname).toBe('/onboarding');
    await screenshot(friend.page, 'phone-en-waitlist-whitelisted-onboarding');

    // The referrer still waits: a learner route answers 403 with the waitlist's message.
    const refused = await referrer.context.request.get(`${server.baseUrl}/v3/note/list`);
    expect(refused.status()).toBe(403);
    for (const page of [admin, referrer, friend]) await page.context.close();
  });
});
