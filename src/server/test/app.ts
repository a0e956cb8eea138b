import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { startQueue, type Queue } from '../jobs/queue.ts';
import { createServices, jobsFor, type Services } from '../compose.ts';
import type { Providers } from '../providers/index.ts';
import { createTestDatabase } from './database.ts';

export const TEST_ORIGIN = 'http://localhost:3000';
/** Meets the account rules (src/common/credentials.ts): 10+ characters, not a common password. */
export const TEST_PASSWORD = 'correct-horse-9';

/** Without `jobs: true` sends are accepted and nothing runs them, as with RUN_WORKER=false. */
const idleQueue: Queue = { boss: undefined as never, send: async () => null, stop: async () => {} };

export type TestUser = { id: string; email: string; name: string; cookie: string; token: string };

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  providers: Providers;
  services: Services;
  queue: Queue;
  /** Signs a new user up through Better Auth (the real path) and returns its cookie and bearer token. */
  createUser(overrides?: Partial<{ email: string; name: string; password: string }>): Promise<TestUser>;
  /** `inject` as the browser sends it: the user's session cookie (or none), a same-origin Origin, JSON writes. */
  request(options: InjectOptions & { user?: TestUser | null }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

let counter = 0;

export type TestAppOptions = {
  env?: Record<string, string>;
  webDist?: string | null;
  extend?: (app: FastifyInstance) => void;
  /** Run a real pg-boss queue with workers on the test database (jobs run as in production). */
  jobs?: boolean;
  /** Retries after 1 s instead of the production delays, so failure paths finish within a test. */
  fastRetries?: boolean;
  providers?: Partial<Providers>;
};

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'lingoclip-data-')),
    BASE_URL: TEST_ORIGIN,
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    ...options.env,
  });
  const logger = pino({ level: 'silent' });
  const services = createServices(config, { db: database.db, logger, providers: options.providers });
  const { providers } = services;
  const allJobs = jobsFor(services);
  const jobs = options.fastRetries ? allJobs.map((job) => ({ ...job, retryDelaySeconds: 1 })) : allJobs;
  const queue = options.jobs ? await startQueue(database, { providers, logger }, { work: true, jobs }) : idleQueue;
  const { app } = await buildApp({
    config,
    database,
    queue,
    logger,
    services,
    webDist: options.webDist ?? null,
    extend: options.extend,
  });
  await app.ready();

  // What the web app (src/web/lib/api.ts) sends: same-origin Origin, and every write as JSON, `{}` when body-less.
  const request: TestApp['request'] = ({ user, headers, ...rest }) => {
    const write = !['GET', 'HEAD', 'OPTIONS'].includes(String(rest.method ?? 'GET').toUpperCase());
    const bodyless = rest.payload === undefined && rest.body === undefined;
    return app.inject({
      ...rest,
      ...(write && bodyless ? { payload: {} } : {}),
      headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}), ...headers },
    });
  };

  async function createUser(
    overrides: Partial<{ email: string; name: string; password: string }> = {},
  ): Promise<TestUser> {
    counter += 1;
    const email = overrides.email ?? `learner${counter}-${process.pid}@example.com`;
    const name = overrides.name ?? `Learner ${counter}`;
    const response = await request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email, name, password: overrides.password ?? TEST_PASSWORD },
    });
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
    providers,
    services,
    queue,
    createUser,
    request,
    close: async () => {
      await app.close();
      await queue.stop();
      await database.close();
    },
  };
}
