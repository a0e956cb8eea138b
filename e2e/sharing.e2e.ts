import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInNewLearner } from './support/accounts.ts';
import { launchBrowser, newPage, screenshot, uniqueEmail } from './support/browser.ts';
import { completeOnboarding, createOneMinuteNote, HANGUL, signUp } from './support/journey.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('sharing (issue 14): a note shared by link, read signed out, saved after signing up', () => {
  it('the owner shares → a visitor reads it signed out → signs up from "Save to my library" → the copy opens → "In your library"', async () => {
    // The owner, on a desktop, shares a note of theirs from its page.
    const owner = await newPage(browser, 'desktop');
    await signInNewLearner(owner.context, { name: 'Olga Owner' });
    const noteId = await createOneMinuteNote(owner.page);
    const title = (await owner.page.getByTestId('note-title').textContent())!.trim();
    await owner.page.getByTestId('note-share-link').click();
    await owner.page.getByTestId('share-link-dialog').waitFor();
    await owner.page.getByTestId('share-link-private').waitFor();
    await owner.page.getByTestId('share-link-switch').click();
    const url = owner.page.getByTestId('share-link-url');
    await url.waitFor();
    const link = await url.inputValue();
    expect(new URL(link).pathname).toBe(`/shared/note/${noteId}`);
    expect(await owner.page.getByTestId('share-link-switch').getAttribute('aria-checked')).toBe('true');
    // The switch's knob slides over 150 ms.
    await owner.page.waitForTimeout(300);
    await screenshot(owner.page, 'desktop-en-share-dialog', { fullPage: false });
    await owner.page.keyboard.press('Escape');
    expect(await owner.page.getByTestId('note-share-link').textContent()).toBe('Shared by link');

    // A visitor on a phone, signed out, in another browser context. The HTML the server sends (before any
    // script) already carries the note's head for link previews and search engines (ADR 34).
    const visitor = await newPage(browser, 'phone');
    const served = await visitor.context.request.get(new URL(link).pathname);
    expect(served.status()).toBe(200);
    const html = await served.text();
    for (const tag of ['property="og:title"', 'property="og:image"', 'name="twitter:card"', 'rel="canonical"'])
      expect(html, tag).toContain(tag);
    await visitor.page.goto(new URL(link).pathname);
    const head = (selector: string, attribute = 'content') => visitor.page.locator(selector).getAttribute(attribute);
    expect(await head('meta[property="og:title"]')).toContain(title);
    expect(await head('meta[property="og:image"]')).toMatch(/^https:\/\/i\.ytimg\.com\/vi\/[\w-]{11}\/sddefault\.jpg$/);
    expect(await head('meta[property="og:url"]')).toMatch(new RegExp(`/shared/note/${noteId}$`));
    expect(await head('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(await head('link[rel="canonical"]', 'href')).toMatch(new RegExp(`/shared/note/${noteId}$`));
    expect(await visitor.page.locator('link[rel="alternate"][hreflang]').count()).toBe(8);
    expect((await visitor.page.getByTestId('shared-note-title').textContent())!.trim()).toBe(title);
    const transcript = visitor.page.getByTestId('shared-panel-transcript');
    await transcript.getByRole('listitem').first().waitFor();
    expect(await transcript.textContent()).toMatch(HANGUL);
    await screenshot(visitor.page, 'phone-en-shared-note');
    // The cards, read-only.
    await visitor.page.getByTestId('shared-tab-words').click();
    await visitor.page.getByTestId('shared-card').first().waitFor({ timeout: 30_000 });
    await screenshot(visitor.page, 'phone-en-shared-cards');
    await visitor.page.getByTestId('shared-tab-transcript').click();

    // "Save to my library" → sign up → onboarding → the copy opens in the new library.
    await visitor.page.getByTestId('shared-save').click();
    await visitor.page.waitForURL(/\/sign-up\?redirect=/);
    await signUp(visitor.page, uniqueEmail('visitor'), 'Vera Visitor');
    await completeOnboarding(visitor.page, undefined, /\/notes\/[0-9a-f-]{36}$/);
    const copyId = new URL(visitor.page.url()).pathname.split('/').at(-1);
    expect(copyId).not.toBe(noteId);
    expect((await visitor.page.getByTestId('note-title').textContent())!.trim()).toBe(title);

    // Back on the shared page: it is in the visitor's library now, and "Open" opens the same copy.
    await visitor.page.goto(new URL(link).pathname);
    await visitor.page.getByTestId('shared-in-library').waitFor();
    expect(await visitor.page.getByTestId('shared-in-library').textContent()).toContain('In your library');
    await screenshot(visitor.page, 'phone-en-shared-in-library', { fullPage: false });
    await visitor.page.getByTestId('shared-open').click();
    await visitor.page.waitForURL((u) => u.pathname.endsWith(`/notes/${copyId}`));

    // The list of shared notes in Korean, in Korean, on a desktop.
    await owner.page.goto('/ko/shared/ko');
    await owner.page.getByTestId('shared-list-note').first().waitFor();
    expect(await owner.page.getByTestId('shared-list-title').textContent()).toMatch(HANGUL);
    expect(await owner.page.getByTestId('shared-list').textContent()).toContain(title);
    await screenshot(owner.page, 'desktop-ko-shared-list');
    await owner.page.goto(new URL(link).pathname);
    await owner.page.getByTestId('shared-in-library').waitFor();
    await screenshot(owner.page, 'desktop-en-shared-note');

    // Stopping sharing: the link is a 404 page for the visitor; their copy stays.
    await owner.page.goto(`/notes/${noteId}`);
    await owner.page.getByTestId('note-share-link').click();
    await owner.page.getByTestId('share-link-stop').click();
    await owner.page.getByTestId('share-link-private').waitFor();
    await visitor.page.goto(new URL(link).pathname);
    await visitor.page.getByTestId('shared-note-error').waitFor();
    await visitor.page.goto(`/notes/${copyId}`);
    expect((await visitor.page.getByTestId('note-title').textContent())!.trim()).toBe(title);
  });
});
