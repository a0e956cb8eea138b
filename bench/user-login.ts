import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import pino from 'pino';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { noQueue } from '../src/server/jobs/no-queue.ts';
import { openDatabase, runMigrations } from '../src/server/db/client.ts';
import { load, printTable } from './http.ts';

/**
 * GET /v3/user/login (signed in: session lookup, profile upsert + lastLogin write, presenter) against a
 * bare Fastify hello-world, in the same run on the same machine, so the ratio is what matters.
 */
export async function benchUserLogin(): Promise<void> {
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  const helloUrl = await hello.listen({ port: 0, host: '127.0.0.1' });

  const dataDir = mkdtempSync(join(tmpdir(), 'lingoclip-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    BASE_URL: 'http://127.0.0.1:3999',
    BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
    RATE_LIMIT_WRITE_PER_MINUTE: '100000000',
  });
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  await runMigrations(database);
  const { app } = await buildApp({
    config,
    database,
    logger: pino({ level: 'silent' }),
    webDist: null,
    queue: noQueue,
  });
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: config.baseUrl },
    payload: { email: 'bench@example.com', password: 'bench-password-1', name: 'Bench' },
  });
  const cookie = ([signUp.headers['set-cookie']].flat().filter(Boolean) as string[])
    .map((c) => c.split(';')[0])
    .join('; ');

  const bare = await load('bare Fastify hello-world', helloUrl);
  const health = await load(`GET /v3/health (${database.kind})`, `${appUrl}/v3/health`);
  const login = await load(`GET /v3/user/login (${database.kind})`, `${appUrl}/v3/user/login`, { headers: { cookie } });
  printTable([bare, health, login]);
  console.log(
    `ratio login/bare: ${(login.requestsPerSecond / bare.requestsPerSecond).toFixed(3)} of the bare throughput; p99 ${login.p99Ms} ms vs ${bare.p99Ms} ms`,
  );
  if (login.non2xx > 0) throw new Error('the login benchmark got non-2xx answers: the numbers above are not valid');

  await hello.close();
  await app.close();
  await database.close();
}
