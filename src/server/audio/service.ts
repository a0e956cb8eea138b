import { MAX_SPEECH_CHARS } from '../../common/learning.ts';
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import { baseLanguage, isTranslationLanguage } from '../../common/languages.ts';
import type { AudioLimits } from '../config.ts';
import type { Db } from '../db/client.ts';
import { AppError, badRequest } from '../http/errors.ts';
import type { Providers } from '../providers/index.ts';
import type { SpeechSynthesizer } from '../providers/speech/types.ts';
import type { Storage } from '../storage/types.ts';
import { filesOverQuota, forgetFiles, learnerFileKeys, recordFile, reserveRender, touchFile } from './quota.ts';
import { mapWithLimit } from '../lib/map-limit.ts';
import { LANG_EXPECTED, TEXT_EMPTY, TEXT_TOO_LONG, type SpokenAudio } from './schema.ts';

export type AudioDeps = {
  db: Db;
  /** null: no server speech; clients use the browser's. */
  speech: SpeechSynthesizer | null;
  storage: Storage;
  limits: AudioLimits;
  logger?: Pick<Logger, 'warn'>;
};

/** The audio service's parts, from what every domain is handed. */
export const audioDeps = ({ db, providers }: { db: Db; providers: Providers }): AudioDeps => ({
  db,
  speech: providers.speech,
  storage: providers.storage,
  limits: providers.audioLimits,
});

/**
 * Who asks, and what to do when their renders for the day are used up: `refuse` (a 429 saying so) where the
 * learner asked for this sound, `browser` (the client speaks it) where the sound is part of something bigger,
 * a quiz or an export, which should not fail for it.
 */
export type Asker = { userId: string; whenLimited?: 'refuse' | 'browser' };

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

class RendersUsedUp extends Error {}

/** The next UTC midnight, when a learner's renders start again. */
const secondsToTomorrow = (now = new Date()) =>
  Math.ceil((Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) / 1000);

export const rendersUsedUp = (perDay: number) =>
  new AppError(
    'rate_limited',
    `You have reached today's limit of ${perDay} new audio recordings. Audio you have heard before still plays, and new recordings start again tomorrow (UTC).`,
    undefined,
    { 'retry-after': String(secondsToTomorrow()) },
  );

/**
 * Audio for `text` in `lang`: made once by the configured engine and kept in storage, then served
 * from there while anyone hears it. Without an engine (or one that cannot speak `lang`, or fails) the answer
 * is `browser`, so the client speaks the text itself — a learner is never left without sound. A render is
 * one of the asker's renders for the day and its bytes are theirs, within the configured limits.
 * Flashcards, saved items, quizzes and the Anki export call this.
 */
export async function speak(deps: AudioDeps, rawText: string, lang: string, asker: Asker): Promise<SpokenAudio> {
  const text = normalizeSpeechText(rawText);
  if (!text) throw badRequest(`text: ${TEXT_EMPTY}`);
  if (text.length > MAX_SPEECH_CHARS) throw badRequest(`text: ${TEXT_TOO_LONG}`);
  if (!isTranslationLanguage(lang)) throw badRequest(`lang: ${LANG_EXPECTED}`);

  const browser: SpokenAudio = { provider: 'browser', url: null, voice: null, lang, text };
  const { speech, storage } = deps;
  const voice = speech?.voiceFor(lang);
  if (!speech || !voice) return browser;

  const key = audioKey({ text, lang, voice, provider: speech.name });
  const spoken: SpokenAudio = { provider: speech.name, url: audioUrl(key), voice, lang, text };
  try {
    if ((await touchFile(deps.db, key)) && (await storage.exists(audioStorageKey(key)))) return spoken;
    await renderOnce(deps, key, asker.userId, () => speech.synthesize(text, lang));
  } catch (error) {
    if (error instanceof RendersUsedUp) {
      if (asker.whenLimited === 'refuse') throw rendersUsedUp(deps.limits.rendersPerDay);
      return browser;
    }
    deps.logger?.warn({ err: error, provider: speech.name, lang }, 'speech failed; the browser will speak instead');
    return browser;
  }
  return spoken;
}

async function renderOnce(
  deps: AudioDeps,
  key: string,
  userId: string,
  synthesize: () => Promise<{ audio: Buffer }>,
): Promise<void> {
  const { db, storage, limits } = deps;
  const storageKey = audioStorageKey(key);
  let pending = rendering.get(storage);
  if (!pending) {
    pending = new Map();
    rendering.set(storage, pending);
  }
  const running = pending.get(storageKey);
  if (running) return running;
  const render = (async () => {
    const stored = await storage.get(storageKey);
    if (stored) {
      // Made before renders were recorded (or its record was lost): it is this learner's from now on.
      await recordFile(db, { key, userId, bytes: stored.bytes.length });
      return;
    }
    if (!(await reserveRender(db, userId, limits.rendersPerDay))) throw new RendersUsedUp();
    const { audio } = await synthesize();
    await storage.put(storageKey, audio, MIME_TYPE);
    await recordFile(db, { key, userId, bytes: audio.length });
    await evictOverQuota(deps, userId, key);
  })().finally(() => pending.delete(storageKey));
  pending.set(storageKey, render);
  return render;
}

/** Deletes the learner's least recently heard files past their bytes; a failed delete is retried next time. */
async function evictOverQuota(deps: AudioDeps, userId: string, keep: string): Promise<void> {
  const keys = await filesOverQuota(deps.db, userId, deps.limits.bytesPerUser, keep);
  const removed: string[] = [];
  for (const key of keys) {
    try {
      await deps.storage.remove(audioStorageKey(key));
      removed.push(key);
    } catch (error) {
      deps.logger?.warn({ err: error, key }, 'could not delete evicted audio; will try again');
    }
  }
  await forgetFiles(deps.db, userId, removed);
}

/**
 * Removes every audio file charged to a learner whose account is being deleted. A storage failure throws,
 * so the deletion stops before the rows that name the files are gone (nothing left orphaned); files are
 * shared by content, so another learner who hears one again gets it rendered anew.
 */
export async function eraseLearnerAudio(deps: Pick<AudioDeps, 'db' | 'storage'>, userId: string): Promise<void> {
  const keys = await learnerFileKeys(deps.db, userId);
  await mapWithLimit(keys, 8, (key) => deps.storage.remove(audioStorageKey(key)));
  await forgetFiles(deps.db, userId, keys);
}

/** The stored MP3 for a key from `speak`, or null. */
export async function readAudio(storage: Storage, key: string): Promise<Buffer | null> {
  return (await storage.get(audioStorageKey(key)))?.bytes ?? null;
}
