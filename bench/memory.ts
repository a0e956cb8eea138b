import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildServer } from '../scripts/build-server.mjs';
import { idleRssMb, startFlags, startServer } from './server-process.ts';

const RUNS = Number(process.env.MEMORY_RUNS ?? 3);
const IDLE_SECONDS = Number(process.env.MEMORY_IDLE_SECONDS ?? 15);
const PORT = Number(process.env.BENCH_PORT ?? 3425);
const MB = 1024 * 1024;

type Probe = {
  usage: NodeJS.MemoryUsage;
  spaces: Record<string, number>;
};

/** Resident kB of a process's mappings split into anonymous, file-backed and the malloc heap (`[heap]`). */
function smaps(pid: number): { anonymous: number; file: number; brk: number } {
  let anonymous = 0;
  let file = 0;
  let brk = 0;
  let name = '';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const mapping = line.match(/^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/);
    if (mapping) {
      name = mapping[1]!;
      continue;
    }
    const rss = line.match(/^Rss:\s+(\d+) kB/);
    if (rss) {
      const kb = Number(rss[1]);
      if (name.startsWith('/')) file += kb;
      else anonymous += kb;
      if (name === '[heap]') brk += kb;
    }
  }
  return { anonymous: anonymous / 1024, file: file / 1024, brk: brk / 1024 };
}

/** Asks the server (preloaded with bench/memory-probe.mjs) for process.memoryUsage() and V8's heap spaces. */
async function probe(pid: number, file: string): Promise<Probe> {
  rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 50 && !existsSync(file); i++) await sleep(100);
  return JSON.parse(readFileSync(file, 'utf8')) as Probe;
}

/**
 * `npm run bench -- memory`: `npm start`'s process (the compiled server, its flags from package.json) on a
 * fresh empty data folder each run, idle RSS after health answers and IDLE_SECONDS pass, RUNS times.
 * MEMORY_ENTRY=<path to main.js> measures another build (e.g. main's) without building this one.
 */
export async function benchMemory(): Promise<void> {
  const entry = process.env.MEMORY_ENTRY ? resolve(process.env.MEMORY_ENTRY) : undefined;
  if (!entry) await buildServer();
  const probeFile = join(tmpdir(), `lingoclip-memory-probe-${process.pid}.json`);
  const args = ['--import', join(import.meta.dirname, 'memory-probe.mjs'), ...startFlags()];
  const rows = [];
  for (let run = 1; run <= RUNS; run++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'lingoclip-bench-memory-'));
    const env = { DATA_DIR: dataDir, DICTIONARY_AUTO_IMPORT: 'false', MEMORY_PROBE_FILE: probeFile };
    const server = await startServer({ entry, port: PORT, env, args });
    const rss = await idleRssMb(server, IDLE_SECONDS);
    const maps = smaps(server.pid);
    const { usage, spaces } = await probe(server.pid, probeFile);
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rows.push({
      run,
      'RSS MB': rss.toFixed(1),
      'anon MB': maps.anonymous.toFixed(1),
      'files MB': maps.file.toFixed(1),
      'malloc brk MB': maps.brk.toFixed(1),
      'V8 heap total/used MB': `${(usage.heapTotal / MB).toFixed(1)}/${(usage.heapUsed / MB).toFixed(1)}`,
      'V8 old/code/large MB': [spaces.old_space, spaces.code_space, spaces.large_object_space]
        .map((bytes) => ((bytes ?? 0) / MB).toFixed(1))
        .join('/'),
      'external/ArrayBuffers MB': `${(usage.external / MB).toFixed(1)}/${(usage.arrayBuffers / MB).toFixed(1)}`,
    });
  }
  rmSync(probeFile, { force: true });
  console.table(rows);
  const rss = rows.map((row) => Number(row['RSS MB']));
  console.log(`idle RSS on an empty data folder: ${rss.join(', ')} MB (goal ≤ 250)`);
}
