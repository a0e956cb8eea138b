/** Compiles the server to dist/server (see build-server.mjs). */
export function buildServer(): Promise<void>;
/** Worker-thread entries (src/server/**\/*.worker.ts) by output name. */
export function workerEntries(cwd?: string): Record<string, string>;
/** Points `new URL('…/x.worker.ts', import.meta.url)` at the compiled `./x.worker.js`. */
export function rewriteWorkerUrls(source: string): string;
