import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInNewLearner } from './support/accounts.ts';
import { type ViewportName, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { createOneMinuteNote, pathOf } from './support/journey.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A learner of English (native French) on the timeline player: YouTube's player cannot load offline. */
async function newLearner(viewport: ViewportName): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, viewport);
  await context.addInitScript(() => window.localStorage.setItem('lingoclipPlayer', 'clock'));
  await signInNewLearner(context, { nativeLanguage: 'fr', learningLanguage: 'en' });
  return { context, page };
}

const cardMenu = (page: Page, noteId: string) =>
  page.locator('li', { has: page.getByTestId(`library-note-${noteId}`) }).getByTestId('note-menu');

describe('note management (ADR 29)', () => {
  it('renames a note and deletes it from its page; the study guide tab says how to get a guide (1280 px)', async () => {
    const { context, page } = await newLearner('desktop');
    const noteId = await createOneMinuteNote(page);

    await page.getByTestId('note-menu').click();
    await page.getByTestId('note-rename').waitFor();
    await screenshot(page, 'desktop-en-note-menu', { fullPage: false });
    await page.getByTestId('note-rename').click();
    await page.getByTestId('rename-note-input').fill('  Week one: keyboards  ');
    await screenshot(page, 'desktop-en-rename-note', { fullPage: false });
    await page.getByTestId('rename-note-save').click();
    await page.getByTestId('rename-note-dialog').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('note-title').textContent()).toBe('Week one: keyboards');

    // The create form's "generate study guide" was left off: the tab says so and offers to make one.
    await page.getByTestId('tab-guide').click();
    await page.getByTestId('guide-not-requested').waitFor({ timeout: 30_000 });
    await screenshot(page, 'desktop-en-guide-not-requested', { fullPage: false });
    await page.getByTestId('guide-make').click();
    await page.getByTestId('study-guide').waitFor({ timeout: 30_000 });

    await page.getByTestId('note-menu').click();
    await page.getByTestId('note-delete').click();
    await page.getByTestId('confirm-dialog').waitFor();
    expect(await page.getByTestId('confirm-dialog').textContent()).toContain('Week one: keyboards');
    await screenshot(page, 'desktop-en-delete-note', { fullPage: false });
    await page.getByTestId('confirm-ok').click();
    await page.waitForURL(/\/library$/);
    await page.getByTestId('library-empty').or(page.getByTestId('library-list')).first().waitFor();
    expect(await page.getByTestId(`library-note-${noteId}`).count()).toBe(0);
    await page.goto(`/notes/${noteId}`);
    await page.getByTestId('note-error').waitFor();
    await context.close();
  });

  it('renames and deletes a note from its library card, in Korean on a phone (390 px)', async () => {
    const { context, page } = await newLearner('phone');
    const noteId = await createOneMinuteNote(page);
    // The note page's menu fits the phone's screen too.
    await page.getByTestId('note-menu').click();
    await page.getByTestId('note-regenerate').waitFor();
    const menu = await page.getByRole('menu').boundingBox();
    expect(menu && menu.x >= 0 && menu.x + menu.width <= 390).toBe(true);
    await screenshot(page, 'phone-en-note-menu', { fullPage: false });
    await page.keyboard.press('Escape');
    await page.goto('/ko/library');
    await page.getByTestId(`library-note-${noteId}`).waitFor();
    await cardMenu(page, noteId).click();
    await page.getByTestId('note-rename').waitFor();
    await screenshot(page, 'phone-ko-library-note-menu', { fullPage: false });
    await page.getByTestId('note-rename').click();
    await page.getByTestId('rename-note-input').fill('첫 주 노트');
    await screenshot(page, 'phone-ko-rename-note', { fullPage: false });
    await page.getByTestId('rename-note-save').click();
    await expect.poll(() => page.getByTestId(`library-note-${noteId}`).textContent()).toContain('첫 주 노트');
    expect(pathOf(page)).toBe('/ko/library');

    await cardMenu(page, noteId).click();
    await page.getByTestId('note-delete').click();
    await page.getByTestId('confirm-dialog').waitFor();
    await screenshot(page, 'phone-ko-delete-note', { fullPage: false });
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId(`library-note-${noteId}`).waitFor({ state: 'detached' });
    await screenshot(page, 'phone-ko-library-after-delete', { fullPage: false });
    await context.close();
  });
});
