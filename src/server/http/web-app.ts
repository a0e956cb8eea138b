import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-body.ts';
import { MESSAGES } from './errors.ts';
import { shellPreloads } from './shell-preloads.ts';

type PrerenderManifest = Record<string, string>;

/**
 * Serves the built web app: prerendered pages (landing, legal) as real HTML so they paint before
 * any script loads, hashed assets with a long cache, and the app shell for every other page path.
 * Every file, the pages and the shell included, goes out as its `.br` or `.gz` sibling written at build
 * (scripts/precompress.ts) when Accept-Encoding allows, with `Vary: Accept-Encoding`.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const shellFile = join(distDir, 'index.html');
  const hasBuild = existsSync(shellFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders(reply, path) {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    const manifestFile = join(distDir, 'prerendered', 'manifest.json');
    const manifest: PrerenderManifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
    for (const [path, file] of Object.entries(manifest)) {
      app.get(path, { config: { documented: 'web' } }, (_req, reply) => reply.sendFile(`prerendered/${file}`));
    }
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/v3') || request.url.startsWith('/api/');
    if (!isApi && hasBuild && request.method === 'GET') {
      // Client-side routes (and the not-found page for unknown ones) are drawn by the app shell, whose
      // data requests start with it (shell-preloads.ts).
      const preloads = shellPreloads(request.url, request.headers.cookie);
      if (preloads) reply.header('link', preloads);
      return reply.sendFile('index.html');
    }
    return reply.status(404).send(errorBody('not_found', MESSAGES.notFound));
  });
}
