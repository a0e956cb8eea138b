import { MAX_SPEECH_CHARS } from '../../common/learning.ts';
import { z } from 'zod';
import { languageOrVariant } from '../http/fields.ts';

export const AUDIO_PROVIDERS = ['openai', 'espeak', 'browser'] as const;
export type AudioProvider = (typeof AUDIO_PROVIDERS)[number];

/** Shared with `speak`, which other features call without going through the route. */
export const TEXT_EMPTY = 'must not be empty';
export const TEXT_TOO_LONG = `must be at most ${MAX_SPEECH_CHARS} characters`;
export const LANG_EXPECTED = 'must be a language code such as en, ja or pt-BR';

export const AudioQuery = z.object({
  text: z.string().trim().min(1, TEXT_EMPTY).max(MAX_SPEECH_CHARS, TEXT_TOO_LONG),
  /** A note's language may be regional (en-GB): speech takes its base language then (speechLanguage). */
  lang: languageOrVariant(LANG_EXPECTED),
});

/**
 * `url` plays the audio (null when `provider` is `browser`: the client speaks `text` with the
 * browser's speech synthesis in `lang`). `voice` is the server voice used, null for the browser.
 */
export const SpokenAudio = z.object({
  provider: z.enum(AUDIO_PROVIDERS),
  url: z.string().nullable(),
  voice: z.string().nullable(),
  lang: z.string(),
  text: z.string(),
});
export type SpokenAudio = z.infer<typeof SpokenAudio>;

/** Audio files are named by the sha256 of what was spoken (see audioKey). */
export const AUDIO_KEY = /^[0-9a-f]{64}$/;
