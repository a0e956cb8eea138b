import { join, resolve } from 'node:path';
import { type Plan, PLANS } from '../common/plans.ts';
import {
  type AudioLimits,
  EnvSchema,
  MB,
  type TranslationEngine,
  type TTS_PROVIDERS,
  type TrustProxy,
} from './config-env.ts';
import { ConfigError, defaultDeeplUrl, localAliases, localSecret, readPlansFile } from './config-sources.ts';
import { type CreemConfig, creemConfig } from './providers/payments/config.ts';

// What the rest of the server imports from config.ts: the variables (config-env.ts), and how some are read (config-sources.ts).
export { ConfigError } from './config-sources.ts';
export {
  type AudioLimits,
  DEFAULT_AUDIO_LIMITS,
  DICTD_DIR,
  parseTrustProxy,
  TRANSLATION_ENGINES,
  type TranslationEngine,
  TTS_PROVIDERS,
  type TrustProxy,
} from './config-env.ts';

/** The chat model at AI_BASE_URL + AI_MODEL: translation and study material. */
export type AiConfig = { baseUrl: string; apiKey?: string; model: string; concurrency: number };

export type TranslationConfig = {
  /** Engines to try, in order; remote ones are left out when their URL/key is not set. */
  order: TranslationEngine[];
  timeoutMs: number;
  /** `concurrency`: model calls in flight at once when a note's pages are processed in parallel. */
  ai?: AiConfig;
  libreTranslate?: { url: string; apiKey?: string };
  deepl?: { url: string; apiKey: string };
};

export type SpeechConfig = {
  provider: (typeof TTS_PROVIDERS)[number];
  /** An OpenAI-compatible `/audio/speech` endpoint, when AI_BASE_URL and AI_TTS_MODEL are set. */
  openai?: { baseUrl: string; apiKey?: string; model: string; voice: string };
};

/** An OpenAI-compatible `/audio/transcriptions` endpoint for one-minute notes, when AI_BASE_URL and AI_STT_MODEL are set. */
export type SpeechToTextConfig = { baseUrl: string; apiKey?: string; model: string } | undefined;

export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};
/** Where generated media (speech audio) is kept. */
export type StorageConfig = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3Config);

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  baseUrl: string;
  authSecret: string;
  corsOrigins: string[];
  /** Origins whose pages may write with the session cookie: BASE_URL, its localhost alias, CORS_ORIGINS. */
  trustedOrigins: string[];
  logLevel: string;
  runWorker: boolean;
  dictionary: { autoImport: boolean; dir: string };
  rateLimit: { authPerMinute: number; writePerMinute: number };
  /** Failed sign-ins for one e-mail address before it is locked for `lockMinutes` (ADR 10). */
  signInLock: { failures: number; lockMinutes: number };
  trustProxy: TrustProxy;
  youtube: { origin: string; proxy?: string };
  translation: TranslationConfig;
  speech: SpeechConfig;
  audioLimits: AudioLimits;
  /** Room for cached list answers (ANSWER_CACHE_MB; 0 turns the cache off; ADR 40). */
  answerCacheBytes: number;
  speechToText: SpeechToTextConfig;
  storage: StorageConfig;
  mail: { smtpUrl?: string; from: string };
  requireEmailVerification: boolean;
  /** OAuth apps for sign-in with Google and GitHub; absent ones show no button. */
  social: { google?: OAuthApp; github?: OAuthApp };
  /** ADMIN_EMAILS in lower case (Better Auth keeps addresses in lower case). */
  adminEmails: string[];
  waitlistEnabled: boolean;
  /** The effective plan catalogue: the built-in one with PLANS_FILE's changes. */
  plans: Plan[];
  /** The payment provider; absent: checkout answers that payments are not set up (ADR 27). */
  payments: { creem?: CreemConfig };
  /** TEST_CLOCK_FILE (NODE_ENV=test only, ADR 33): the playlist-history clock's offset file, and its fixture route. */
  testClockFile?: string;
};

export type OAuthApp = { clientId: string; clientSecret: string };

/** Reads the environment once; a bad variable stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  if (e.NODE_ENV === 'production' && !e.BETTER_AUTH_SECRET) {
    throw new ConfigError('Invalid configuration:\n  BETTER_AUTH_SECRET: is required in production');
  }
  // An endpoint with no model to use for anything is a half-done set-up, not a choice.
  if (e.AI_BASE_URL && !e.AI_MODEL && !e.AI_TTS_MODEL && !e.AI_STT_MODEL) {
    throw new ConfigError(
      'Invalid configuration:\n  AI_MODEL: is required when AI_BASE_URL is set (the model name the endpoint serves)',
    );
  }
  if (e.TTS_PROVIDER === 'openai' && !(e.AI_BASE_URL && e.AI_TTS_MODEL)) {
    throw new ConfigError(
      'Invalid configuration:\n  TTS_PROVIDER: openai needs AI_BASE_URL and AI_TTS_MODEL (the speech model the endpoint serves)',
    );
  }
  const missingS3 = (['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (name) => !e[name],
  );
  if (e.STORAGE === 's3' && missingS3.length) {
    throw new ConfigError(`Invalid configuration:\n  STORAGE: s3 needs ${missingS3.join(', ')}`);
  }
  for (const [id, secret] of [
    ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'],
  ] as const) {
    if (Boolean(e[id]) !== Boolean(e[secret])) {
      const missing = e[id] ? secret : id;
      throw new ConfigError(`Invalid configuration:\n  ${missing}: is required with ${missing === id ? secret : id}`);
    }
  }
  if (e.TEST_CLOCK_FILE && e.NODE_ENV !== 'test') {
    throw new ConfigError('Invalid configuration:\n  TEST_CLOCK_FILE: is only for NODE_ENV=test');
  }
  const creem = creemConfig(e);
  if (typeof creem === 'string') throw new ConfigError(`Invalid configuration:\n  ${creem}`);
  const oauth = (clientId?: string, clientSecret?: string) =>
    clientId && clientSecret ? { clientId, clientSecret } : undefined;
  const baseUrl = e.BASE_URL ?? `http://localhost:${e.PORT}`;
  const corsOrigins = e.CORS_ORIGINS.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    baseUrl,
    authSecret: e.BETTER_AUTH_SECRET ?? localSecret(dataDir),
    corsOrigins,
    trustedOrigins: [...new Set([new URL(baseUrl).origin, ...localAliases(baseUrl), ...corsOrigins])],
    logLevel: e.LOG_LEVEL,
    runWorker: e.RUN_WORKER === 'true',
    dictionary: {
      autoImport: (e.DICTIONARY_AUTO_IMPORT ?? (e.DATABASE_URL ? 'true' : 'false')) === 'true',
      dir: e.DICTIONARY_DIR,
    },
    rateLimit: { authPerMinute: e.RATE_LIMIT_AUTH_PER_MINUTE, writePerMinute: e.RATE_LIMIT_WRITE_PER_MINUTE },
    signInLock: { failures: e.SIGN_IN_FAILURES_PER_ACCOUNT, lockMinutes: e.SIGN_IN_LOCK_MINUTES },
    trustProxy: e.TRUST_PROXY,
    youtube: { origin: e.YOUTUBE_ORIGIN.replace(/\/$/, ''), proxy: e.YOUTUBE_PROXY },
    translation: {
      order: [...new Set(e.TRANSLATION_PROVIDERS)],
      timeoutMs: e.TRANSLATION_TIMEOUT_MS,
      ai:
        e.AI_BASE_URL && e.AI_MODEL
          ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL, concurrency: e.AI_CONCURRENCY }
          : undefined,
      libreTranslate: e.LIBRETRANSLATE_URL
        ? { url: e.LIBRETRANSLATE_URL, apiKey: e.LIBRETRANSLATE_API_KEY }
        : undefined,
      deepl: e.DEEPL_API_KEY
        ? { url: e.DEEPL_API_URL ?? defaultDeeplUrl(e.DEEPL_API_KEY), apiKey: e.DEEPL_API_KEY }
        : undefined,
    },
    speech: {
      provider: e.TTS_PROVIDER,
      openai:
        e.AI_BASE_URL && e.AI_TTS_MODEL
          ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_TTS_MODEL, voice: e.AI_TTS_VOICE }
          : undefined,
    },
    answerCacheBytes: Math.round(e.ANSWER_CACHE_MB * MB),
    audioLimits: {
      rendersPerDay: e.AUDIO_RENDERS_PER_DAY,
      bytesPerUser: Math.round(e.AUDIO_STORAGE_MB_PER_USER * MB),
    },
    speechToText:
      e.AI_BASE_URL && e.AI_STT_MODEL
        ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_STT_MODEL }
        : undefined,
    storage:
      e.STORAGE === 's3'
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT!,
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          }
        : { kind: 'local', dir: join(dataDir, 'media') },
    requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION === 'true',
    social: {
      google: oauth(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET),
      github: oauth(e.GITHUB_CLIENT_ID, e.GITHUB_CLIENT_SECRET),
    },
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    waitlistEnabled: e.WAITLIST_ENABLED === 'true',
    plans: e.PLANS_FILE ? readPlansFile(e.PLANS_FILE) : [...PLANS],
    payments: { creem },
    testClockFile: e.TEST_CLOCK_FILE,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `Lingoclip <no-reply@${new URL(baseUrl).hostname}>` },
  };
}
