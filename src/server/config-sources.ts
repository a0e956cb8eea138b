import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyPlanOverrides, PlanOverrides } from '../common/plan-overrides.ts';
import type { Plan } from '../common/plans.ts';

/** A bad variable or file at start: the message names it, and the server does not start. */
export class ConfigError extends Error {}

/** PLANS_FILE: refused at start (naming the file and the problem) rather than run with a limit nobody meant. */
export function readPlansFile(path: string): Plan[] {
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
export function localAliases(baseUrl: string): string[] {
  const local = new URL(baseUrl);
  const hosts = ['localhost', '127.0.0.1'];
  if (!hosts.includes(local.hostname)) return [];
  return hosts.map((h) => `${local.protocol}//${h}${local.port ? `:${local.port}` : ''}`);
}

/** Keys ending in `:fx` belong to DeepL's free API, which has its own host. */
export const defaultDeeplUrl = (apiKey: string) =>
  apiKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com';

/** Zero-setup mode: a secret made once and kept in the data folder so sessions survive restarts. */
export function localSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
