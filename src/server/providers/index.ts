import type { LanguageModel } from 'ai';
import type { Logger } from 'pino';
import { type AudioLimits, type Config, DEFAULT_AUDIO_LIMITS } from '../config.ts';
import type { Db } from '../db/client.ts';
import { createConfiguredStorage, type Storage } from '../storage/index.ts';
import { createChatModel } from './ai/chat-model.ts';
import { createMailer, type Mailer } from './mailer/index.ts';
import { createPaymentProvider, type PaymentProvider } from './payments/index.ts';
import { createConfiguredSpeech, type SpeechSynthesizer } from './speech/index.ts';
import { createSpeechToText, type SpeechToText } from './stt/speech-to-text.ts';
import { createConfiguredTranslator, type Translator } from './translate/index.ts';
import type { CoreVocabularyLookup, WordLookup } from './translate/types.ts';
import { createYouTubeClient, type YouTubeClient } from './youtube/client.ts';

/** Everything outside our process, chosen from configuration once at start. */
export type Providers = {
  youtube: YouTubeClient;
  /** Speech-to-text for one-minute notes, calls, pronunciation and dictation; absent when no endpoint is configured. */
  stt?: SpeechToText;
  /** The conversation model of the practice features (ADR 35); null: they say a model is needed. */
  chat: LanguageModel | null;
  /** Word and sentence translation: dictionary, Apertium, DeepL, LibreTranslate, an LLM — as configured. */
  translator: Translator;
  /** Text-to-speech for words and sentences; null: clients use the browser's speech synthesis. */
  speech: SpeechSynthesizer | null;
  /** Generated media (speech audio): DATA_DIR/media or an S3-compatible bucket. */
  storage: Storage;
  /** How much speech one learner may have rendered and kept (configuration; the audio domain applies it). */
  audioLimits: AudioLimits;
  /** Outgoing mail: SMTP_URL, or .eml files in DATA_DIR/outbox when no server is configured. */
  mailer: Mailer;
  /** Hosted checkout (Creem), when CREEM_* is set; null: payments are not set up (ADR 27). */
  payments: PaymentProvider | null;
};

/**
 * The translator's cache lives in the database; its offline dictionary engine is the `dictionaries`
 * domain's lookups (FreeDict and the built-in core vocabulary), handed in by the composition
 * (src/server/compose.ts).
 */
export type ProviderDeps = {
  db: Db;
  logger?: Pick<Logger, 'warn' | 'info'>;
  dictionary?: WordLookup;
  coreVocabulary?: CoreVocabularyLookup;
};

const silent = { info: () => {} };

export function createProviders(
  config: Pick<Config, 'youtube' | 'translation' | 'speech' | 'speechToText' | 'storage' | 'mail' | 'dataDir'> &
    Partial<Pick<Config, 'audioLimits' | 'payments'>>,
  deps: ProviderDeps,
  overrides: Partial<Providers> = {},
): Providers {
  return {
    youtube: overrides.youtube ?? createYouTubeClient({ origin: config.youtube.origin, proxy: config.youtube.proxy }),
    stt: overrides.stt ?? (config.speechToText ? createSpeechToText(config.speechToText) : undefined),
    chat: overrides.chat !== undefined ? overrides.chat : createChatModel(config.translation.ai),
    translator: overrides.translator ?? createConfiguredTranslator(config.translation, deps),
    speech: overrides.speech !== undefined ? overrides.speech : createConfiguredSpeech(config.speech),
    storage: overrides.storage ?? createConfiguredStorage(config.storage),
    audioLimits: overrides.audioLimits ?? config.audioLimits ?? DEFAULT_AUDIO_LIMITS,
    mailer: overrides.mailer ?? createMailer(config.mail, config.dataDir, deps.logger ?? silent),
    payments: overrides.payments !== undefined ? overrides.payments : createPaymentProvider(config.payments ?? {}),
  };
}
