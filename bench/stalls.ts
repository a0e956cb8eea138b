import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vocabCsv } from '../src/server/exports/test/long-csv.ts';
import { MAX_SUBTITLE_BYTES } from '../src/server/notes/schema.ts';
import { MAX_SUBTITLE_CUES } from '../src/server/notes/subtitle-lines.ts';
import { longWebVtt } from '../src/server/notes/test/long-subtitles.ts';

/** The embedded database is the one that stalls (it runs on the server's own thread). */
const withoutDatabaseUrl = ({ DATABASE_URL: _, ...env }: NodeJS.ProcessEnv) => env;

type LoopStats = { maxMs: number; p99Ms: number; meanMs: number; worstCpuMs: number };
type Row = Record<string, string | number>;

const root = fileURLToPath(new URL('..', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0;

/** The real server (src/server/main.ts, embedded database in a fresh folder) with the loop probe preloaded. */
async function startServer(port: number): Promise<{ child: ChildProcess; base: string; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lingoclip-bench-stalls-'));
  const child = fork(join(root, 'src/server/main.ts'), [], {
    cwd: root,
    execArgv: [
      '--import',
      'tsx',
      '--import',
      join(root, 'bench/loop-probe.ts'),
      // BENCH_CPU_PROF=<dir>: a CPU profile of the server, written when it stops (open it in Chrome's DevTools).
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
    env: {
      ...withoutDatabaseUrl(process.env),
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BASE_URL: `http://127.0.0.1:${port}`,
      BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_WRITE_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error('the server did not start');
    try {
      if ((await fetch(`${base}/v3/health`)).ok) break;
    } catch {}
    if (i > 600) throw new Error('the server did not answer within a minute');
    await sleep(100);
  }
  return {
    child,
    base,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function ask(child: ChildProcess, message: string, type: string): Promise<LoopStats> {
  return new Promise((resolve) => {
    const listen = (reply: { type: string } & LoopStats) => {
      if (reply.type !== type) return;
      child.off('message', listen);
      resolve(reply);
    };
    child.on('message', listen);
    child.send(message);
  });
}

/** GET /v3/health every ~20 ms (one at a time) until stopped: each latency is how long a learner would wait. */
function sampleHealth(base: string) {
  const latencies: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${base}/v3/health`).then((r) => r.arrayBuffer());
      const took = performance.now() - started;
      latencies.push(took);
      await sleep(Math.max(0, 20 - took));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return latencies;
    },
  };
}

async function api(base: string, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return { json: JSON.parse(text), bytes: Buffer.byteLength(text) };
}

/** Runs `work` while sampling: the request's time, the server loop's worst delay and /v3/health's. */
async function scenario(
  server: { child: ChildProcess; base: string },
  name: string,
  work: () => Promise<Row>,
): Promise<Row> {
  await ask(server.child, 'loop:reset', 'loop:reset');
  const sampler = sampleHealth(server.base);
  const started = performance.now();
  const extra = await work();
  const total = performance.now() - started;
  await sleep(200);
  const latencies = await sampler.stop();
  const loop = await ask(server.child, 'loop:read', 'loop:stats');
  return {
    scenario: name,
    'all done ms': Math.round(total),
    ...extra,
    'health samples': latencies.length,
    'health worst ms': Math.round(Math.max(...latencies)),
    'health p99 ms': Math.round(percentile(latencies, 99)),
    'loop worst ms': Math.round(loop.maxMs),
    'loop p99 ms': Math.round(loop.p99Ms),
    'worst block CPU ms': Math.round(loop.worstCpuMs),
  };
}

/**
 * A 2 MB WebVTT import (its study material made by the offline rules), a 5,000-row CSV import and those
 * words exported as an Anki deck, against the real server on the embedded database, while /v3/health is asked every ~20 ms and the server measures
 * its own event-loop delay. The worst of each is the longest a learner's request had to wait.
 */
export async function benchStalls(): Promise<void> {
  const port = Number(process.env.BENCH_PORT ?? 3414);
  const server = await startServer(port);
  try {
    const signUp = await fetch(`${server.base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.base },
      body: JSON.stringify({ email: 'stalls@example.com', password: 'bench-password-1', name: 'Bench' }),
    });
    const token = (await signUp.json()).token as string;
    await api(server.base, token, 'PUT', '/v3/user/language-setting', {
      nativeLanguage: 'fr',
      mainLearningLanguage: { language: 'en', level: 'intermediate' },
    });
    const rows: Row[] = [];
    // The first dictionary lookup loads the language engine's word lists (and today the Japanese
    // tokenizer, whatever the language): a one-off at start, measured apart from the imports.
    rows.push(
      await scenario(server, 'first dictionary lookup (one-off)', async () => {
        const started = performance.now();
        await api(server.base, token, 'GET', '/v3/vocab/translation?text=water&fromLang=en&toLang=fr');
        return { 'request ms': Math.round(performance.now() - started), answer: 200 };
      }),
    );
    const importVtt = async (fileName: string, content: string) => {
      const started = performance.now();
      const response = await fetch(`${server.base}/v3/note/subtitle-import`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ fileName, content, language: 'en' }),
      });
      const body = await response.json();
      return { status: response.status, body, ms: performance.now() - started };
    };
    const large = longWebVtt({ maxBytes: MAX_SUBTITLE_BYTES });
    rows.push(
      await scenario(server, `subtitle file of 2 MB (${large.cues} cues)`, async () => {
        const { status, ms } = await importVtt('lecture.vtt', large.body);
        return { 'request ms': Math.round(ms), answer: status };
      }),
    );
    const atCap = longWebVtt({ cues: MAX_SUBTITLE_CUES });
    rows.push(
      await scenario(server, `subtitle import at the cap (${atCap.cues} cues) + material`, async () => {
        const { status, body, ms } = await importVtt('film.vtt', atCap.body);
        if (status !== 201) throw new Error(`subtitle import answered ${status}: ${JSON.stringify(body)}`);
        const noteId = body.entity.noteId as string;
        let material = 'pending';
        while (material !== 'ready' && material !== 'failed') {
          await sleep(250);
          material = (await api(server.base, token, 'GET', `/v3/note/${noteId}/material`)).json.entity.status;
        }
        const detail = await api(server.base, token, 'GET', `/v3/note/${noteId}`);
        return {
          'request ms': Math.round(ms),
          answer: status,
          material,
          'note detail KB': Math.round(detail.bytes / 1024),
        };
      }),
    );
    const rowCount = Number(process.env.BENCH_CSV_ROWS ?? 5000);
    rows.push(
      await scenario(server, `CSV import (${rowCount} rows)`, async () => {
        const started = performance.now();
        const { json } = await api(server.base, token, 'POST', '/v3/import/csv', {
          kind: 'vocab',
          csv: vocabCsv(rowCount),
          language: 'en',
          to: 'fr',
        });
        return { 'request ms': Math.round(performance.now() - started), answer: 200, imported: json.entity.imported };
      }),
    );
    // The words just imported as one Anki deck: read, spoken (up to the day's renders), packaged.
    rows.push(
      await scenario(server, `Anki export (${rowCount} words)`, async () => {
        const started = performance.now();
        const response = await fetch(`${server.base}/v3/export/anki`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({}),
        });
        const bytes = (await response.arrayBuffer()).byteLength;
        if (!response.ok) throw new Error(`Anki export answered ${response.status}`);
        return {
          'request ms': Math.round(performance.now() - started),
          answer: response.status,
          'file KB': Math.round(bytes / 1024),
        };
      }),
    );
    console.table(rows);
    console.log(
      "health: /v3/health latency sampled every ~20 ms; loop: the server's monitorEventLoopDelay; worst block CPU: the server thread's CPU time in its longest stretch without a turn of the loop (what the server itself blocked, apart from waiting for a core on a busy machine).",
    );
  } finally {
    await server.stop();
  }
}
