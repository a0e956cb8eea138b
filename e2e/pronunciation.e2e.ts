import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  startAiStandIn,
  type StandInTranscription,
  type StandInTranscriptionRequest,
} from '../src/server/providers/ai/test/ai-stand-in.ts';
import { signInNewLearner } from './support/accounts.ts';
import { fakeMicrophone, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { createOneMinuteNote, HANGUL } from './support/journey.ts';
import { type AppServer, startAppServer, freePort } from './support/server.ts';

/**
 * Pronunciation feedback and dictation (issue 15, ADR 37) against a speech-to-text stand-in whose hearing
 * the journey scripts: Chromium's fake microphone plays a WAV spoken by espeak-ng, the app records it with
 * MediaRecorder, the server decodes it with ffmpeg and sends it to the stand-in, which "hears" the line with
 * one word changed. What is checked is everything around the model: recording, upload, metering, alignment
 * and the feedback the learner sees.
 */
let browser: Browser;
let server: AppServer;
let standIn: Awaited<ReturnType<typeof startAiStandIn>>;
const audioDir = mkdtempSync(join(tmpdir(), 'lingoclip-voice-'));
let hears: (request: StandInTranscriptionRequest) => StandInTranscription = () => ({ text: '' });

beforeAll(async () => {
  const wav = join(audioDir, 'voice.wav');
  execFileSync('espeak-ng', ['-v', 'ko', '-s', '120', '-w', wav, '안녕하세요. 오늘 날씨가 좋네요. 저는 학생입니다.']);
  browser = await launchBrowser(fakeMicrophone(wav));
  standIn = await startAiStandIn({ transcribe: (request) => hears(request) });
  server = await startAppServer({
    port: await freePort(),
    youtubeOrigin: inject('youtubeOrigin'),
    env: { AI_BASE_URL: standIn.baseUrl, AI_STT_MODEL: 'stand-in-whisper' },
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await standIn?.close();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
  rmSync(audioDir, { recursive: true, force: true });
});

/** The line's words with one (the longest) said differently: what the stand-in will hear. */
function withOneWordWrong(line: string): { heard: string; changed: string } {
  const words = line.split(/\s+/).filter(Boolean);
  const longest = words.reduce((best, word, i) => (word.length > words[best]!.length ? i : best), 0);
  const changed = words[longest]!;
  words[longest] = `${changed.slice(0, -1)}${changed.endsWith('다') ? '까' : '다'}`;
  return { heard: words.join(' '), changed: changed.replace(/[.,!?…]+$/, '') };
}

async function recordTake(page: Page) {
  await page.getByTestId('pronunciation-record').click();
  await page.getByTestId('pronunciation-recording').waitFor();
  await page.waitForTimeout(1500);
  await page.getByTestId('pronunciation-stop').click();
  await page.getByTestId('pronunciation-feedback').waitFor({ timeout: 20_000 });
}

describe('pronunciation feedback and dictation', () => {
  it('records a Korean line → one word marked different, a score; dictates into the dictionary search', async () => {
    const { context, page } = await newPage(browser, 'desktop', { baseURL: server.baseUrl });
    await context.addInitScript(() => window.localStorage.setItem('lingoclipPlayer', 'clock'));
    await signInNewLearner(context, { baseUrl: server.baseUrl, nativeLanguage: 'en', learningLanguage: 'ko' });
    const noteId = await createOneMinuteNote(page);

    const line = (await page.getByTestId('transcript-line-0').locator('p[lang]').first().textContent())!.trim();
    expect(line).toMatch(HANGUL);
    const { heard, changed } = withOneWordWrong(line);
    hears = () => ({ text: heard });

    await page.getByTestId('transcript-practise-0').click();
    await page.getByTestId('pronunciation-dialog').waitFor();
    await expect.poll(() => page.getByTestId('pronunciation-check').getAttribute('data-mode')).toBe('server');
    await recordTake(page);
    const different = page.locator('[data-testid^="pronunciation-word-"][data-status="different"]');
    expect(await different.count()).toBe(1);
    expect(await different.textContent()).toContain(changed);
    const score = Number(await page.getByTestId('pronunciation-score').getAttribute('data-score'));
    expect(score).toBeGreaterThan(40);
    expect(score).toBeLessThan(100);
    expect(await page.getByTestId('pronunciation-heard').textContent()).toBe(heard);
    // The recording reached the model as 16 kHz MP3, in the note's language.
    const sent = standIn.transcriptionRequests.at(-1)!;
    expect(sent.fields.language).toBe('ko');
    expect(sent.fileType).toBe('audio/mpeg');
    expect(sent.fileBytes).toBeGreaterThan(1_000);
    expect(await page.getByTestId('pronunciation-play-mine').isVisible()).toBe(true);
    await screenshot(page, 'desktop-en-pronunciation-feedback', { fullPage: false });

    // Saved, the line is a sentence card with the same check (its model line spoken, no video there).
    await page.keyboard.press('Escape');
    await page.getByTestId('transcript-save-0').click();
    await expect
      .poll(() => page.getByTestId('transcript-save-0').getAttribute('data-state'), { timeout: 10_000 })
      .toBe('saved');
    await page.goto('/sentences');
    await page.getByTestId('sentence-practise').first().click();
    await recordTake(page);
    expect(await page.locator('[data-testid^="pronunciation-word-"][data-status="different"]').count()).toBe(1);
    await page.keyboard.press('Escape');

    // The same dialog on a phone, in Korean.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/ko/notes/${noteId}`);
    await page.getByTestId('transcript-practise-0').click();
    await recordTake(page);
    expect(await page.getByTestId('pronunciation-dialog').textContent()).toMatch(/점수|들린 내용/);
    await screenshot(page, 'phone-ko-pronunciation-feedback', { fullPage: false });

    // Dictation into the dictionary search: the stand-in hears one word, which is looked up.
    await page.setViewportSize({ width: 1280, height: 900 });
    hears = () => ({ text: '날씨' });
    await page.goto('/dictionary');
    await page.getByTestId('lookup-form').waitFor();
    const dictate = page.getByTestId('lookup-dictate');
    await expect.poll(() => dictate.getAttribute('data-state')).toBe('server');
    await dictate.click();
    await expect.poll(() => dictate.getAttribute('data-state')).toBe('recording');
    await page.waitForTimeout(1200);
    await dictate.click();
    await expect.poll(() => page.getByTestId('lookup-input').inputValue(), { timeout: 20_000 }).toBe('날씨');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('날씨');
    await screenshot(page, 'desktop-en-dictionary-dictated');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/ko/dictionary?q=날씨&lang=ko');
    await page.getByTestId('entry-card').waitFor();
    await screenshot(page, 'phone-ko-dictionary-dictate');
    await context.close();
  });

  it('checks a saved Japanese sentence by how it sounds: a take heard in kana is right (phone, Japanese)', async () => {
    const { context, page } = await newPage(browser, 'phone', { baseURL: server.baseUrl });
    await signInNewLearner(context, { baseUrl: server.baseUrl, nativeLanguage: 'en', learningLanguage: 'ja' });
    const sentence = '駅まで行って、7時に起きます。';
    const saved = await context.request.post(`${server.baseUrl}/v3/user-sentence`, {
      data: { sentence, from: 'ja', to: 'en' },
      headers: { origin: server.baseUrl },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    // The model writes the line in kana, the segmenter's 行 | って is one word, 7時 is said しちじ.
    hears = () => ({ text: 'えきまでいって、しちじにおきます' });
    await page.goto('/ja/sentences');
    await page.getByTestId('sentence-practise').first().click();
    await recordTake(page);
    expect(standIn.transcriptionRequests.at(-1)!.fields.language).toBe('ja');
    expect(await page.getByTestId('pronunciation-score').getAttribute('data-score')).toBe('100');
    const words = page.locator('[data-testid^="pronunciation-word-"]');
    expect(await words.allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('行って')]));
    expect(await page.locator('[data-testid^="pronunciation-word-"][data-status="different"]').count()).toBe(0);
    await screenshot(page, 'phone-ja-pronunciation-feedback', { fullPage: false });
    await context.close();
  });
});
