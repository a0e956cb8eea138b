import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInNewLearner } from './support/accounts.ts';
import { VIEWPORTS, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { HANGUL, createOneMinuteNote } from './support/journey.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('grammar notes without a model (ADR 17)', () => {
  it('a Korean note shows written examples and the video’s lines, and no made-up story', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await context.addInitScript(() => window.localStorage.setItem('lingoclipPlayer', 'clock'));
    await signInNewLearner(context, { nativeLanguage: 'en', learningLanguage: 'ko' });
    await createOneMinuteNote(page);

    await page.getByTestId('tab-grammar').click();
    const note = page.locator('[data-testid^="grammar-note-ko."]').first();
    await note.waitFor({ timeout: 60_000 });
    const written = note.locator('[data-testid^="grammar-written-"]');
    expect(await written.locator('li').count()).toBeGreaterThanOrEqual(2);
    expect(await written.locator('mark').first().textContent()).toMatch(HANGUL);
    expect(await note.locator('[data-testid^="grammar-from-video-"] button').count()).toBeGreaterThan(0);
    // No story offline, and none of the old template's "someone in the video says '…'" quotes.
    expect(await page.locator('[data-testid^="grammar-story-"]').count()).toBe(0);
    expect(await page.locator('[data-testid^="story-write-"]').count()).toBe(0);
    expect(await page.getByText('영상에서 누군가').count()).toBe(0);
    await screenshot(page, 'desktop-ko-note-grammar');

    await page.setViewportSize(VIEWPORTS.phone);
    await note.scrollIntoViewIfNeeded();
    await screenshot(page, 'phone-ko-note-grammar');
    await context.close();
  });
});
