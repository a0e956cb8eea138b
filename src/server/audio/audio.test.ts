import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiSpeech, looksLikeMp3 } from '../providers/speech/openai-speech.ts';
import { startFakeSpeechServer, type FakeSpeechServer } from '../providers/speech/test/fake-speech-server.ts';
import { probeAudio, toneMp3 } from '../providers/speech/test/mp3.ts';
import type { SpeechSynthesizer } from '../providers/speech/types.ts';
import { createTestApp, type TestApp, type TestUser } from '../test/app.ts';
import { audioStorageKey } from './service.ts';

const mp3 = toneMp3();
const audioQuery = (text: string, lang: string) => `/v3/audio?${new URLSearchParams({ text, lang })}`;

describe('GET /v3/audio with an OpenAI-compatible speech endpoint', () => {
  let fake: FakeSpeechServer;
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    fake = await startFakeSpeechServer(({ body }) =>
      body.input === 'please fail' ? { status: 503, body: 'overloaded' } : { body: mp3 },
    );
    t = await createTestApp({
      providers: {
        speech: createOpenAiSpeech({ baseUrl: fake.baseUrl, apiKey: 'sk-test', model: 'tts-1', voice: 'alloy' }),
      },
    });
    user = await t.createUser();
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const get = (url: string, who: TestUser | null = user, headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url, user: who, headers });

  it('makes the audio once and serves it from storage after that', async () => {
    const first = await get(audioQuery('  The weather is lovely today. ', 'en'));
    expect(first.statusCode).toBe(200);
    const { entity } = first.json();
    expect(entity).toEqual({
      provider: 'openai',
      url: expect.stringMatching(/^\/v3\/audio\/file\/[0-9a-f]{64}$/),
      voice: 'alloy',
      lang: 'en',
      text: 'The weather is lovely today.',
    });
    expect((await get(audioQuery('The weather is lovely today.', 'en'))).json().entity).toEqual(entity);
    expect(fake.requests.filter((r) => r.body.input === 'The weather is lovely today.')).toHaveLength(1);

    const key = entity.url.split('/').pop();
    expect(existsSync(join(t.config.dataDir, 'media', audioStorageKey(key)))).toBe(true);
    const file = await get(entity.url, null);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('audio/mpeg');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.rawPayload.equals(mp3)).toBe(true);
    expect(looksLikeMp3(file.rawPayload)).toBe(true);
    expect(probeAudio(file.rawPayload).duration).toBeGreaterThan(0);
  });

  it('speaks the same text separately per language', async () => {
    const english = (await get(audioQuery('Taxi', 'en'))).json().entity;
    const german = (await get(audioQuery('Taxi', 'de'))).json().entity;
    expect(german.url).not.toBe(english.url);
    expect(fake.requests.filter((r) => r.body.input === 'Taxi')).toHaveLength(2);
  });

  it('answers byte ranges, as Safari’s audio element asks for them', async () => {
    const { url } = (await get(audioQuery('Range please', 'en'))).json().entity;
    const part = await get(url, null, { range: 'bytes=0-3' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-3/${mp3.length}`);
    expect(part.rawPayload.equals(mp3.subarray(0, 4))).toBe(true);
    const beyond = await get(url, null, { range: `bytes=${mp3.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${mp3.length}`);
  });

  it('answers 304 to a browser that already holds the file', async () => {
    const { url } = (await get(audioQuery('Cached already', 'en'))).json().entity;
    const etag = (await get(url, null)).headers.etag as string;
    expect(etag).toBe(`"${url.split('/').pop()}"`);
    const again = await get(url, null, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const gone = await get(`/v3/audio/file/${'1'.repeat(64)}`, null, { 'if-none-match': `"${'1'.repeat(64)}"` });
    expect(gone.statusCode).toBe(404);
  });

  it('lets the browser speak when the endpoint fails', async () => {
    const res = await get(audioQuery('please fail', 'en'));
    expect(res.json().entity).toEqual({ provider: 'browser', url: null, voice: null, lang: 'en', text: 'please fail' });
  });

  it("speaks a note's regional language (en-GB) in its base language", async () => {
    const res = await get(audioQuery('The colour is lovely.', 'en-GB'));
    expect(res.statusCode).toBe(200);
    expect(res.json().entity).toMatchObject({ provider: 'openai', lang: 'en' });
  });

  it('requires sign-in', async () => {
    const res = await get(audioQuery('hello', 'en'), null);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthorized');
  });

  it.each([
    [audioQuery('   ', 'en'), 'text: must not be empty'],
    [audioQuery('x'.repeat(501), 'en'), 'text: must be at most 500 characters'],
    [audioQuery('hello', 'english'), 'lang: must be a language code such as en, ja or pt-BR'],
    [audioQuery('hello', 'xx-GB'), 'lang: must be a language code such as en, ja or pt-BR'],
    ['/v3/audio?lang=en', 'text is required'],
    ['/v3/audio?text=hello', 'lang is required'],
  ])('refuses %s', async (url, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'validation_failed' });
  });

  it('answers 404 with the standard error body for an unknown key, without sign-in', async () => {
    const res = await get(`/v3/audio/file/${'0'.repeat(64)}`, null);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'There is no audio under this key.',
      code: 'not_found',
      reason: 'audio_not_found',
      params: {},
    });
  });

  it.each(['abc', 'A'.repeat(64), `${'0'.repeat(63)}g`, '..%2F..%2Fauth-secret'])('refuses the key %s', async (key) => {
    const res = await get(`/v3/audio/file/${key}`, null);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'key: must be the 64-character audio id from GET /v3/audio',
      code: 'validation_failed',
      reason: 'must_be_audio_key',
      params: { field: 'key' },
    });
  });

  it('documents GET /v3/audio in the OpenAPI document', async () => {
    const doc = (await get('/v3/openapi.json', null)).json();
    expect(doc.paths['/v3/audio'].get.parameters.map((p: { name: string }) => p.name)).toEqual(['text', 'lang']);
  });
});

describe('GET /v3/audio with TTS_PROVIDER=browser', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TTS_PROVIDER: 'browser' } });
  });
  afterAll(() => t?.close());

  it('tells the client to use the browser’s speech synthesis', async () => {
    const user = await t.createUser();
    const res = await t.request({ method: 'GET', url: audioQuery('안녕하세요', 'ko'), user });
    expect(res.statusCode).toBe(200);
    expect(res.json().entity).toEqual({ provider: 'browser', url: null, voice: null, lang: 'ko', text: '안녕하세요' });
  });
});

describe('GET /v3/audio with TTS_PROVIDER=espeak', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TTS_PROVIDER: 'espeak' } });
  });
  afterAll(() => t?.close());

  it('speaks Japanese offline and serves the MP3', async () => {
    const user = await t.createUser();
    const { entity } = (
      await t.request({ method: 'GET', url: audioQuery('今日はいい天気ですね。', 'ja'), user })
    ).json();
    expect(entity).toMatchObject({ provider: 'espeak', voice: 'ja', lang: 'ja' });
    const file = await t.request({ method: 'GET', url: entity.url });
    expect(file.headers['content-type']).toBe('audio/mpeg');
    expect(probeAudio(file.rawPayload)).toMatchObject({ codec: 'mp3', channels: 1, sampleRate: 22050 });
    expect(probeAudio(file.rawPayload).duration).toBeGreaterThan(1);
  });
});

describe('GET /v3/audio past the learner’s renders for the day (AUDIO_RENDERS_PER_DAY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    const speech: SpeechSynthesizer = {
      name: 'openai',
      voiceFor: () => 'alloy',
      synthesize: async () => ({ audio: mp3, mimeType: 'audio/mpeg' }),
    };
    t = await createTestApp({ env: { AUDIO_RENDERS_PER_DAY: '2' }, providers: { speech } });
  });
  afterAll(() => t?.close());

  it('answers a catalogued 429 for a new text, and still plays what was made', async () => {
    const user = await t.createUser();
    const get = (text: string) => t.request({ method: 'GET', url: audioQuery(text, 'en'), user });
    expect((await get('one')).statusCode).toBe(200);
    expect((await get('two')).statusCode).toBe(200);
    const refused = await get('three');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(24 * 3600);
    expect(refused.json()).toMatchObject({
      code: 'rate_limited',
      reason: 'audio_renders_used_up',
      params: { max: '2' },
    });
    expect((await get('one')).json().entity.provider).toBe('openai');
    // Another learner has renders of their own.
    const other = await t.createUser();
    expect((await t.request({ method: 'GET', url: audioQuery('three', 'en'), user: other })).statusCode).toBe(200);
  });
});
