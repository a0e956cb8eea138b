import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInNewLearner } from './support/accounts.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { HANGUL, RECORDED_VIDEO } from './support/journey.ts';

/** The replay server's ten-minute English video (generated captions): ten minutes to rank. */
const LONG_VIDEO = 'longtrack10';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('Find good clips (issue 15)', () => {
  it('ranks the minutes of a pasted video with offline reasons, then makes a one-minute note from the best', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await signInNewLearner(context, { learningLanguage: 'en', nativeLanguage: 'fr', level: 'beginner' });
    // Offered from the create-note form, and in the navigation.
    await page.goto('/create-note');
    await page.getByTestId('create-note-find-clips').click();
    await page.waitForURL(/\/clips$/);
    await page.getByTestId('clips-empty').waitFor();
    expect(await page.getByTestId('nav-clips').getAttribute('aria-current')).toBe('page');

    await page.getByTestId('note-url-input').fill(`https://www.youtube.com/watch?v=${LONG_VIDEO}`);
    await page.getByTestId('note-url-preview').waitFor();
    // The learner's level is chosen for them.
    expect(await page.getByTestId('clip-level-beginner').locator('input').isChecked()).toBe(true);
    await page.getByTestId('clips-find').click();
    await page.getByTestId('clip-card').nth(9).waitFor({ timeout: 30_000 });
    const cards = page.getByTestId('clip-card');
    expect(await cards.count()).toBe(10);
    const first = cards.first();
    expect(await first.getByTestId('clip-time').textContent()).toMatch(/^\d+:00–\d+:00$/);
    expect(await first.getByTestId('clip-measure-known').textContent()).toBe('0% known');
    expect(await first.getByTestId('clip-reason').textContent()).toMatch(/mots nouveaux par minute/);
    await screenshot(page, 'desktop-en-clips');

    // Reloading shows the stored suggestions again, for free.
    await page.reload();
    await page.getByTestId('note-url-input').fill(LONG_VIDEO);
    await page.getByTestId('clip-card').nth(9).waitFor();
    const start = (await page.getByTestId('clip-time').first().textContent())!.split('–')[0]!;

    await page.getByTestId('clip-make-note').first().click();
    await page.waitForURL(/\/notes\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    const noteId = new URL(page.url()).pathname.split('/').at(-1)!;
    await page.getByTestId('note-title').waitFor();
    const note = await context.request.get(`${inject('baseUrl')}/v3/note/${noteId}`);
    const [minutes, seconds] = start.split(':').map(Number);
    expect((await note.json()).entity).toMatchObject({ type: 'one_minute_clip', startAt: minutes! * 60 + seconds! });
    await context.close();
  });

  it('on a phone, in Korean', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await signInNewLearner(context, { learningLanguage: 'en', nativeLanguage: 'ko', level: 'intermediate' });
    await page.goto('/ko/clips');
    expect(await page.getByTestId('clips-heading').textContent()).toBe('좋은 클립 찾기');
    await page.getByTestId('note-url-input').fill(`https://youtu.be/${RECORDED_VIDEO}`);
    await page.getByTestId('clips-find').click();
    const card = page.getByTestId('clip-card').first();
    await card.waitFor({ timeout: 30_000 });
    expect(await card.getByTestId('clip-reason').textContent()).toMatch(HANGUL);
    expect(await card.getByTestId('clip-preview').textContent()).toMatch(/So I've been using this little tablet/);
    await screenshot(page, 'phone-ko-clips');
    await context.close();
  });
});
