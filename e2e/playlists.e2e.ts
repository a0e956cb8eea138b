import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInAdmin, signInNewLearner } from './support/accounts.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { createOneMinuteNote, HANGUL, pathOf, RECORDED_VIDEO } from './support/journey.ts';

/** The replay's long video with English captions throughout (src/server/providers/youtube/test/replay-server.ts). */
const LONG_VIDEO = 'longtrack10';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A /v3 call in the context's session, as the web app makes it (same-origin Origin, JSON). */
async function call<T>(context: BrowserContext, method: string, path: string, data?: unknown): Promise<T> {
  const baseUrl = inject('baseUrl');
  const response = await context.request.fetch(`${baseUrl}${path}`, {
    method,
    data: data ?? {},
    headers: { origin: baseUrl },
  });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { entity: T }).entity;
}

/** A library playlist in English made by the admin through the curation API: the recorded video and a long English one. */
async function libraryPlaylist(): Promise<string> {
  const { context } = await newPage(browser, 'desktop');
  await signInAdmin(context);
  const made = await call<{ id: string }>(context, 'POST', '/v3/admin/playlist', {
    title: `Listening first steps ${Date.now()}`,
    language: 'en',
    level: 'beginner',
    description: 'Two short clips to start with.',
  });
  await call(context, 'POST', `/v3/admin/playlist/${made.id}/entries`, {
    videoId: RECORDED_VIDEO,
    startAt: 0,
    title: 'Recorded clip',
  });
  await call(context, 'POST', `/v3/admin/playlist/${made.id}/entries`, {
    videoId: LONG_VIDEO,
    startAt: 60,
    title: 'A long talk, second minute',
  });
  await context.close();
  return made.id;
}

describe('playlists', () => {
  let playlistId: string;
  beforeAll(async () => {
    playlistId = await libraryPlaylist();
  });

  it('signed out: a library playlist reads without sign-in and asks to sign in to study (1280 and 390 px, ko)', async () => {
    const desktop = await newPage(browser, 'desktop');
    await desktop.page.goto(`/playlists/${playlistId}`);
    await desktop.page.getByTestId('playlist-heading').waitFor();
    expect(await desktop.page.getByTestId('playlist-entry').count()).toBe(2);
    expect(await desktop.page.getByTestId('entry-sign-in').count()).toBe(2);
    expect(await desktop.page.getByTestId('playlist-set-goal').getAttribute('href')).toBe(
      `/playlists/${playlistId}/goal`,
    );
    await screenshot(desktop.page, 'desktop-en-playlist-signed-out');
    await desktop.page.getByTestId('entry-sign-in').first().click();
    await desktop.page.waitForURL(/\/sign-in/);
    await desktop.context.close();

    const phone = await newPage(browser, 'phone');
    await phone.page.goto(`/ko/playlists/${playlistId}`);
    await phone.page.getByTestId('playlist-heading').waitFor();
    expect(await phone.page.getByTestId('entry-sign-in').first().textContent()).toMatch(HANGUL);
    await screenshot(phone.page, 'phone-ko-playlist-signed-out');
    await phone.context.close();
  });

  it('a learner makes a playlist, adds a note to it, and studies a library entry on the note page', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await context.addInitScript(() => window.localStorage.setItem('lingoclipPlayer', 'clock'));
    await signInNewLearner(context, { nativeLanguage: 'fr', learningLanguage: 'en' });

    // My own playlist, then one of my notes added to it from the note's page.
    await page.goto('/dashboard');
    await page.getByTestId('nav-playlists').click();
    await page.waitForURL(/\/playlists$/);
    await page.getByTestId('playlist-title-input').fill('Evening listening');
    await page.getByTestId('playlist-create').click();
    await page.getByTestId('my-playlist').filter({ hasText: 'Evening listening' }).waitFor();

    const noteId = await createOneMinuteNote(page);
    await page.getByTestId('note-add-to-playlist').click();
    await page.getByTestId('add-to-playlist-dialog').waitFor();
    await page.getByTestId('add-to-playlist-confirm').click();
    expect(await page.getByTestId('note-added-to-playlist').textContent()).toContain('Evening listening');

    await page.goto('/playlists');
    const mine = page.getByTestId('my-playlist').filter({ hasText: 'Evening listening' });
    await mine.getByText('1 note').waitFor();
    await mine.getByTestId('playlist-manage').click();
    await mine.getByTestId('playlist-entry-row').waitFor();
    // The library of my main language lists the admin's playlist.
    await page.getByTestId('library-playlist').first().waitFor();
    await screenshot(page, 'desktop-en-playlists');

    // Studying my own playlist's entry opens my own note.
    await mine.getByTestId('my-playlist-title').click();
    await page.getByTestId('playlist-heading').waitFor();
    await page.getByTestId('entry-study').click();
    await page.waitForURL(new RegExp(`/notes/${noteId}\\?playlistId=`));

    // A library entry: its note is made on first open, then my copy opens on the note page.
    await page.goto(`/playlists/${playlistId}`);
    await page.getByTestId('entry-study').first().click();
    await page.waitForURL(/\/notes\/[0-9a-f-]{36}\?playlistId=/, { timeout: 45_000 });
    const copyId = pathOf(page).split('/').at(-1)!;
    expect(copyId).not.toBe(noteId);
    const context2 = await page.getByTestId('note-playlist-context').textContent();
    expect(context2).toContain('1 of 2');
    await screenshot(page, 'desktop-en-playlist-note');
    // "Next" on the note page opens the playlist's next entry the same way.
    await page.getByTestId('note-playlist-next').click();
    await page.waitForURL((url) => url.pathname !== `/notes/${copyId}` && url.pathname.startsWith('/notes/'), {
      timeout: 45_000,
    });
    await expect.poll(() => page.getByTestId('note-playlist-context').textContent()).toContain('2 of 2');

    // Back on the playlist page, the entry is ready and "Continue" opens the same copy again.
    await page.goto(`/playlists/${playlistId}`);
    expect(await page.getByTestId('entry-status').first().textContent()).toBe('Ready');
    await page.getByTestId('entry-study').first().click();
    await page.waitForURL(new RegExp(`/notes/${copyId}\\?playlistId=`));
    await context.close();
  });

  it('on a phone (390 px): the playlists page and a library playlist signed in', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await signInNewLearner(context, { nativeLanguage: 'ko', learningLanguage: 'en' });
    await page.goto('/playlists');
    await page.getByTestId('playlists-heading').waitFor();
    await page.getByTestId('library-playlist').first().waitFor();
    await screenshot(page, 'phone-en-playlists');
    await page.goto(`/ko/playlists/${playlistId}`);
    await page.getByTestId('entry-study').first().waitFor();
    expect(await page.getByTestId('entry-study').first().textContent()).toMatch(HANGUL);
    await screenshot(page, 'phone-ko-playlist-signed-in');
    await context.close();
  });

  it('an admin curates the library on /admin/playlists: makes a playlist and adds a clip by its link', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await signInAdmin(context);
    await page.goto('/admin');
    await page.getByTestId('admin-playlists-link').click();
    await page.waitForURL(/\/admin\/playlists$/);
    await page.getByTestId('admin-library-language').selectOption('de');
    const title = `Lieder ${Date.now()}`;
    await page.getByTestId('admin-playlist-title').fill(title);
    await page.getByTestId('admin-playlist-create').click();
    const row = page.getByTestId('admin-library-playlist').filter({ hasText: title });
    await row.getByRole('button').first().click();
    await row.getByTestId('admin-entry-source').fill(`https://youtu.be/${RECORDED_VIDEO}`);
    await row.getByTestId('admin-entry-start').fill('60');
    await row.getByTestId('admin-entry-title').fill('Eine Minute');
    await row.getByTestId('admin-entry-add').click();
    await row.getByTestId('playlist-entry-row').filter({ hasText: 'Eine Minute' }).waitFor();
    await screenshot(page, 'desktop-en-admin-playlists');
    await context.close();
  });
});
