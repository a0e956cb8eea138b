import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AiStandIn,
  type StandInChatRequest,
  standInAnswer,
  startAiStandIn,
} from '../src/server/providers/ai/test/ai-stand-in.ts';
import { signInNewLearner } from './support/accounts.ts';
import { fakeMicrophone, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { createOneMinuteNote } from './support/journey.ts';
import { type AppServer, startAppServer, freePort } from './support/server.ts';

/**
 * AI chat and call about a Korean note (issue 15, ADR 36), on its own server pointed at the OpenAI-compatible
 * stand-in (a scripted tutor: not a model). Chromium's fake microphone plays a WAV made with espeak-ng.
 */
const PLANTED = '저는 학교를 가요';
const CORRECTED = '저는 학교에 가요.';
const REPLY = '좋아요! 학교에서 무엇을 배워요?';
const HEARD = '안녕하세요';
const CALL_REPLY = '안녕하세요! 오늘 영상은 어땠어요?';

function tutor(request: StandInChatRequest) {
  const system = request.body.messages[0]?.content ?? '';
  // Study material for the note the journey makes (the stand-in's own answer for its schemas).
  if (request.body.response_format) return null;
  if (system.startsWith('Translate')) return 'Good! What do you learn at school?';
  const last = request.body.messages.at(-1)?.content ?? '';
  if (last.includes(PLANTED)) return `CORRECTION: ${CORRECTED} || Use 에 for the place you go to.\n${REPLY}`;
  if (last === HEARD) return CALL_REPLY;
  return '네, 그래요.';
}

let browser: Browser;
let ai: AiStandIn;
let server: AppServer;
const wavDir = mkdtempSync(join(tmpdir(), 'lingoclip-voice-'));
const wav = join(wavDir, 'hello-ko.wav');

beforeAll(async () => {
  const made = spawnSync('espeak-ng', ['-v', 'ko', '-w', wav, HEARD]);
  if (made.status !== 0) throw new Error(`espeak-ng failed: ${made.stderr}`);
  ai = await startAiStandIn({
    chat: (request) => tutor(request) ?? standInAnswer(request),
    transcribe: () => ({ text: HEARD, language: 'ko' }),
    tokensPerSecond: 5,
  });
  server = await startAppServer({
    port: await freePort(),
    youtubeOrigin: inject('youtubeOrigin'),
    env: {
      AI_BASE_URL: ai.baseUrl,
      AI_MODEL: 'stand-in-chat',
      AI_STT_MODEL: 'stand-in-stt',
      AI_TTS_MODEL: 'stand-in-tts',
      TTS_PROVIDER: 'openai',
    },
  });
  browser = await launchBrowser([...fakeMicrophone(wav), '--autoplay-policy=no-user-gesture-required']);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await ai?.close();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
  rmSync(wavDir, { recursive: true, force: true });
});

describe('practice with the AI tutor', () => {
  it('chat: the reply streams in, the correction shows apart, a message is translated; call: one push-to-talk turn', async () => {
    const { context, page } = await newPage(browser, 'desktop', { baseURL: server.baseUrl });
    await signInNewLearner(context, { baseUrl: server.baseUrl });
    const noteId = await createOneMinuteNote(page);

    await page.getByTestId('note-practice-link').click();
    await page.waitForURL(new RegExp(`/notes/${noteId}/practice$`));
    await page.getByTestId('chat-input').fill(`${PLANTED}.`);
    await page.getByTestId('chat-send').click();
    // The reply is visible while it is still being written (5 pieces a second): a beginning of it, then all.
    const streaming = page.getByTestId('chat-streaming-text');
    await expect
      .poll(
        async () => {
          const text = (await streaming.textContent().catch(() => '')) ?? '';
          return text.length > 0 && text.length < REPLY.length && REPLY.startsWith(text);
        },
        { timeout: 10_000, interval: 30 },
      )
      .toBe(true);
    await page.getByTestId('chat-assistant').getByTestId('chat-text').filter({ hasText: REPLY }).waitFor();
    const correction = page.getByTestId('chat-correction');
    expect(await correction.textContent()).toContain(CORRECTED);
    expect(await page.getByTestId('chat-assistant').getByTestId('chat-text').textContent()).not.toContain('CORRECTION');
    await page.getByTestId('chat-translate').click();
    await page.getByTestId('chat-translation').filter({ hasText: 'Good! What do you learn at school?' }).waitFor();
    // The cost line is fetched again after the translation's answer: on a busy machine a moment later.
    await expect.poll(() => page.getByTestId('chat-cost').textContent(), { timeout: 10_000 }).toMatch(/18 of 20/);
    await screenshot(page, 'desktop-en-ai-chat');

    await page.getByTestId('practice-mode-call').click();
    await page.getByTestId('call-talk').click();
    await page
      .getByTestId('call-status')
      .filter({ hasText: /Listening/ })
      .waitFor();
    await page.waitForTimeout(1500);
    await page.getByTestId('call-talk').click();
    await page.getByTestId('call-heard').filter({ hasText: HEARD }).waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('call-reply').textContent()).toContain(CALL_REPLY);
    expect(ai.transcriptionRequests.at(-1)!.fileBytes).toBeGreaterThan(1000);
    expect(ai.speechRequests.at(-1)!.input).toBe(CALL_REPLY);
    await screenshot(page, 'desktop-en-ai-call');
    await context.close();
  }, 120_000);

  it('the page on a phone, in Korean', async () => {
    const { context, page } = await newPage(browser, 'phone', { baseURL: server.baseUrl });
    await signInNewLearner(context, { baseUrl: server.baseUrl });
    const noteId = await createOneMinuteNote(page);
    await page.goto(`/ko/notes/${noteId}/practice`);
    await page.getByTestId('chat-input').fill(`${PLANTED}.`);
    await page.getByTestId('chat-send').click();
    await page.getByTestId('chat-assistant').getByTestId('chat-text').filter({ hasText: REPLY }).waitFor();
    await page.getByTestId('chat-correction').waitFor();
    await screenshot(page, 'phone-ko-ai-chat');
    await context.close();
  }, 120_000);
});
