import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startReplayServer } from '../../src/server/providers/youtube/test/replay-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR: with no SMTP_URL its mail lands in DATA_DIR/outbox as .eml files. */
    dataDir: string;
    /** The replay server standing in for YouTube, for a journey that starts a server of its own. */
    youtubeOrigin: string;
  }
}

const PORT = Number(process.env.E2E_PORT ?? 3310);
export const ADMIN_EMAIL = 'admin-e2e@example.com';

export type AppServer = { baseUrl: string; dataDir: string; stop(): Promise<void> };

/**
 * Starts the production server exactly as `npm start` does (built web app, embedded database,
 * workers) on `port`, with YouTube at `youtubeOrigin`. `env` adds settings (a journey needing its own
 * server, e.g. WAITLIST_ENABLED); `dataDir` reuses a stopped server's data.
 */
export async function startAppServer({
  port,
  youtubeOrigin,
  env = {},
  dataDir = mkdtempSync(join(tmpdir(), 'lingoclip-e2e-')),
}: {
  port: number;
  youtubeOrigin: string;
  env?: Record<string, string>;
  dataDir?: string;
}): Promise<AppServer> {
  const baseUrl = `http://localhost:${port}`;
  // No dictionary import at start: machines differ in which dict-freedict packages they have.
  // The compiled server (`npm run test:e2e` builds it with the web app), as `npm start` runs it (ADR 14).
  const server: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      // Vitest sets TEST=true, and Better Auth then skips its origin and CSRF checks: not so in production.
      TEST: undefined,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      BASE_URL: baseUrl,
      BETTER_AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      // The admin journey's account (e2e/admin.e2e.ts) is an admin from its first session.
      ADMIN_EMAILS: ADMIN_EMAIL,
      YOUTUBE_ORIGIN: youtubeOrigin,
      DICTIONARY_AUTO_IMPORT: 'false',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/v3/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not become healthy within 60 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    baseUrl,
    dataDir,
    stop: async () => {
      if (server.exitCode !== null) return;
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    },
  };
}

/** The server every journey shares, with YouTube replaced by the local replay server: the only stand-in. */
export default async function setup(project: TestProject) {
  const replay = await startReplayServer();
  const server = await startAppServer({ port: PORT, youtubeOrigin: replay.origin });
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  project.provide('youtubeOrigin', replay.origin);
  return async () => {
    await server.stop();
    await replay.close();
    rmSync(server.dataDir, { recursive: true, force: true });
  };
}

/** A port nobody listens on now, for a journey that starts a server of its own. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
