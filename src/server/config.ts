import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

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
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_WRITE_PER_MINUTE: z.coerce.number().int().positive().default(120),
  YOUTUBE_ORIGIN: z.url().default('https://www.youtube.com'),
  YOUTUBE_PROXY: z.url().optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  baseUrl: string;
  authSecret: string;
  corsOrigins: string[];
  logLevel: string;
  runWorker: boolean;
  rateLimit: { authPerMinute: number; writePerMinute: number };
  youtube: { origin: string; proxy?: string };
};

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
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    baseUrl: e.BASE_URL ?? `http://localhost:${e.PORT}`,
    authSecret: e.BETTER_AUTH_SECRET ?? localSecret(dataDir),
    corsOrigins: e.CORS_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean),
    logLevel: e.LOG_LEVEL,
    runWorker: e.RUN_WORKER === 'true',
    rateLimit: { authPerMinute: e.RATE_LIMIT_AUTH_PER_MINUTE, writePerMinute: e.RATE_LIMIT_WRITE_PER_MINUTE },
    youtube: { origin: e.YOUTUBE_ORIGIN.replace(/\/$/, ''), proxy: e.YOUTUBE_PROXY },
  };
}

/** Zero-setup mode: a secret made once and kept in the data folder so sessions survive restarts. */
function localSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
