import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from './database.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

export type TestUser = { id: string; email: string; name: string; cookie: string; token: string };

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Signs a new user up through Better Auth (the real path) and returns its cookie and bearer token. */
  createUser(overrides?: Partial<{ email: string; name: string; password: string }>): Promise<TestUser>;
  /** `inject` with the user's session cookie (or none) and a same-origin Origin header. */
  request(options: InjectOptions & { user?: TestUser | null }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

let counter = 0;

export async function createTestApp(options: { env?: Record<string, string>; webDist?: string | null; extend?: (app: FastifyInstance) => void } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'lingoclip-data-')),
    BASE_URL: TEST_ORIGIN,
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    ...options.env,
  });
  const { app } = await buildApp({ config, database, logger: pino({ level: 'silent' }), webDist: options.webDist ?? null, extend: options.extend });
  await app.ready();

  const request: TestApp['request'] = ({ user, headers, ...rest }) =>
    app.inject({ ...rest, headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}), ...headers } });

  async function createUser(overrides: Partial<{ email: string; name: string; password: string }> = {}): Promise<TestUser> {
    counter += 1;
    const email = overrides.email ?? `learner${counter}-${process.pid}@example.com`;
    const name = overrides.name ?? `Learner ${counter}`;
    const response = await request({ method: 'POST', url: '/api/auth/sign-up/email', payload: { email, name, password: overrides.password ?? 'correct-horse-9' } });
    if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
    const body = response.json() as { token: string; user: { id: string } };
    const cookies = [response.headers['set-cookie']].flat().filter(Boolean) as string[];
    const cookie = cookies.map((c) => c.split(';')[0]).join('; ');
    return { id: body.user.id, email, name, cookie, token: body.token };
  }

  return {
    app,
    database,
    config,
    createUser,
    request,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
