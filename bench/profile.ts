import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildServer } from '../scripts/build-server.mjs';
import { openDatabase } from '../src/server/db/client.ts';
import { load } from './http.ts';
import { seedLibrary } from './seed-library.ts';
import { startFlags, startServer } from './server-process.ts';
import { signUp } from './throughput.ts';

type Node = {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const ROUTES: [string, string][] = [
  ['health', '/v3/health'],
  ['login', '/v3/user/login'],
  ['note-list', '/v3/note/list'],
  ['saved-words', '/v3/user-vocab/list'],
];

/** Self time per function and per source (package or src file), mapped through dist/server/main.js.map. */
export function summarise(file: string, top = 25): void {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const maps = new Map<string, SourceMap | null>();
  const mapFor = (url: string) => {
    if (!maps.has(url)) {
      try {
        const path = new URL(url).pathname;
        maps.set(url, new SourceMap(JSON.parse(readFileSync(`${path}.map`, 'utf8'))));
      } catch {
        maps.set(url, null);
      }
    }
    return maps.get(url);
  };
  const where = new Map<number, { fn: string; source: string }>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    let source = url.replace(/^.*node_modules\//, 'nm/') || '(native)';
    const entry = url.startsWith('file:') ? mapFor(url)?.findEntry(lineNumber, columnNumber) : undefined;
    if (entry && 'originalSource' in entry && entry.originalSource) {
      source = String(entry.originalSource)
        .replace(/^.*node_modules\//, 'nm/')
        .replace(/^.*\/src\//, 'src/');
    }
    where.set(node.id, { fn: `${functionName || '(anonymous)'} ${source}`, source });
  }
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const packageOf = (source: string) =>
    source.startsWith('nm/')
      ? source
          .split('/')
          .slice(0, source.startsWith('nm/@') ? 3 : 2)
          .join('/')
      : source;
  // Start-up (module loading, migrations) is left out: samples count from the first request handled.
  const handling = (id: number | undefined): boolean =>
    id !== undefined && (where.get(id)!.fn.startsWith('callHandler ') || handling(parent.get(id)));
  const first = profile.samples.findIndex((id) => handling(id));
  const byFn = new Map<string, number>();
  const bySource = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const inclusiveFn = new Map<string, number>();
  let total = 0;
  let idle = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    if (i < first) return;
    const w = where.get(id)!;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at))
      seen.add(packageOf(where.get(at)!.source));
    for (const pkg of seen) inclusive.set(pkg, (inclusive.get(pkg) ?? 0) + dt);
    const fns = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) fns.add(where.get(at)!.fn);
    for (const fn of fns) if (fn.includes('src/server/')) inclusiveFn.set(fn, (inclusiveFn.get(fn) ?? 0) + dt);
    if (w.fn.startsWith('(idle)')) {
      idle += dt;
      return;
    }
    total += dt;
    byFn.set(w.fn, (byFn.get(w.fn) ?? 0) + dt);
    const pkg = packageOf(w.source);
    bySource.set(pkg, (bySource.get(pkg) ?? 0) + dt);
  });
  const pct = (n: number) => `${((n / total) * 100).toFixed(1)} %`;
  console.log(`busy ${(total / 1e6).toFixed(1)} s, idle ${(idle / 1e6).toFixed(1)} s`);
  const show = (title: string, map: Map<string, number>) => {
    console.log(`-- ${title}`);
    for (const [k, v] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(v).padStart(7)}  ${k}`);
  };
  show('self time by source', bySource);
  show('self time by function', byFn);
  show('inclusive time by source (on the stack)', inclusive);
  show('inclusive time of our functions', inclusiveFn);
}

/**
 * `npm run bench -- profile`: the compiled server on PostgreSQL (DATABASE_URL) with the seeded learner,
 * one process per route under 50 connections with `--cpu-prof`, and where its CPU time went (ADR 14).
 */
export async function benchProfile(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.log('DATABASE_URL is not set: the profile runs on PostgreSQL only.');
    return;
  }
  await buildServer();
  const env = { DATABASE_URL: databaseUrl, DICTIONARY_AUTO_IMPORT: 'false', DATA_DIR: tmpdir() };
  const port = Number(process.env.BENCH_PORT ?? 3415);
  const first = await startServer({ port, env });
  const { userId, cookie } = await signUp(first);
  await first.stop();
  const database = await openDatabase({ databaseUrl });
  await seedLibrary(database, userId);
  const only = process.env.PROFILE_ROUTES?.split(',');
  try {
    for (const [name, path] of ROUTES) {
      if (only && !only.includes(name)) continue;
      const dir = join(tmpdir(), `lingoclip-profile-${name}`);
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir);
      const server = await startServer({
        port,
        env,
        args: [...startFlags(), '--cpu-prof', `--cpu-prof-dir=${dir}`],
      });
      const result = await load(name, `${server.url}${path}`, {
        headers: { cookie },
        connections: 50,
        duration: Number(process.env.BENCH_SECONDS ?? 8),
      });
      await server.stop();
      console.log(`\n## ${name}: ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99Ms} ms`);
      summarise(join(dir, readdirSync(dir).find((f) => f.endsWith('.cpuprofile'))!));
    }
  } finally {
    await database.db.execute(sql`delete from "user" where id = ${userId}`);
    await database.close();
  }
}
