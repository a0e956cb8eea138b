import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.ts';
import { withDatabase } from '../src/server/test/global-setup.ts';
import { load } from './http.ts';
import { seedLibrary } from './seed-library.ts';
import { type ServerProcess, startFlags, startServer } from './server-process.ts';
import { signUp } from './throughput.ts';

const TICK_US = 1e6 / 100; // USER_HZ is 100 on Linux

/** User (or, with `system`, system) CPU of a process in µs, from /proc; 0 once it has gone. */
function cpuUs(pid: number, part: 'all' | 'system' = 'all'): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const system = Number(fields[12]);
    return (part === 'system' ? system : Number(fields[11]) + system) * TICK_US;
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends serving one database (the server's pool, filled by the warm-up). */
async function backends(admin: pg.Client, database: string): Promise<number[]> {
  const { rows } = await admin.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database],
  );
  return rows.map((row) => row.pid);
}

/** CPU spent since `before` by the backends still alive (one that closed meanwhile is left out, not negative). */
const spentSince = (before: Map<number, number>) =>
  [...before].reduce((total, [pid, was]) => {
    const now = cpuUs(pid);
    return now ? total + now - was : total;
  }, 0);

/**
 * `npm run bench -- cpu`: CPU per request (the server's and PostgreSQL's, from /proc) of the list routes
 * for builds compared A/B, alternated route by route while both stay up, so a shared machine's load moves
 * both alike (ADR 14). CPU_BUILDS: entries, comma-separated (default the current build); CPU_ROUNDS; BENCH_SECONDS;
 * CPU_KEEP.
 */
export async function benchCpu(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('DATABASE_URL is not set: CPU per request is read on PostgreSQL only.');
    return;
  }
  const entries = (process.env.CPU_BUILDS ?? 'dist/server/main.js').split(',');
  const port = Number(process.env.BENCH_PORT ?? 3415);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // A database per build, seeded alike, so each server's backends are told apart by database; named by
  // this process, so two runs at once (other helpers on the same PostgreSQL) never drop each other's.
  const prefix = process.env.CPU_DATABASE ?? `lingoclip_cpu_bench_${process.pid}`;
  const names = entries.map((_, i) => `${prefix}_${i}`);
  const servers: (ServerProcess & { cookie: string; database: string })[] = [];
  for (const [i, entry] of entries.entries()) {
    await admin.query(`drop database if exists ${names[i]} with (force)`);
    await admin.query(`create database ${names[i]}`);
    const env = { DATABASE_URL: withDatabase(url, names[i]!), DICTIONARY_AUTO_IMPORT: 'false', DATA_DIR: tmpdir() };
    const first = await startServer({ entry: entry.split(' ').at(-1), port: port + 1 + i, env });
    const { userId, cookie } = await signUp(first);
    await first.stop();
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL });
    await seedLibrary(database, userId);
    await database.close();
    // An entry may carry its own Node flags before it ("--max-semi-space-size=8 dist/server/main.js").
    const words = entry.split(' ');
    const args = words.length > 1 ? words.slice(0, -1) : startFlags();
    const server = await startServer({ entry: words.at(-1), port: port + 1 + i, env, args });
    servers.push({ ...server, cookie, database: names[i]! });
  }
  const routes = (process.env.CPU_ROUTES ?? '/v3/note/list,/v3/user-vocab/list').split(',');
  const seconds = Number(process.env.BENCH_SECONDS ?? 8);
  try {
    for (let round = 0; round < Number(process.env.CPU_ROUNDS ?? 2); round++) {
      for (const path of routes) {
        for (const [i, server] of servers.entries()) {
          const target = `${server.url}${path}`;
          const headers = { cookie: server.cookie };
          await load('warm-up', target, { headers, connections: 50, duration: 2 });
          const pids = await backends(admin, server.database);
          const before = {
            server: cpuUs(server.pid),
            system: cpuUs(server.pid, 'system'),
            db: new Map(pids.map((pid) => [pid, cpuUs(pid)])),
          };
          const result = await load(path, target, { headers, connections: 50, duration: seconds });
          const requests = result.requestsPerSecond * seconds;
          const server_ = (cpuUs(server.pid) - before.server) / requests;
          const system = (cpuUs(server.pid, 'system') - before.system) / requests;
          const db = spentSince(before.db) / requests;
          console.log(
            `round ${round + 1} ${entries[i]} ${path}: server ${server_.toFixed(0)} µs (system ${system.toFixed(0)}) + PostgreSQL ${db.toFixed(0)} µs per request; ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99Ms} ms, non-2xx ${result.non2xx}`,
          );
        }
      }
    }
  } finally {
    for (const server of servers) await server.stop();
    // CPU_KEEP=1 keeps the seeded databases, to read a query's plan there (EXPLAIN ANALYZE).
    if (!process.env.CPU_KEEP)
      for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
