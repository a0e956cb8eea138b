import { MAX_SPEECH_CHARS } from '../../common/learning.ts';
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import { baseLanguage, isTranslationLanguage } from '../../common/languages.ts';
import { badRequest } from '../http/errors.ts';
import type { SpeechSynthesizer } from '../providers/speech/types.ts';
import type { Storage } from '../storage/types.ts';
import { LANG_EXPECTED, TEXT_EMPTY, TEXT_TOO_LONG, type SpokenAudio } from './schema.ts';

export type AudioDeps = {
  /** null: no server speech; clients use the browser's. */
  speech: SpeechSynthesizer | null;
  storage: Storage;
  logger?: Pick<Logger, 'warn'>;
};

const MIME_TYPE = 'audio/mpeg';

/** Speech takes a code of the translation list: a filed language (en, pt-BR) is one, else its base is. */
export const speechLanguage = (language: string) =>
  isTranslationLanguage(language) ? language : baseLanguage(language);

/** Spoken text is compared after Unicode and whitespace normalisation, so equal text shares audio. */
export const normalizeSpeechText = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim();

/** The content address of one rendering: same text, language, voice and engine → same audio. */
export const audioKey = (parts: { text: string; lang: string; voice: string; provider: string }) =>
  createHash('sha256')
    .update(JSON.stringify([parts.provider, parts.voice, parts.lang, parts.text]))
    .digest('hex');

/** Two-character folders keep any one directory (or S3 listing) small. */
export const audioStorageKey = (key: string) => `audio/${key.slice(0, 2)}/${key}.mp3`;

export const audioUrl = (key: string) => `/v3/audio/file/${key}`;

/** Renders being made right now, per storage, so simultaneous asks for one text share one render. */
const rendering = new WeakMap<Storage, Map<string, Promise<void>>>();

/**
 * Audio for `text` in `lang`: made once by the configured engine and kept in storage, then served
 * from there forever. Without an engine (or one that cannot speak `lang`, or fails) the answer is
 * `browser`, so the client speaks the text itself — a learner is never left without sound.
 * Flashcards call this for card and breakdown audio.
 */
export async function speak(deps: AudioDeps, rawText: string, lang: string): Promise<SpokenAudio> {
  const text = normalizeSpeechText(rawText);
  if (!text) throw badRequest(`text: ${TEXT_EMPTY}`);
  if (text.length > MAX_SPEECH_CHARS) throw badRequest(`text: ${TEXT_TOO_LONG}`);
  if (!isTranslationLanguage(lang)) throw badRequest(`lang: ${LANG_EXPECTED}`);

  const browser: SpokenAudio = { provider: 'browser', url: null, voice: null, lang, text };
  const { speech, storage } = deps;
  const voice = speech?.voiceFor(lang);
  if (!speech || !voice) return browser;

  const key = audioKey({ text, lang, voice, provider: speech.name });
  try {
    await renderOnce(storage, audioStorageKey(key), () => speech.synthesize(text, lang));
  } catch (error) {
    deps.logger?.warn({ err: error, provider: speech.name, lang }, 'speech failed; the browser will speak instead');
    return browser;
  }
  return { provider: speech.name, url: audioUrl(key), voice, lang, text };
}

async function renderOnce(
  storage: Storage,
  storageKey: string,
  synthesize: () => Promise<{ audio: Buffer }>,
): Promise<void> {
  let pending = rendering.get(storage);
  if (!pending) {
    pending = new Map();
    rendering.set(storage, pending);
  }
  const running = pending.get(storageKey);
  if (running) return running;
  const render = (async () => {
    if (await storage.exists(storageKey)) return;
    const { audio } = await synthesize();
    await storage.put(storageKey, audio, MIME_TYPE);
  })().finally(() => pending.delete(storageKey));
  pending.set(storageKey, render);
  return render;
}

/** The stored MP3 for a key from `speak`, or null. */
export async function readAudio(storage: Storage, key: string): Promise<Buffer | null> {
  return (await storage.get(audioStorageKey(key)))?.bytes ?? null;
}
