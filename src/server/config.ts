import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { applyPlanOverrides, PlanOverrides } from '../common/plan-overrides.ts';
import { type Plan, PLANS } from '../common/plans.ts';
import { type CreemConfig, creemConfig } from './providers/payments/config.ts';

/** Translation engines in their default order: offline first, then paid/remote ones. */
/** Where Debian's dict-freedict-* packages put their files. */
export const DICTD_DIR = '/usr/share/dictd';

export const TRANSLATION_ENGINES = ['dictionary', 'apertium', 'deepl', 'libretranslate', 'llm'] as const;
export type TranslationEngine = (typeof TRANSLATION_ENGINES)[number];

/** Text-to-speech: `browser` leaves speaking to the client's own speech synthesis. */
export const TTS_PROVIDERS = ['auto', 'openai', 'espeak', 'browser'] as const;

/** What one learner may make the server render and keep (AUDIO_RENDERS_PER_DAY, AUDIO_STORAGE_MB_PER_USER). */
export type AudioLimits = { rendersPerDay: number; bytesPerUser: number };
const MB = 1024 * 1024;
/**
 * A learner hearing 100 new words and sentences a day uses a third of the renders; 50 MB holds about 5,000
 * espeak clips (≈10 KB each), a year of that pace, before the least recently heard go.
 */
export const DEFAULT_AUDIO_LIMITS: AudioLimits = { rendersPerDay: 300, bytesPerUser: 50 * MB };

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  BASE_URL: z.url().optional(),
  BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  CORS_ORIGINS: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RUN_WORKER: z.enum(['true', 'false']).default('true'),
  /**
   * Import the FreeDict dictionaries Debian installed (dict-freedict-*) on start when the database lacks them.
   * Default: on with PostgreSQL only. The embedded PGlite serves one query at a time, and a pair's import is
   * one transaction: requests would wait up to two minutes (measured), so there `npm run dict:import` stays.
   */
  DICTIONARY_AUTO_IMPORT: z.enum(['true', 'false']).optional(),
  DICTIONARY_DIR: z.string().default(DICTD_DIR),
  /**
   * Test runs only (NODE_ENV=test): a file holding milliseconds to add to the playlist-history clock, so an
   * e2e journey can come back "the next day" (ADR 33). Set with any other NODE_ENV, start-up refuses.
   */
  TEST_CLOCK_FILE: z.string().optional(),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_WRITE_PER_MINUTE: z.coerce.number().int().positive().default(120),
  SIGN_IN_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  SIGN_IN_LOCK_MINUTES: z.coerce.number().int().positive().default(15),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const trust = parseTrustProxy(value);
      if (trust === null) {
        ctx.addIssue({
          code: 'custom',
          message: `must be true, false, a hop count or a comma-separated list of addresses/CIDRs ("${value}" is none)`,
        });
        return z.NEVER;
      }
      return trust;
    }),
  YOUTUBE_ORIGIN: z.url().default('https://www.youtube.com'),
  YOUTUBE_PROXY: z.url().optional(),
  TRANSLATION_PROVIDERS: z
    .string()
    .default(TRANSLATION_ENGINES.join(','))
    .transform((value) =>
      value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(TRANSLATION_ENGINES, { error: `each must be one of ${TRANSLATION_ENGINES.join(', ')}` }))),
  TRANSLATION_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(10),
  LIBRETRANSLATE_URL: z.url().optional(),
  LIBRETRANSLATE_API_KEY: z.string().optional(),
  DEEPL_API_URL: z.url().optional(),
  DEEPL_API_KEY: z.string().optional(),
  TTS_PROVIDER: z.enum(TTS_PROVIDERS, { error: `must be one of ${TTS_PROVIDERS.join(', ')}` }).default('auto'),
  AI_TTS_MODEL: z.string().min(1).optional(),
  AI_STT_MODEL: z.string().min(1).optional(),
  AI_TTS_VOICE: z.string().min(1).default('alloy'),
  /** Per learner: speech renders a day (UTC) and megabytes of rendered speech kept (least recently used go first). */
  AUDIO_RENDERS_PER_DAY: z.coerce.number().int().min(0).default(DEFAULT_AUDIO_LIMITS.rendersPerDay),
  AUDIO_STORAGE_MB_PER_USER: z.coerce
    .number()
    .min(0)
    .default(DEFAULT_AUDIO_LIMITS.bytesPerUser / MB),
  /** Sign-in with Google / GitHub (Better Auth social providers): on when both of a pair are set. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GITHUB_CLIENT_ID: z.string().min(1).optional(),
  GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
  /** New accounts confirm their e-mail before they can sign in (off by default for self-hosting). */
  REQUIRE_EMAIL_VERIFICATION: z.enum(['true', 'false']).default('false'),
  /** Comma-separated e-mail addresses whose accounts get the admin role when they sign in (ADR 24). */
  ADMIN_EMAILS: z.string().default(''),
  /** New accounts wait on the waitlist until an admin whitelists them (off by default for self-hosting, ADR 23). */
  WAITLIST_ENABLED: z.enum(['true', 'false']).default('false'),
  /**
   * Members plus pending invitations a team may have (ADR 25). One number for every team until plans
   * land (issue 13): then each plan's definition gives its own cap and this stays the default.
   */
  /** A JSON file of changes to the plan catalogue (src/common/plan-overrides.ts, ADR 26), e.g. `{"unlimited":true}`. */
  PLANS_FILE: z.string().min(1).optional(),
  /** `smtp://user:pass@host:587` or `smtps://…:465`; without it mail is written to DATA_DIR/outbox/. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  /** The sender, e.g. `Lingoclip <hello@example.com>`; default no-reply at BASE_URL's host. */
  MAIL_FROM: z.string().min(3).optional(),
  STORAGE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Creem (hosted checkout, ADR 27): payments are on when the key, the webhook secret and products are set. */
  CREEM_API_KEY: z.string().min(1).optional(),
  CREEM_WEBHOOK_SECRET: z.string().min(1).optional(),
  CREEM_API_URL: z.url().optional(),
  CREEM_PRODUCTS: z.string().optional(),
});

/**
 * Whose `X-Forwarded-For` to believe (Fastify's `trustProxy`). Off by default: a client could otherwise
 * claim any address and escape the per-address limits. `true` believes every hop (only behind a proxy
 * that overwrites the header), a number believes that many hops, a list believes those proxies only.
 */
export type TrustProxy = boolean | number | string[];

function isAddressOrCidr(entry: string): boolean {
  const [address, prefix, extra] = entry.split('/');
  const version = isIP(address ?? '');
  if (!version || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** null when the value is none of the accepted forms. */
export function parseTrustProxy(raw: string): TrustProxy | null {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return entries.length && entries.every(isAddressOrCidr) ? entries : null;
}

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

export class ConfigError extends Error {}

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

/** PLANS_FILE: refused at start (naming the file and the problem) rather than run with a limit nobody meant. */
function readPlansFile(path: string): Plan[] {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  PLANS_FILE: cannot read ${path}: ${(error as Error).message}`);
  }
  const parsed = PlanOverrides.safeParse(json);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  PLANS_FILE ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return applyPlanOverrides(parsed.data);
}

/** The same server is reached as localhost and 127.0.0.1 in development; both are the app itself. */
function localAliases(baseUrl: string): string[] {
  const local = new URL(baseUrl);
  const hosts = ['localhost', '127.0.0.1'];
  if (!hosts.includes(local.hostname)) return [];
  return hosts.map((h) => `${local.protocol}//${h}${local.port ? `:${local.port}` : ''}`);
}

/** Keys ending in `:fx` belong to DeepL's free API, which has its own host. */
const defaultDeeplUrl = (apiKey: string) =>
  apiKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com';

/** Zero-setup mode: a secret made once and kept in the data folder so sessions survive restarts. */
function localSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
