import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInNewLearner } from './support/accounts.ts';
import { VIEWPORTS, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { HANGUL, createOneMinuteNote } from './support/journey.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Opens a word in the vocabulary dialog, saves it with the S key and returns the word as shown. */
async function saveWordWithKey(page: Page, wordId: string): Promise<string> {
  await page.getByTestId(`transcript-word-${wordId}`).click();
  await page.getByTestId('vocab-dialog').waitFor();
  const word = (await page.getByTestId('vocab-word').textContent())!.trim();
  await page.keyboard.press('s');
  await expect
    .poll(() => page.getByTestId('vocab-add-card').getAttribute('data-state'), { timeout: 10_000 })
    .toBe('added');
  await page.keyboard.press('Escape');
  await page.getByTestId('vocab-dialog').waitFor({ state: 'hidden' });
  return word;
}

/** Answers whatever question is showing (right or wrong does not matter here) and moves on. */
async function answerQuestion(page: Page): Promise<void> {
  const question = page.locator('[data-testid^="quiz-question-"]');
  await question.waitFor();
  if (
    await page
      .getByTestId('quiz-pool')
      .isVisible()
      .catch(() => false)
  ) {
    const chips = page.getByTestId('quiz-pool').locator('button');
    while ((await chips.count()) > 0) await chips.first().click();
    await page.getByTestId('quiz-check').click();
  } else if (
    await page
      .getByTestId('quiz-typed')
      .isVisible()
      .catch(() => false)
  ) {
    await page.getByTestId('quiz-typed').fill('tablet');
    await page.keyboard.press('Enter');
  } else {
    await page.keyboard.press('1');
  }
  await page.getByTestId('quiz-feedback').waitFor();
  await page.getByTestId('quiz-next').click();
}

describe("the learner's loop", () => {
  it('from a note: save three words and a sentence → dictionary → review with the keyboard → quiz → export .apkg', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await context.addInitScript(() => window.localStorage.setItem('lingoclipPlayer', 'clock'));
    await signInNewLearner(context, { nativeLanguage: 'fr', learningLanguage: 'en' });

    const noteId = await createOneMinuteNote(page);
    await page.getByTestId('player-clock').waitFor();

    // Before watching: nothing is known yet, every word is new.
    await page.getByTestId('note-knowledge').waitFor();
    expect(await page.getByTestId('knowledge-percent').textContent()).toMatch(/0\s?%/);
    const newBefore = Number((await page.getByTestId('knowledge-new-count').textContent())!.replace(/\D/g, ''));
    expect(newBefore).toBeGreaterThan(5);
    expect(await page.getByTestId('transcript-word-1.1').getAttribute('data-tint')).toBe('new');

    const saved = [
      await saveWordWithKey(page, '0.6'),
      await saveWordWithKey(page, '1.1'),
      await saveWordWithKey(page, '0.5'),
    ];
    expect(new Set(saved.map((w) => w.toLowerCase())).size).toBe(3);
    // Saved words are being learnt: their tint changes at once, and the count of new words drops.
    await expect.poll(() => page.getByTestId('transcript-word-1.1').getAttribute('data-tint')).toMatch(/^learning/);
    await expect
      .poll(async () => Number((await page.getByTestId('knowledge-new-count').textContent())!.replace(/\D/g, '')))
      .toBe(newBefore - 3);

    // One key in the dialog marks a word known.
    await page.getByTestId('transcript-word-0.4').click();
    await page.getByTestId('vocab-dialog').waitFor();
    await page.keyboard.press('k');
    await expect.poll(() => page.getByTestId('transcript-word-0.4').getAttribute('data-tint')).toBe('none');
    await page.keyboard.press('Escape');

    await page.getByTestId('transcript-save-1').click();
    await expect
      .poll(() => page.getByTestId('transcript-save-1').getAttribute('data-state'), { timeout: 10_000 })
      .toBe('saved');
    await screenshot(page, 'desktop-en-note-word-status');

    // The dictionary lists the three words with the moment each was met; the sentence page the sentence.
    await page.goto('/dictionary?view=saved');
    await page.getByTestId('dictionary-list').waitFor();
    await expect
      .poll(async () =>
        (await page.getByTestId('vocab-word').allTextContents()).map((w) => w.trim().toLowerCase()).sort(),
      )
      .toEqual(saved.map((w) => w.toLowerCase()).sort());
    expect(await page.getByTestId('note-link').first().getAttribute('href')).toMatch(
      new RegExp(`/notes/${noteId}\\?t=\\d+`),
    );
    await screenshot(page, 'desktop-en-dictionary');
    await page.goto('/sentences');
    await page.getByTestId('sentences-list').waitFor();
    expect(await page.getByTestId('sentence-text').first().textContent()).toContain('honestly');
    await screenshot(page, 'desktop-en-sentences');

    // Review: four new cards; Space shows the answer, 1–4 rate, U undoes the last rating.
    await page.goto('/review');
    await page.getByTestId('review-card').waitFor();
    await page.keyboard.press('Space');
    await page.getByTestId('review-ratings').waitFor();
    await screenshot(page, 'desktop-en-review');
    const firstFront = await page.getByTestId('review-front').textContent();
    await page.keyboard.press('1');
    await page.keyboard.press('u');
    await expect.poll(() => page.getByTestId('review-front').textContent()).toBe(firstFront);
    for (let reviewed = 0; reviewed < 4; reviewed++) {
      await page.getByTestId('review-card').waitFor();
      await page.keyboard.press('Space');
      await page.getByTestId('review-ratings').waitFor();
      await page.keyboard.press('4');
    }
    await page.getByTestId('review-finished').waitFor({ timeout: 10_000 });
    await screenshot(page, 'desktop-en-review-finished');

    // The dashboard counts the day's reviews as a streak.
    await page.goto('/dashboard');
    await page.getByTestId('dashboard-due').waitFor();
    await expect.poll(() => page.getByTestId('dashboard-streak-value').textContent()).toMatch(/^1\b/);
    await expect.poll(() => page.getByTestId('dashboard-words-value').textContent()).toBe('3');
    await screenshot(page, 'desktop-en-dashboard-reviews');

    // A quiz over the note's cards, answered to the end; the score is stored and listed.
    await page.goto(`/quiz?noteId=${noteId}`);
    await page.getByTestId('quiz-runner').waitFor({ timeout: 15_000 });
    await screenshot(page, 'desktop-en-quiz');
    while (!(await page.getByTestId('quiz-score').isVisible())) await answerQuestion(page);
    await page.getByTestId('quiz-save-state').locator('.text-emerald-700').waitFor({ timeout: 10_000 });
    await page.getByTestId('quiz-recent').waitFor();
    await screenshot(page, 'desktop-en-quiz-score');

    // Export the three words to Anki and open the collection inside the downloaded package.
    await page.goto('/dictionary?view=saved');
    await page.getByTestId('dictionary-list').waitFor();
    await page.getByTestId('select-all').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-anki').click()]);
    expect(download.suggestedFilename()).toMatch(/\.apkg$/);
    const dir = mkdtempSync(join(tmpdir(), 'lingoclip-apkg-'));
    const apkg = join(dir, download.suggestedFilename());
    await download.saveAs(apkg);
    const files = unzipSync(readFileSync(apkg));
    writeFileSync(join(dir, 'collection.anki2'), files['collection.anki2']!);
    const collection = new DatabaseSync(join(dir, 'collection.anki2'), { readOnly: true });
    const fronts = (collection.prepare('select flds from notes').all() as { flds: string }[]).map((row) =>
      row.flds.split('\x1f')[0]!.toLowerCase(),
    );
    collection.close();
    expect(fronts.sort()).toEqual(saved.map((w) => w.toLowerCase()).sort());

    // Phone width and a CJK interface.
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/ko/dictionary?view=saved');
    await page.getByTestId('dictionary-list').waitFor();
    expect(await page.locator('h1').first().textContent()).toMatch(HANGUL);
    await screenshot(page, 'phone-ko-dictionary');
    await page.goto(`/ko/notes/${noteId}`);
    await page.getByTestId('note-knowledge').waitFor();
    await screenshot(page, 'phone-ko-note-word-status');
    await page.goto('/ja/review');
    await page.locator('[data-testid="review-finished"], [data-testid="review-card"]').first().waitFor();
    await screenshot(page, 'phone-ja-review');
    await page.goto(`/ja/quiz?noteId=${noteId}`);
    await page.getByTestId('quiz-runner').waitFor({ timeout: 15_000 });
    await screenshot(page, 'phone-ja-quiz');
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/ko/sentences');
    await page.getByTestId('sentences-list').waitFor();
    await screenshot(page, 'desktop-ko-sentences');
    await context.close();
  });
});
