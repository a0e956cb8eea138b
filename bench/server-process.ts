import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = join(import.meta.dirname, '..');

export const BENCH_SECRET = 'bench-secret-bench-secret-bench-secret';

/** The Node flags `npm start` runs the server with (package.json), so the bench measures the same process (ADR 14). */
export function startFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const flags = scripts.start.match(/node ((?:--\S+ )*)dist\/server\/main\.js/);
  if (!flags) throw new Error('package.json start no longer runs `node … dist/server/main.js`');
  return flags[1]!.split(' ').filter(Boolean);
}

/** A process's resident memory in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

export type ServerProcess = {
  url: string;
  pid: number;
  /** Samples RSS every 200 ms until the returned function is called; it answers the highest seen. */
  watchPeak(): () => number;
  stop(): Promise<void>;
};

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before listening`);
    try {
      if ((await fetch(`${url}/v3/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`the server did not answer ${url}/v3/health within ${timeoutMs} ms`);
}

/**
 * Starts a process the way production runs one: `node <entry>` on the compiled server (`npm start` =
 * `node dist/server/main.js`), its own process so the load generator does not share its event loop.
 */
export async function startServer(options: {
  entry?: string;
  port: number;
  env?: Record<string, string | undefined>;
  args?: string[];
}): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, [...(options.args ?? []), options.entry ?? 'dist/server/main.js'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      BASE_URL: url,
      BETTER_AUTH_SECRET: BENCH_SECRET,
      ...options.env,
    },
    // Production logs every request; the bench keeps that cost but not the output.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntilUp(url, child, 60_000);
  const pid = child.pid!;
  return {
    url,
    pid,
    watchPeak() {
      let peak = rssMb(pid);
      const timer = setInterval(() => {
        peak = Math.max(peak, rssMb(pid));
      }, 200);
      return () => {
        clearInterval(timer);
        return Math.max(peak, rssMb(pid));
      };
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** RSS once the process has been idle for `seconds` (V8 gives back its start-up heap after a few idle seconds). */
export async function idleRssMb(server: ServerProcess, seconds = 15): Promise<number> {
  await sleep(seconds * 1000);
  return rssMb(server.pid);
}
