import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../http/errors.ts';
import type { SpeechSynthesizer } from '../providers/speech/types.ts';
import { createLocalStorage } from '../storage/local.ts';
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

describe('speak', () => {
  it('renders once, stores the MP3 and answers its url', async () => {
    const { speech, rendered } = countingSpeech();
    const deps = { speech, storage: storage() };
    const spoken = await speak(deps, 'Guten Morgen', 'de');
    const key = audioKey({ text: 'Guten Morgen', lang: 'de', voice: 'voice-de', provider: 'espeak' });
    expect(spoken).toEqual({
      provider: 'espeak',
      url: `/v3/audio/file/${key}`,
      voice: 'voice-de',
      lang: 'de',
      text: 'Guten Morgen',
    });
    expect((await readAudio(deps.storage, key))?.toString()).toBe('ID3 de:Guten Morgen');
    expect(await speak(deps, 'Guten Morgen', 'de')).toEqual(spoken);
    expect(rendered).toEqual(['de:Guten Morgen']);
  });

  it('shares one render between simultaneous requests for the same text', async () => {
    const { speech, rendered } = countingSpeech();
    const deps = { speech, storage: storage() };
    const answers = await Promise.all(Array.from({ length: 5 }, () => speak(deps, 'bonjour', 'fr')));
    expect(new Set(answers.map((a) => a.url)).size).toBe(1);
    expect(rendered).toEqual(['fr:bonjour']);
  });

  it('treats text differing only in spacing or Unicode form as the same text', async () => {
    const { speech, rendered } = countingSpeech();
    const deps = { speech, storage: storage() };
    const composed = await speak(deps, '  café   crème ', 'fr');
    const decomposed = await speak(deps, 'cafe\u0301 crème', 'fr');
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
    expect(await speak({ speech: null, storage: storage() }, 'hola', 'es')).toEqual({
      provider: 'browser',
      url: null,
      voice: null,
      lang: 'es',
      text: 'hola',
    });
  });

  it('leaves speaking to the browser for a language the engine has no voice for', async () => {
    const { speech, rendered } = countingSpeech({ missing: ['tiv'] });
    expect(await speak({ speech, storage: storage() }, 'hello', 'tiv')).toMatchObject({
      provider: 'browser',
      url: null,
    });
    expect(rendered).toEqual([]);
  });

  it('falls back to the browser, logs, and retries next time when rendering fails', async () => {
    const { speech, rendered } = countingSpeech({ failing: ['ru'] });
    const logger = { warn: vi.fn() };
    const deps = { speech, storage: storage(), logger };
    expect(await speak(deps, 'привет', 'ru')).toMatchObject({ provider: 'browser', url: null, voice: null });
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ provider: 'espeak', lang: 'ru' }),
      'speech failed; the browser will speak instead',
    );
    await speak(deps, 'привет', 'ru');
    expect(rendered).toEqual(['ru:привет', 'ru:привет']);
  });

  it.each([
    ['   ', 'en', 'text: must not be empty'],
    ['x'.repeat(501), 'en', 'text: must be at most 500 characters'],
    ['hello', 'klingon', 'lang: must be a language code such as en, ja or pt-BR'],
  ])('refuses %j in %s', async (text, lang, message) => {
    const failure = speak({ speech: null, storage: storage() }, text, lang);
    await expect(failure).rejects.toThrow(AppError);
    await expect(speak({ speech: null, storage: storage() }, text, lang)).rejects.toThrow(message);
  });

  it('answers null for audio that was never made', async () => {
    expect(await readAudio(storage(), 'f'.repeat(64))).toBeNull();
  });
});
