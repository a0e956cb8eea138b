import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startAiStandIn,
  type StandInTranscription,
  type StandInTranscriptionRequest,
} from '../providers/ai/test/ai-stand-in.ts';
import { chargeVoice } from '../practice/voice-meter.ts';
import { consumeQuota } from '../subscriptions/quota.ts';
import type { AuthUser } from '../auth/session.ts';
import type { SpeechToText } from '../providers/stt/speech-to-text.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { aiFailure } from '../practice/ai-failure.ts';
import { checkPronunciation } from './service.ts';

/** What the stand-in hears next; a test sets it before it records. */
let hears: (request: StandInTranscriptionRequest) => StandInTranscription | { status: number; json: unknown } = () => ({
  text: '',
});
const standIn = await startAiStandIn({ transcribe: (request) => hears(request) });
let t: TestApp;
let offline: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AI_BASE_URL: standIn.baseUrl, AI_STT_MODEL: 'stand-in-whisper' } });
  offline = await createTestApp();
});
afterAll(async () => {
  await Promise.all([t.close(), offline.close()]);
  await standIn.close();
});

const wav = (seconds: number) =>
  spawnSync('ffmpeg', ['-loglevel', 'error', '-f', 'lavfi', '-i', `sine=duration=${seconds}`, '-f', 'wav', 'pipe:1'], {
    maxBuffer: 20 * 1024 * 1024,
  }).stdout.toString('base64');
const twoSeconds = { audio: wav(2), mimeType: 'audio/wav' };

const aiCallUsed = async (userId: string) => (await consumeQuota(t.database.db, userId, 'aiCall', 1_000_000)).used;

describe('POST /v3/pronunciation/check', () => {
  it('aligns what the model heard to the line, word by word, with timings and a score', async () => {
    const user = await t.createUser();
    hears = () => ({
      text: '저는 학상입니다',
      words: [
        { word: '저는', start: 0.1, end: 0.5 },
        { word: '학상입니다', start: 0.6, end: 1.4 },
      ],
    });
    const res = await t.request({
      method: 'POST',
      url: '/v3/pronunciation/check',
      user,
      payload: { text: '저는 학생입니다.', language: 'ko', recording: twoSeconds },
    });
    expect(res.statusCode).toBe(200);
    const entity = res.json().entity;
    expect(entity).toMatchObject({
      heard: '저는 학상입니다',
      words: [
        { target: '저는', status: 'recognised', start: 0.1, end: 0.5 },
        { target: '학생입니다', status: 'different', heard: '학상입니다', start: 0.6, end: 1.4 },
      ],
      extra: [],
      score: 86,
    });
    expect(entity.milliseconds).toBeGreaterThan(1_900);
    // The model was asked in the line's language, with 16 kHz MP3.
    const sent = standIn.transcriptionRequests.at(-1)!;
    expect(sent.fields).toMatchObject({ language: 'ko', model: 'stand-in-whisper' });
    expect(sent.fileType).toBe('audio/mpeg');
    expect(await aiCallUsed(user.id)).toBe(1);
  });

  it('compares Japanese by reading: a line in kanji heard back in kana is right', async () => {
    const user = await t.createUser();
    hears = () => ({ text: 'がっこうにいきます' });
    const check = async (text: string) =>
      (
        await t.request({
          method: 'POST',
          url: '/v3/pronunciation/check',
          user,
          payload: { text, language: 'ja', recording: twoSeconds },
        })
      ).json().entity;
    const right = await check('学校に行きます。');
    expect(right.score).toBe(100);
    expect(right.words.every((w: { status: string }) => w.status === 'recognised')).toBe(true);
    const wrong = await check('病院に行きます。');
    expect(wrong.score).toBeLessThan(80);
    expect(wrong.words[0]).toMatchObject({ target: '病院', status: 'different' });
  });

  it('reads a Japanese line whole: verbs the segmenter cuts, numbers in digits, counters said their usual ways', async () => {
    const user = await t.createUser();
    const check = async (text: string, heard: string) => {
      hears = () => ({ text: heard });
      const res = await t.request({
        method: 'POST',
        url: '/v3/pronunciation/check',
        user,
        payload: { text, language: 'ja', recording: twoSeconds },
      });
      return res.json().entity;
    };
    const morning = await check('駅まで行って、7時に起きます。', 'えきまでいって、しちじにおきます');
    expect(morning.score).toBe(100);
    expect(morning.words.map((w: { target: string }) => w.target)).toContain('行って');
    expect((await check('2024年に日本へ来ました。', '二千二十四年に日本へ来ました')).score).toBe(100);
    expect((await check('ペンを3本と、りんごを1つください。', 'ぺんをさんぼんと、りんごをひとつください')).score).toBe(
      100,
    );
    const wrongCount = await check('ペンを3本ください。', 'ぺんをよんほんください');
    expect(wrongCount.words.find((w: { target: string }) => w.target === '3本')).toMatchObject({ status: 'different' });
  });

  it('gives the voice back when speech-to-text fails, and says why', async () => {
    const user = await t.createUser();
    hears = () => ({ status: 500, json: { error: { message: 'model crashed' } } });
    const res = await t.request({
      method: 'POST',
      url: '/v3/pronunciation/check',
      user,
      payload: { text: 'Hello there', language: 'en', recording: twoSeconds },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/500/);
    expect(await aiCallUsed(user.id)).toBe(0);
    hears = () => ({ status: 429, json: { error: { message: 'slow down' } } });
    const busy = await t.request({
      method: 'POST',
      url: '/v3/pronunciation/check',
      user,
      payload: { text: 'Hello there', language: 'en', recording: twoSeconds },
    });
    expect(busy.statusCode).toBe(429);
    expect(await aiCallUsed(user.id)).toBe(0);
  });

  it('refuses past the plan’s aiCall minutes with a 402, without calling the model', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 10; i++) await chargeVoice(t.database.db, user.id, 60_000);
    const before = standIn.transcriptionRequests.length;
    const res = await t.request({
      method: 'POST',
      url: '/v3/pronunciation/check',
      user,
      payload: { text: 'Hello there', language: 'en', recording: twoSeconds },
    });
    expect(res.statusCode).toBe(402);
    expect(standIn.transcriptionRequests.length).toBe(before);
  });

  it('answers 400 with a sentence for what is not audio, and takes a body larger than the app default', async () => {
    const user = await t.createUser();
    const notAudio = { audio: Buffer.from('just some text, not audio').toString('base64'), mimeType: 'audio/webm' };
    const res = await t.request({
      method: 'POST',
      url: '/v3/pronunciation/check',
      user,
      payload: { text: 'Hello', language: 'en', recording: notAudio },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The recording could not be read as audio. Record it again.');
    const big = await t.request({
      method: 'POST',
      url: '/v3/pronunciation/check',
      user,
      payload: { text: 'Hello', language: 'en', recording: { audio: 'A'.repeat(3_500_000), mimeType: 'audio/webm' } },
    });
    expect(big.statusCode).toBe(400);
    expect(await aiCallUsed(user.id)).toBe(0);
  });

  it('validates the line and the language', async () => {
    const user = await t.createUser();
    const res = await t.request({
      method: 'POST',
      url: '/v3/pronunciation/check',
      user,
      payload: { text: ' ', language: 'klingon', recording: twoSeconds },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toMatch(/text: must not be empty.*language: must be a language code/);
  });

  it('needs sign-in', async () => {
    for (const url of ['/v3/pronunciation/check', '/v3/speech/transcribe']) {
      const res = await t.request({
        method: 'POST',
        url,
        user: null,
        payload: { language: 'en', recording: twoSeconds },
      });
      expect(res.statusCode).toBe(401);
    }
    expect((await t.request({ method: 'GET', url: '/v3/speech/capabilities', user: null })).statusCode).toBe(401);
  });
});

describe('failures of the model', () => {
  it('a transcription that takes too long is a 504 that says so, and costs nothing', async () => {
    const user = await t.createUser();
    const never: SpeechToText = { transcribe: () => new Promise(() => {}) };
    const input = { text: 'Hello there', language: 'en', recording: twoSeconds };
    await expect(
      checkPronunciation({ db: t.database.db, stt: never, timeoutMs: 50 }, { id: user.id } as AuthUser, input),
    ).rejects.toMatchObject({ code: 'upstream_timeout' });
    expect(await aiCallUsed(user.id)).toBe(0);
  });

  it('names an unreachable endpoint, a refusal and a rate limit apart', () => {
    expect(aiFailure(new TypeError('fetch failed'), { timeoutMs: 1000 }).message).toMatch(/reach/i);
    expect(aiFailure(new Error('transcription answered HTTP 401: no key'), { timeoutMs: 1000 })).toMatchObject({
      code: 'upstream_failed',
      message: expect.stringMatching(/401/),
    });
    expect(aiFailure(new Error('transcription answered HTTP 429: busy'), { timeoutMs: 1000 }).code).toBe(
      'rate_limited',
    );
  });
});

describe('POST /v3/speech/transcribe (dictation)', () => {
  it('gives the text and word timings, metered like any voice', async () => {
    const user = await t.createUser();
    hears = () => ({ text: ' 고양이 ' });
    const res = await t.request({
      method: 'POST',
      url: '/v3/speech/transcribe',
      user,
      payload: { language: 'ko', recording: twoSeconds },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().entity).toMatchObject({ text: '고양이', words: [{ text: '고양이', start: 0, end: 0.35 }] });
    expect(await aiCallUsed(user.id)).toBe(1);
  });
});

describe('without a speech-to-text model', () => {
  it('says so in capabilities, and both POSTs answer 503 with what the administrator sets', async () => {
    const user = await offline.createUser();
    const caps = await offline.request({ method: 'GET', url: '/v3/speech/capabilities', user });
    expect(caps.json().entity).toEqual({ speechToText: false });
    for (const [url, payload] of [
      ['/v3/pronunciation/check', { text: 'Hello', language: 'en', recording: twoSeconds }],
      ['/v3/speech/transcribe', { language: 'en', recording: twoSeconds }],
    ] as const) {
      const res = await offline.request({ method: 'POST', url, user, payload });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'not_configured', message: expect.stringMatching(/AI_STT_MODEL/) });
    }
    const configured = await t.request({ method: 'GET', url: '/v3/speech/capabilities', user: await t.createUser() });
    expect(configured.json().entity).toEqual({ speechToText: true });
  });
});
