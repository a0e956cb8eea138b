import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInNewLearner } from './support/accounts.ts';
import { VIEWPORTS, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { createOneMinuteNote } from './support/journey.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the Dictionary page', () => {
  it('looks up a word never saved, shows where it was met, saves it, and opens the note at that line', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await context.addInitScript(() => window.localStorage.setItem('lingoclipPlayer', 'clock'));
    await signInNewLearner(context, { nativeLanguage: 'fr', learningLanguage: 'en' });

    const noteId = await createOneMinuteNote(page);
    // The note's words are read once its page has asked for them (the lexicon the look-up searches).
    await page.getByTestId('note-knowledge').waitFor();

    await page.goto('/dictionary');
    await page.getByTestId('lookup-start').waitFor();
    await page.getByTestId('lookup-input').fill('keyboards');
    await page.keyboard.press('Enter');
    const card = page.getByTestId('entry-card');
    await card.waitFor();
    expect(await page.getByTestId('entry-lemma').textContent()).toBe('keyboard');
    expect(await card.getByTestId('status-chip').getAttribute('data-status')).toBe('new');
    // The journey's server imports no dictionary: the card says so rather than showing nothing.
    expect(await page.getByTestId('entry-missing').textContent()).toContain('English → French');
    const link = card.getByTestId('note-link').first();
    expect(await link.getAttribute('href')).toBe(`/notes/${noteId}?t=12`);
    expect(await card.getByTestId('vocab-context').first().textContent()).toContain('keyboard is better');
    await screenshot(page, 'desktop-en-dictionary-lookup');

    await page.getByTestId('entry-save').click();
    await expect.poll(() => page.getByTestId('entry-save').getAttribute('aria-pressed')).toBe('true');
    expect(await card.getByTestId('status-chip').getAttribute('data-status')).toBe('learning');

    // Saved words are the other view of the same page.
    await page.getByTestId('dictionary-tab-saved').click();
    await page.getByTestId('dictionary-list').waitFor();
    await expect.poll(() => page.getByTestId('vocab-word').allTextContents()).toEqual(['keyboards']);
    await page.goBack();
    await page.getByTestId('entry-card').getByTestId('note-link').first().click();
    await page.waitForURL(new RegExp(`/notes/${noteId}\\?t=12$`));

    // A phone, in Korean: the form stacks, the card fits the width.
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/ko/dictionary?q=keyboard&lang=en');
    await page.getByTestId('entry-card').waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await screenshot(page, 'phone-ko-dictionary-lookup');
    await context.close();
  });
});
