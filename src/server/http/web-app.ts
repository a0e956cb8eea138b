import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-body.ts';
import { MESSAGES } from './errors.ts';
import { markedHtml } from './marked-html.ts';
import { shellPreloads } from './shell-preloads.ts';

type PrerenderManifest = Record<string, string>;

/**
 * Serves the built web app: prerendered pages (landing, legal) as real HTML so they paint before
 * any script loads, hashed assets with a long cache, and the app shell for every other page path.
 * Every file, the pages and the shell included, goes out as its `.br` or `.gz` sibling written at build
 * (scripts/precompress.ts) when Accept-Encoding allows, with `Vary: Accept-Encoding`.
 *
 * `waitlist` (WAITLIST_ENABLED, ADR 23): every page goes out as `<html data-waitlist="on">`, which turns the
 * public pages' calls to action towards the waitlist (styles.css) — prerendered HTML included, script or
 * not. Those pages are read, marked and compressed once, at start (marked-html.ts).
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  { waitlist = false }: { waitlist?: boolean } = {},
): Promise<void> {
  const shellFile = join(distDir, 'index.html');
  const hasBuild = existsSync(shellFile);
  const page = (file: string): ((request: FastifyRequest, reply: FastifyReply) => FastifyReply) =>
    waitlist
      ? markedHtml(join(distDir, file), (html) => html.replace(/<html\b/i, '<html data-waitlist="on"'))
      : (_request, reply) => reply.sendFile(file);
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
      const send = page(`prerendered/${file}`);
      app.get(path, { config: { documented: 'web' } }, send);
    }
  }
  const sendShell = hasBuild ? page('index.html') : undefined;
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/v3') || request.url.startsWith('/api/');
    if (!isApi && sendShell && request.method === 'GET') {
      // Client-side routes (and the not-found page for unknown ones) are drawn by the app shell, whose
      // data requests start with it (shell-preloads.ts).
      const preloads = shellPreloads(request.url, request.headers.cookie);
      if (preloads) reply.header('link', preloads);
      return sendShell(request, reply);
    }
    return reply.status(404).send(errorBody('not_found', MESSAGES.notFound));
  });
}
