import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildServer } from '../scripts/build-server.mjs';
import { openDatabase } from '../src/server/db/client.ts';
import { type LoadResult, load } from './http.ts';
import { seedLibrary } from './seed-library.ts';
import { idleRssMb, type ServerProcess, startFlags, startServer } from './server-process.ts';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PORT = Number(process.env.BENCH_PORT ?? 3415);
// ratio: of bare Fastify running the login's two queries through raw `pg` (ADR 41; issue 10 asked 40 % of
// bare Fastify itself, which no route reading the database reaches on this machine).
const GOALS = { ratio: 0.6, p99: 25, listP99: 50, idleMb: 250, loadMb: 400 };

type Target = { kind: 'pglite' | 'postgres'; env: Record<string, string> };
type Row = LoadResult & { kind: string; route: string };

/** Signs a learner up over HTTP; the session token alone, as a browser sends it once the cookie cache lapsed. */
export async function signUp(server: ServerProcess): Promise<{ userId: string; cookie: string }> {
  const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: 'bench-password-1', name: 'Bench' }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const token = response.headers.getSetCookie().find((c) => c.includes('session_token='));
  if (!token) throw new Error('sign-up set no session cookie');
  return { userId: ((await response.json()) as { user: { id: string } }).user.id, cookie: token.split(';')[0]! };
}

/**
 * One database: the server on an empty database (idle memory), a learner with 10k saved words and 20
 * long notes seeded while it is stopped, then the server again under 50 connections per route.
 */
async function benchTarget(target: Target): Promise<{ rows: Row[]; memory: Record<string, number> }> {
  const args = startFlags();
  const first = await startServer({ port: PORT + 1, env: target.env, args });
  const emptyIdle = await idleRssMb(first);
  const { userId, cookie } = await signUp(first);
  await first.stop();

  const database = await openDatabase({ databaseUrl: target.env.DATABASE_URL, dataDir: target.env.DATA_DIR });
  await seedLibrary(database, userId);
  await database.close();

  const server = await startServer({ port: PORT + 1, env: target.env, args });
  const seededIdle = await idleRssMb(server, 5);
  const peak = server.watchPeak();
  const rows: Row[] = [];
  const routes: [string, string, Record<string, string>?][] = [
    ['health', '/v3/health'],
    ['login', '/v3/user/login', { cookie }],
    ['note list', '/v3/note/list', { cookie }],
    ['saved words', '/v3/user-vocab/list', { cookie }],
    // As a browser asks: the answer compressed (a 10k-word learner's first page is ~50 KB of JSON).
    ['saved words, brotli', '/v3/user-vocab/list', { cookie, 'accept-encoding': 'gzip, deflate, br, zstd' }],
  ];
  for (const [route, path, headers] of routes) {
    const result = await load(`${route} (${target.kind})`, `${server.url}${path}`, {
      headers,
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    if (result.non2xx || result.errors) throw new Error(`${path} on ${target.kind}: ${result.non2xx} non-2xx answers`);
    rows.push({ ...result, kind: target.kind, route });
  }
  const loadPeak = peak();
  await server.stop();

  if (target.kind === 'postgres') {
    rows.push(await savedWordsUncached(target, cookie));
    rows.push(await loginCeiling(target, cookie));
    const cleanup = await openDatabase({ databaseUrl: target.env.DATABASE_URL });
    await cleanup.db.execute(sql`delete from "user" where id = ${userId}`); // cascades to everything seeded
    await cleanup.close();
  }
  return { rows, memory: { emptyIdle, seededIdle, loadPeak } };
}

/**
 * Bare Fastify answering with the login route's two queries through raw `pg` (bench/bare-server.mjs):
 * the most a signed-in route can reach on this machine and database, before any app code runs.
 */
async function loginCeiling(target: Target, cookie: string): Promise<Row> {
  const token = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)).split('.')[0]!;
  const bare = await startServer({ entry: 'bench/bare-server.mjs', port: PORT + 2, env: target.env });
  try {
    const result = await load(`bare Fastify + the login's 2 queries (${target.kind})`, `${bare.url}/login`, {
      headers: { 'x-session-token': token },
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    if (result.non2xx || result.errors) throw new Error(`the login ceiling answered ${result.non2xx} non-2xx`);
    return { ...result, kind: target.kind, route: 'login ceiling' };
  } finally {
    await bare.stop();
  }
}

/**
 * Saved words with the answer cache off (ADR 40): every request builds the page, as the first one after
 * each change does. The run above mostly measures answers served again.
 */
async function savedWordsUncached(target: Target, cookie: string): Promise<Row> {
  const server = await startServer({
    port: PORT + 1,
    env: { ...target.env, ANSWER_CACHE_MB: '0' },
    args: startFlags(),
  });
  try {
    const result = await load(`saved words, cache off (${target.kind})`, `${server.url}/v3/user-vocab/list`, {
      headers: { cookie },
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    if (result.non2xx || result.errors) throw new Error(`saved words without the cache: ${result.non2xx} non-2xx`);
    return { ...result, kind: target.kind, route: 'saved words uncached' };
  } finally {
    await server.stop();
  }
}

const mark = (ok: boolean) => (ok ? '✓' : '✗');

/**
 * `npm run bench -- throughput`: the compiled server (as `npm start` runs it) on the embedded database
 * and on PostgreSQL (DATABASE_URL) beside bare Fastify, each its own process, 50 connections per route.
 */
export async function benchThroughput(): Promise<void> {
  await buildServer();
  const bare = await startServer({ entry: 'bench/bare-server.mjs', port: PORT });
  const bareResult = await load('bare Fastify', `${bare.url}/`, { connections: CONNECTIONS, duration: SECONDS });
  await bare.stop();

  const dataDir = mkdtempSync(join(tmpdir(), 'lingoclip-bench-throughput-'));
  // No FreeDict import in the background while measuring.
  const quiet = { DATA_DIR: dataDir, DICTIONARY_AUTO_IMPORT: 'false' };
  const targets: Target[] = [{ kind: 'pglite', env: quiet }];
  if (process.env.DATABASE_URL) {
    targets.push({ kind: 'postgres', env: { ...quiet, DATABASE_URL: process.env.DATABASE_URL } });
  } else {
    console.log('DATABASE_URL is not set: PostgreSQL is left out of this run.');
  }
  const rows: Row[] = [];
  const memory: Record<string, Record<string, number>> = {};
  for (const target of targets) {
    const result = await benchTarget(target);
    rows.push(...result.rows);
    memory[target.kind] = result.memory;
  }
  rmSync(dataDir, { recursive: true, force: true });

  const ratio = (r: LoadResult) => r.requestsPerSecond / bareResult.requestsPerSecond;
  console.table([
    { target: 'bare Fastify', 'req/s': Math.round(bareResult.requestsPerSecond), 'p99 ms': bareResult.p99Ms },
    ...rows.map((r) => ({
      target: r.name,
      'req/s': Math.round(r.requestsPerSecond),
      'p99 ms': r.p99Ms,
      'of bare': `${(ratio(r) * 100).toFixed(1)} %`,
    })),
  ]);
  const ceiling = rows.find((r) => r.route === 'login ceiling');
  if (ceiling)
    console.log(
      `· bare Fastify running the login's 2 queries reaches ${(ratio(ceiling) * 100).toFixed(1)} % of bare Fastify: the ceiling of a route that reads the database`,
    );
  const ofCeiling = (r: LoadResult) => (ceiling ? r.requestsPerSecond / ceiling.requestsPerSecond : 0);
  const uncached = rows.find((r) => r.route === 'saved words uncached');
  if (uncached)
    console.log(
      `· saved words with the answer cache off (each request builds the page): ${Math.round(uncached.requestsPerSecond)} req/s, p99 ${uncached.p99Ms} ms`,
    );
  for (const r of rows.filter((row) => row.kind === 'postgres' && row.route !== 'login ceiling')) {
    if (r.route === 'login' || r.route === 'note list')
      console.log(
        `${mark(ofCeiling(r) >= GOALS.ratio && r.p99Ms <= GOALS.p99)} ${r.name}: ${(ofCeiling(r) * 100).toFixed(1)} % of the ceiling (goal ≥ ${GOALS.ratio * 100} %), ${(ratio(r) * 100).toFixed(1)} % of bare, p99 ${r.p99Ms} ms (goal ≤ ${GOALS.p99} ms)`,
      );
    if (r.route === 'note list' || r.route === 'saved words' || r.route === 'saved words, brotli')
      console.log(
        `${mark(r.p99Ms <= GOALS.listP99)} ${r.name} with 10k saved words and 20 long notes: p99 ${r.p99Ms} ms (goal ≤ ${GOALS.listP99} ms)`,
      );
  }
  for (const [kind, m] of Object.entries(memory)) {
    const idleGoal = kind === 'pglite' ? ` (goal ≤ ${GOALS.idleMb} MB)` : '';
    const loadGoal = kind === 'pglite' ? ` (goal ≤ ${GOALS.loadMb} MB)` : '';
    console.log(
      `${kind === 'pglite' ? mark(m.emptyIdle! <= GOALS.idleMb && m.loadPeak! <= GOALS.loadMb) : '·'} RSS of the server on ${kind}: idle on an empty database ${m.emptyIdle!.toFixed(0)} MB${idleGoal}; idle with the seeded learner ${m.seededIdle!.toFixed(0)} MB; peak under ${CONNECTIONS}-connection load ${m.loadPeak!.toFixed(0)} MB${loadGoal}`,
    );
  }
}
