import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInNewLearner } from './support/accounts.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { type AppServer, startAppServer, freePort } from './support/server.ts';

/**
 * Goals, daily tasks and the streak (issue 14, ADR 33). "The next day" needs the server's clock to move:
 * this journey runs its own server with NODE_ENV=test and TEST_CLOCK_FILE (which production refuses), and
 * writes a day's milliseconds into that file. The same setting registers the test-only playlist fixture
 * route, so the journey does not depend on the playlists pages.
 */
let browser: Browser;
let server: AppServer;
const clockDir = mkdtempSync(join(tmpdir(), 'lingoclip-clock-'));
const clockFile = join(clockDir, 'offset');
const DAY_MS = 86_400_000;

beforeAll(async () => {
  writeFileSync(clockFile, '0');
  browser = await launchBrowser();
  server = await startAppServer({
    port: await freePort(),
    youtubeOrigin: inject('youtubeOrigin'),
    env: { NODE_ENV: 'test', TEST_CLOCK_FILE: clockFile },
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
  rmSync(clockDir, { recursive: true, force: true });
});

async function call<T>(context: BrowserContext, method: string, path: string, data: unknown): Promise<T> {
  const response = await context.request.fetch(`${server.baseUrl}${path}`, {
    method,
    data,
    headers: { origin: server.baseUrl },
  });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { entity: T }).entity;
}

/** Two notes of the learner's (subtitle imports: no video needed) in a playlist of their own. */
async function playlistOfTwoNotes(context: BrowserContext) {
  const noteIds: string[] = [];
  for (const [i, line] of ['고양이가 매트 위에서 잔다.', '강아지가 공원에서 뛴다.'].entries()) {
    const content = `1\n00:00:01,000 --> 00:00:04,000\n${line}\n`;
    const note = await call<{ noteId: string }>(context, 'POST', '/v3/note/subtitle-import', {
      fileName: `lesson-${i + 1}.srt`,
      content,
      language: 'ko',
    });
    noteIds.push(note.noteId);
  }
  const { playlistId } = await call<{ playlistId: string }>(context, 'POST', '/v3/test/playlist', {
    title: 'Korean every day',
    noteIds,
  });
  return { playlistId, noteIds };
}

async function tickAll(page: Page) {
  const card = page.getByTestId('today-card');
  for (const task of ['watch', 'save_words', 'review_cards', 'grammar', 'quiz', 'shadowing']) {
    const box = card.getByTestId(`task-${task}`);
    await box.click();
    await expect.poll(() => box.isChecked()).toBe(true);
  }
  await card.getByTestId('today-all-done').waitFor();
}

describe('goals, daily tasks and the streak', () => {
  it('start a goal in the wizard → tick today’s tasks → come back the next (simulated) day → the streak is 2', async () => {
    const { context, page } = await newPage(browser, 'desktop', { baseURL: server.baseUrl });
    await signInNewLearner(context, { baseUrl: server.baseUrl });
    const { playlistId, noteIds } = await playlistOfTwoNotes(context);

    // No goal yet: the Today card points to the playlists.
    await page.goto('/dashboard');
    await page.getByTestId('today-empty').waitFor();

    // The wizard: pace (7 notes a week: one a day) → target date → the plan → Start.
    await page.goto(`/playlists/${playlistId}/goal`);
    await page.getByTestId('goal-wizard-heading').waitFor();
    await page.getByTestId('goal-pace-notes_per_week').click();
    await page.getByTestId('goal-pace-value').fill('7');
    await page.getByTestId('goal-next').click();
    await page.getByTestId('goal-target-date').waitFor();
    await page.getByTestId('goal-next').click();
    await page.getByTestId('goal-preview').waitFor();
    expect(await page.getByTestId('goal-on-track').textContent()).toContain('You will finish by your target date.');
    await screenshot(page, 'goals-wizard-preview-desktop');
    await page.getByTestId('goal-start').click();
    await page.waitForURL(/\/dashboard$/);

    // Day 1: the first note's six tasks; the day is marked done and the streak is 1.
    const card = page.getByTestId('today-card');
    await card.waitFor();
    expect(await card.getByTestId('today-progress').textContent()).toBe('0 of 2 notes');
    await tickAll(page);
    expect(await card.getByTestId('goal-streak').textContent()).toBe('1-day streak');
    expect(await card.getByTestId('today-progress').textContent()).toBe('1 of 2 notes');

    // The next day (the server's clock moves a day): yesterday counts, today's note is the second.
    writeFileSync(clockFile, String(DAY_MS));
    await page.reload();
    await card.waitFor();
    expect(await card.getByTestId('goal-streak').textContent()).toBe('1-day streak');
    expect(await card.getByTestId('today-all-done').count()).toBe(0);
    expect(await card.getByTestId('today-note').textContent()).toContain('Note 2');
    await tickAll(page);
    expect(await card.getByTestId('goal-streak').getAttribute('data-days')).toBe('2');
    expect(await card.getByTestId('goal-streak').textContent()).toBe('2-day streak');
    expect(await card.getByTestId('today-progress').textContent()).toBe('2 of 2 notes');
    await screenshot(page, 'goals-dashboard-today-desktop');

    // The note opened from the Today card shows its tasks (and records the view).
    await card.getByTestId('today-note-link').click();
    await page.waitForURL(`**/notes/${noteIds[1]}?playlistId=${playlistId}&playlistNoteId=${noteIds[1]}`);
    const noteTasks = page.getByTestId('playlist-note-tasks');
    await noteTasks.waitFor();
    expect(await noteTasks.getByTestId('task-quiz').isChecked()).toBe(true);
    await screenshot(page, 'goals-note-tasks-desktop');

    // Phone width, and the same card in Japanese.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard');
    await card.waitFor();
    await screenshot(page, 'goals-dashboard-today-phone');
    await page.goto(`/playlists/${playlistId}/goal`);
    await page.getByTestId('goal-wizard-heading').waitFor();
    await screenshot(page, 'goals-wizard-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/ja/dashboard');
    await card.waitFor();
    expect(await card.getByTestId('goal-streak').textContent()).toBe('2日連続');
    await screenshot(page, 'goals-dashboard-today-ja');
    await context.close();
  });
});
