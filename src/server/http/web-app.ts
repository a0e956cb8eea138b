import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UI_LOCALES } from '../../common/languages.ts';
import { localePath } from '../../common/public-pages.ts';
import { errorBody } from './error-body.ts';
import { MESSAGES } from './errors.ts';
import { markedHtml } from './marked-html.ts';
import { noteRouteChunks } from './route-chunks.ts';
import { shellPreloads } from './shell-preloads.ts';

type PrerenderManifest = Record<string, string>;

export type WebAppOptions = {
  waitlist?: boolean;
  /** The public origin (BASE_URL's): prerendered pages built for another one get theirs swapped at start. */
  origin?: string;
  /**
   * The plan catalogue is a self-hoster's (PLANS_FILE, ADR 26): the landing and pricing pages, whose
   * prerendered HTML shows the built-in plans, go out as the app shell, which draws the server's.
   */
  plansChanged?: boolean;
};

/** The prerendered pages that show the plans: the landing page (its pricing section) and /pricing, per locale. */
const SHOWS_PLANS = new Set(UI_LOCALES.flatMap((locale) => ['/', '/pricing'].map((page) => localePath(locale, page))));

const markWaitlist = (html: string) => html.replace(/<html\b/i, '<html data-waitlist="on"');

/** The file beside the prerendered pages that names the origin their canonical and hreflang links were built for. */
export const PRERENDER_ORIGIN_FILE = 'origin.json';

/**
 * How served HTML differs from the files built, or undefined when it does not: the waitlist mark, and the
 * public origin in prerendered heads when the build did not know it (scripts/prerender.ts writes BASE_URL's
 * origin at build; a build made elsewhere is fixed at start, once).
 */
function pageMark(distDir: string, { waitlist, origin }: WebAppOptions): ((html: string) => string) | undefined {
  const originFile = join(distDir, 'prerendered', PRERENDER_ORIGIN_FILE);
  const built = existsSync(originFile)
    ? (JSON.parse(readFileSync(originFile, 'utf8')) as { origin?: string }).origin
    : undefined;
  const swapOrigin = built && origin && built !== origin;
  if (!waitlist && !swapOrigin) return undefined;
  return (html) => {
    let out = waitlist ? markWaitlist(html) : html;
    if (swapOrigin) {
      const [head = '', rest = ''] = out.split(/(?=<\/head>)/);
      out = head.replaceAll(`${built}/`, `${origin}/`) + rest;
    }
    return out;
  };
}

/** The app shell as the server sends it (the waitlist mark included), for pages whose head a domain writes. */
export function appShell(distDir: string, { waitlist = false }: WebAppOptions = {}): string | undefined {
  const shellFile = join(distDir, 'index.html');
  if (!existsSync(shellFile)) return undefined;
  const html = readFileSync(shellFile, 'utf8');
  return waitlist ? markWaitlist(html) : html;
}

/** The shell's `Link` preloads for the page asked for (shell-preloads.ts); `noteChunks` from route-chunks.ts. */
function withPreloads(request: FastifyRequest, reply: FastifyReply, noteChunks: readonly string[] = []): void {
  const preloads = shellPreloads(request.url, request.headers.cookie, noteChunks);
  if (preloads) reply.header('link', preloads);
}

/**
 * Sends a page made from the app shell as the shell itself goes out: never cached without asking, its
 * preloads, compressed by the compression hook (http/compression.ts) for a browser that accepts it.
 */
export function sendShellPage(request: FastifyRequest, reply: FastifyReply, html: string, status = 200): FastifyReply {
  withPreloads(request, reply);
  return reply
    .status(status)
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Encoding')
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * Serves the built web app: prerendered pages (landing, legal) as real HTML so they paint before
 * any script loads, hashed assets with a long cache, and the app shell for every other page path.
 * Every file, the pages and the shell included, goes out as its `.br` or `.gz` sibling written at build
 * (scripts/precompress.ts) when Accept-Encoding allows, with `Vary: Accept-Encoding`.
 *
 * `waitlist` (WAITLIST_ENABLED, ADR 23): every page goes out as `<html data-waitlist="on">`, which turns the
 * public pages' calls to action towards the waitlist (styles.css) — prerendered HTML included, script or
 * not. Those pages are read and marked once, at start, and compressed once, when first asked for (marked-html.ts).
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  { waitlist = false, origin, plansChanged = false }: WebAppOptions = {},
): Promise<void> {
  const shellFile = join(distDir, 'index.html');
  const hasBuild = existsSync(shellFile);
  const mark = pageMark(distDir, { waitlist, origin });
  const page = (file: string): ((request: FastifyRequest, reply: FastifyReply) => FastifyReply) =>
    mark ? markedHtml(join(distDir, file), mark) : (_request, reply) => reply.sendFile(file);
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
      if (plansChanged && SHOWS_PLANS.has(path)) continue;
      const send = page(`prerendered/${file}`);
      app.get(path, { config: { documented: 'web' } }, send);
    }
  }
  const sendShell = hasBuild ? page('index.html') : undefined;
  const noteChunks = hasBuild ? noteRouteChunks(distDir) : [];
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/v3') || request.url.startsWith('/api/');
    if (!isApi && sendShell && request.method === 'GET') {
      // Client-side routes (and the not-found page for unknown ones) are drawn by the app shell, whose
      // data requests start with it (shell-preloads.ts).
      withPreloads(request, reply, noteChunks);
      return sendShell(request, reply);
    }
    return reply.status(404).send(errorBody('not_found', MESSAGES.notFound));
  });
}
