import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AudioLimits, DEFAULT_AUDIO_LIMITS } from '../config.ts';
import type { Database } from '../db/client.ts';
import { eq } from 'drizzle-orm';
import { codeOfProblem } from '../../common/errors.ts';
import { audioFile } from '../db/schema/audio.ts';
import { user } from '../db/schema/auth.ts';
import { AppError } from '../http/errors.ts';
import type { SpeechSynthesizer } from '../providers/speech/types.ts';
import { createLocalStorage } from '../storage/local.ts';
import { createTestDatabase } from '../test/database.ts';
import { reserveRender } from './quota.ts';
import { audioKey, audioStorageKey, readAudio, speak } from './service.ts';

/** A synthesizer that counts its renders and can be told which languages it lacks or fails on. */
function countingSpeech(options: { missing?: string[]; failing?: string[] } = {}) {
  const rendered: string[] = [];
  const speech: SpeechSynthesizer = {
    name: 'espeak',
    voiceFor: (lang) => (options.missing?.includes(lang) ? null : `voice-${lang}`),
    async synthesize(text, lang) {
      rendered.push(`${lang}:${text}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (options.failing?.includes(lang)) throw new Error('engine broke');
      return { audio: Buffer.from(`ID3 ${lang}:${text}`), mimeType: 'audio/mpeg' };
    },
  };
  return { speech, rendered };
}

const storage = () => createLocalStorage(mkdtempSync(join(tmpdir(), 'lingoclip-audio-')));

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(user).values(['ann', 'bob'].map((id) => ({ id, name: id, email: `${id}@example.com` })));
});
afterAll(() => database?.close());

/** The audio service's parts over a fresh storage folder; `limits` default to the configured defaults. */
const depsOf = (speech: SpeechSynthesizer | null, limits: Partial<AudioLimits> = {}) => ({
  db: database.db,
  speech,
  storage: storage(),
  limits: { ...DEFAULT_AUDIO_LIMITS, ...limits },
});
const ann = { userId: 'ann' };

describe('speak', () => {
  it('renders once, stores the MP3 and answers its url', async () => {
    const { speech, rendered } = countingSpeech();
    const deps = depsOf(speech);
    const spoken = await speak(deps, 'Guten Morgen', 'de', ann);
    const key = audioKey({ text: 'Guten Morgen', lang: 'de', voice: 'voice-de', provider: 'espeak' });
    expect(spoken).toEqual({
      provider: 'espeak',
      url: `/v3/audio/file/${key}`,
      voice: 'voice-de',
      lang: 'de',
      text: 'Guten Morgen',
    });
    expect((await readAudio(deps.storage, key))?.toString()).toBe('ID3 de:Guten Morgen');
    expect(await speak(deps, 'Guten Morgen', 'de', ann)).toEqual(spoken);
    expect(rendered).toEqual(['de:Guten Morgen']);
  });

  it('shares one render between simultaneous requests for the same text', async () => {
    const { speech, rendered } = countingSpeech();
    const deps = depsOf(speech);
    const answers = await Promise.all(Array.from({ length: 5 }, () => speak(deps, 'bonjour', 'fr', ann)));
    expect(new Set(answers.map((a) => a.url)).size).toBe(1);
    expect(rendered).toEqual(['fr:bonjour']);
  });

  it('treats text differing only in spacing or Unicode form as the same text', async () => {
    const { speech, rendered } = countingSpeech();
    const deps = depsOf(speech);
    const composed = await speak(deps, '  café   crème ', 'fr', ann);
    const decomposed = await speak(deps, 'cafe\u0301 crème', 'fr', ann);
    expect(decomposed.url).toBe(composed.url);
    expect(composed.text).toBe('café crème');
    expect(rendered).toHaveLength(1);
  });

  it('keys audio by text, language, voice and provider', () => {
    const base = { text: 'hi', lang: 'en', voice: 'en-us', provider: 'espeak' };
    const keys = [
      base,
      { ...base, text: 'hi!' },
      { ...base, lang: 'en-GB' },
      { ...base, voice: 'en-gb' },
      { ...base, provider: 'openai' },
    ].map(audioKey);
    expect(new Set(keys).size).toBe(5);
    expect(keys[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(audioStorageKey(keys[0]!)).toBe(`audio/${keys[0]!.slice(0, 2)}/${keys[0]}.mp3`);
  });

  it('leaves speaking to the browser when no engine is configured', async () => {
    expect(await speak(depsOf(null), 'hola', 'es', ann)).toEqual({
      provider: 'browser',
      url: null,
      voice: null,
      lang: 'es',
      text: 'hola',
    });
  });

  it('leaves speaking to the browser for a language the engine has no voice for', async () => {
    const { speech, rendered } = countingSpeech({ missing: ['tiv'] });
    expect(await speak(depsOf(speech), 'hello', 'tiv', ann)).toMatchObject({
      provider: 'browser',
      url: null,
    });
    expect(rendered).toEqual([]);
  });

  it('falls back to the browser, logs, and retries next time when rendering fails', async () => {
    const { speech, rendered } = countingSpeech({ failing: ['ru'] });
    const logger = { warn: vi.fn() };
    const deps = { ...depsOf(speech), logger };
    expect(await speak(deps, 'привет', 'ru', ann)).toMatchObject({ provider: 'browser', url: null, voice: null });
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ provider: 'espeak', lang: 'ru' }),
      'speech failed; the browser will speak instead',
    );
    await speak(deps, 'привет', 'ru', ann);
    expect(rendered).toEqual(['ru:привет', 'ru:привет']);
  });

  it.each([
    ['   ', 'en', 'text: must not be empty'],
    ['x'.repeat(501), 'en', 'text: must be at most 500 characters'],
    ['hello', 'klingon', 'lang: must be a language code such as en, ja or pt-BR'],
  ])('refuses %j in %s', async (text, lang, message) => {
    const failure = speak(depsOf(null), text, lang, ann);
    await expect(failure).rejects.toThrow(AppError);
    await expect(speak(depsOf(null), text, lang, ann)).rejects.toThrow(message);
  });

  it('answers null for audio that was never made', async () => {
    expect(await readAudio(storage(), 'f'.repeat(64))).toBeNull();
  });
});

describe('per-learner limits on rendered speech', () => {
  const keyOf = (text: string, lang: string) => audioKey({ text, lang, voice: `voice-${lang}`, provider: 'espeak' });
  const rowsOf = (userId: string) =>
    database.db.select().from(audioFile).where(eq(audioFile.userId, userId)).orderBy(audioFile.createdAt);
  const tick = () => new Promise((resolve) => setTimeout(resolve, 15));

  it("renders at most the day's renders, then the browser speaks or the learner is told why", async () => {
    await database.db.insert(user).values({ id: 'cat', name: 'cat', email: 'cat@example.com' });
    const { speech, rendered } = countingSpeech();
    const deps = depsOf(speech, { rendersPerDay: 2 });
    const cat = { userId: 'cat' };
    const first = await speak(deps, 'eins', 'de', cat);
    await speak(deps, 'zwei', 'de', cat);
    expect(await speak(deps, 'drei', 'de', cat)).toMatchObject({ provider: 'browser', url: null });
    const refused = speak(deps, 'drei', 'de', { userId: 'cat', whenLimited: 'refuse' });
    await expect(refused).rejects.toMatchObject({
      status: 429,
      message:
        "You have reached today's limit of 2 new audio recordings. Audio you have heard before still plays, and new recordings start again tomorrow (UTC).",
    });
    expect(codeOfProblem(((await refused.catch((e: unknown) => e)) as Error).message)?.reason).toBe(
      'audio_renders_used_up',
    );
    // What was made still plays, and another learner's renders are their own.
    expect(await speak(deps, 'eins', 'de', cat)).toEqual(first);
    expect((await speak(deps, 'drei', 'de', { userId: 'bob' })).provider).toBe('espeak');
    expect(rendered).toEqual(['de:eins', 'de:zwei', 'de:drei']);
  });

  it('starts the count again on a new UTC day, and takes the last render once under races', async () => {
    await database.db.insert(user).values({ id: 'dan', name: 'dan', email: 'dan@example.com' });
    const day = new Date('2026-11-26T23:59:00Z');
    const takes = await Promise.all(Array.from({ length: 5 }, () => reserveRender(database.db, 'dan', 3, day)));
    expect(takes.filter(Boolean)).toHaveLength(3);
    expect(await reserveRender(database.db, 'dan', 3, new Date('2026-11-27T00:01:00Z'))).toBe(true);
    expect(await reserveRender(database.db, 'dan', 0, new Date('2026-11-28T00:01:00Z'))).toBe(false);
  });

  it('keeps each learner within their bytes, deleting the least recently heard files first', async () => {
    await database.db.insert(user).values({ id: 'eve', name: 'eve', email: 'eve@example.com' });
    const { speech } = countingSpeech();
    // Each clip is "ID3 fr:<text>": 12 bytes for a 4-letter text, so three fit in 40 bytes and four do not.
    const deps = depsOf(speech, { bytesPerUser: 40 });
    const eve = { userId: 'eve' };
    for (const text of ['aaaa', 'bbbb', 'cccc']) {
      await speak(deps, text, 'fr', eve);
      await tick();
    }
    await speak(deps, 'aaaa', 'fr', eve); // heard again: now the most recent
    await tick();
    await speak(deps, 'dddd', 'fr', eve);
    const kept = (await rowsOf('eve')).map((row) => row.key);
    expect(kept.sort()).toEqual([keyOf('aaaa', 'fr'), keyOf('cccc', 'fr'), keyOf('dddd', 'fr')].sort());
    expect(await deps.storage.exists(audioStorageKey(keyOf('bbbb', 'fr')))).toBe(false);
    expect(await deps.storage.exists(audioStorageKey(keyOf('aaaa', 'fr')))).toBe(true);
    // An evicted text is simply made again when asked for.
    expect((await speak(deps, 'bbbb', 'fr', eve)).url).toBe(`/v3/audio/file/${keyOf('bbbb', 'fr')}`);
    expect(await deps.storage.exists(audioStorageKey(keyOf('bbbb', 'fr')))).toBe(true);
  });

  it('records when each file was last heard, and adopts files made before records were kept', async () => {
    const { speech, rendered } = countingSpeech();
    const deps = depsOf(speech);
    const key = keyOf('ciao', 'it');
    await deps.storage.put(audioStorageKey(key), Buffer.from('ID3 older file'), 'audio/mpeg');
    await speak(deps, 'ciao', 'it', { userId: 'bob' });
    expect(rendered).toEqual([]);
    const [adopted] = await database.db.select().from(audioFile).where(eq(audioFile.key, key));
    expect(adopted).toMatchObject({ userId: 'bob', bytes: 14 });
    await tick();
    await speak(deps, 'ciao', 'it', ann);
    const [heard] = await database.db.select().from(audioFile).where(eq(audioFile.key, key));
    expect(heard!.lastUsedAt.getTime()).toBeGreaterThan(adopted!.lastUsedAt.getTime());
    expect(heard!.userId).toBe('bob');
  });
});
