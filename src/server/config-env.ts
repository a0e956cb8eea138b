import { isIP } from 'node:net';
import { z } from 'zod';

/** Where Debian's dict-freedict-* packages put their files. */
export const DICTD_DIR = '/usr/share/dictd';

/** Translation engines in their default order: offline first, then paid/remote ones. */
export const TRANSLATION_ENGINES = ['dictionary', 'apertium', 'deepl', 'libretranslate', 'llm'] as const;
export type TranslationEngine = (typeof TRANSLATION_ENGINES)[number];

/** Text-to-speech: `browser` leaves speaking to the client's own speech synthesis. */
export const TTS_PROVIDERS = ['auto', 'openai', 'espeak', 'browser'] as const;

/** What one learner may make the server render and keep (AUDIO_RENDERS_PER_DAY, AUDIO_STORAGE_MB_PER_USER). */
export type AudioLimits = { rendersPerDay: number; bytesPerUser: number };
export const MB = 1024 * 1024;
/**
 * A learner hearing 100 new words and sentences a day uses a third of the renders; 50 MB holds about 5,000
 * espeak clips (≈10 KB each), a year of that pace, before the least recently heard go.
 */
export const DEFAULT_AUDIO_LIMITS: AudioLimits = { rendersPerDay: 300, bytesPerUser: 50 * MB };

/** The environment variables the server reads, checked once at start (loadConfig in config.ts). */
export const EnvSchema = z.object({
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
  /** Megabytes of list answers each process keeps until the learner's data changes (ADR 40); 0: none. */
  ANSWER_CACHE_MB: z.coerce.number().min(0).default(32),
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
