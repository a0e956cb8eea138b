import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parentPort, Worker } from 'node:worker_threads';
import { breathe } from './breathe.ts';

/**
 * CPU-heavy pure work (parsing a subtitle file, making offline study material) runs on a worker thread
 * so the web process's event loop keeps answering (ADR 13). A task is a `*.worker.ts` module that calls
 * `serveTask`; the caller names it with `new URL('./name.worker.ts', import.meta.url)`. A task may call
 * back functions the caller hands in (the translator, which needs the database of the main thread).
 *
 * Resolution: from source (tsx, vitest) the `.ts` file exists and the worker loads it through tsx's
 * loader; once compiled, the `.js` file of the same name beside the calling module is used instead
 * (a bundled build emits each `*.worker.ts` as its own entry next to the bundle).
 */
export type Callbacks = Record<string, (arg: never) => Promise<unknown>>;
export type Call = (name: string, arg: unknown) => Promise<unknown>;

type CallMessage = { id: number; call: number; name: string; arg: unknown };
type ToMain = ({ id: number } & ({ ok: unknown } | { error: string })) | CallMessage;
type ToWorker = { id: number } & ({ input: unknown } | { call: number; ok: unknown } | { call: number; error: string });

/** How long an idle worker is kept (its language engine stays loaded between jobs). */
const IDLE_MS = 30_000;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Where a task's worker starts from: its `.ts` through tsx from source, else the compiled `.js` beside it. */
export function workerEntry(url: URL): { file: URL; execArgv?: string[] } {
  if (existsSync(fileURLToPath(url))) return { file: url, execArgv: ['--import', 'tsx'] };
  return { file: new URL(url.href.replace(/\.ts$/, '.js')) };
}

type Pending = { resolve(value: unknown): void; reject(error: Error): void; callbacks: Callbacks };
type Pool = { worker: Worker; pending: Map<number, Pending>; idle?: NodeJS.Timeout };
const pools = new Map<string, Pool>();
let nextId = 1;

function answerCall(pool: Pool, message: CallMessage) {
  const task = pool.pending.get(message.id);
  const callback = task?.callbacks[message.name];
  const reply = (body: { ok: unknown } | { error: string }) =>
    pool.worker.postMessage({ id: message.id, call: message.call, ...body } as ToWorker);
  if (!callback) return reply({ error: `no callback "${message.name}"` });
  // A port hands over every queued message in one turn of the loop, and a callback on the embedded
  // database never leaves the microtask queue: without a breath, hundreds of them would run as one block.
  Promise.resolve(breathe())
    .then(() => callback(message.arg as never))
    .then(
      (ok) => reply({ ok }),
      (error) => reply({ error: errorText(error) }),
    );
}

function poolFor(url: URL): Pool {
  const existing = pools.get(url.href);
  if (existing) return existing;
  const { file, execArgv } = workerEntry(url);
  const worker = new Worker(file, { execArgv });
  worker.unref();
  const pool: Pool = { worker, pending: new Map() };
  const fail = (error: Error) => {
    if (pools.get(url.href) === pool) pools.delete(url.href);
    for (const { reject } of pool.pending.values()) reject(error);
    pool.pending.clear();
  };
  worker.on('message', (message: ToMain) => {
    if ('call' in message) return answerCall(pool, message);
    const task = pool.pending.get(message.id);
    pool.pending.delete(message.id);
    if ('error' in message) task?.reject(new Error(message.error));
    else task?.resolve(message.ok);
    if (pool.pending.size === 0) {
      pool.idle = setTimeout(() => {
        if (pool.pending.size || pools.get(url.href) !== pool) return;
        pools.delete(url.href);
        void pool.worker.terminate();
      }, IDLE_MS).unref();
    }
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the worker ${file.pathname} stopped (exit code ${code})`)));
  pools.set(url.href, pool);
  return pool;
}

/** Runs the task module at `url` on its worker thread with `input` (structured-cloned both ways). */
export function runTask<I, O>(url: URL, input: I, callbacks: Callbacks = {}): Promise<O> {
  const pool = poolFor(url);
  clearTimeout(pool.idle);
  const id = nextId++;
  return new Promise<O>((resolve, reject) => {
    pool.pending.set(id, { resolve: resolve as (value: unknown) => void, reject, callbacks });
    pool.worker.postMessage({ id, input } as ToWorker);
  });
}

/** The worker side: answers every task with `work(input, call)`; `call` runs a callback the caller handed in. */
export function serveTask<I, O>(work: (input: I, call: Call) => O | Promise<O>): void {
  if (!parentPort) throw new Error('serveTask runs inside a worker thread');
  const port = parentPort;
  const calls = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextCall = 1;
  port.on('message', async (message: ToWorker) => {
    if ('call' in message) {
      const waiting = calls.get(message.call);
      calls.delete(message.call);
      if ('error' in message) waiting?.reject(new Error(message.error));
      else waiting?.resolve(message.ok);
      return;
    }
    const call: Call = (name, arg) =>
      new Promise((resolve, reject) => {
        const cid = nextCall++;
        calls.set(cid, { resolve, reject });
        port.postMessage({ id: message.id, call: cid, name, arg } satisfies CallMessage);
      });
    try {
      port.postMessage({ id: message.id, ok: await work(message.input as I, call) } as ToMain);
    } catch (error) {
      port.postMessage({ id: message.id, error: errorText(error) } as ToMain);
    }
  });
}
