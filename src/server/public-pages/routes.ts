import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UI_LOCALES } from '../../common/languages.ts';
import { withHead } from '../../common/page-head.ts';
import { localePath } from '../../common/public-pages.ts';
import type { DbOrTx } from '../db/client.ts';
import { errorBody } from '../http/error-body.ts';
import { MESSAGES } from '../http/errors.ts';
import { sendShellPage } from '../http/web-app.ts';
import type { PublicPage } from './presenter.ts';
import { listHeadPage, noteHeadPage, playlistHeadPage } from './service.ts';
import {
  robotsTxt,
  type SitemapPage,
  sitemapIndexXml,
  sitemapPages,
  sitemapParts,
  URLS_PER_SITEMAP,
  urlsetXml,
} from './sitemap.ts';

export type PublicPageDeps = {
  db: DbOrTx;
  /** BASE_URL: the public origin every canonical, alternate and sitemap address starts with. */
  baseUrl: string;
  /** The app shell (http/web-app.ts appShell); without a build the pages are not served, the sitemap still is. */
  shell: string | undefined;
  /** URLs per sitemap file before /sitemap.xml becomes an index (tests make it small). */
  urlsPerSitemap?: number;
};

/**
 * The page list is kept this long per process: building it walks every shared note, and the sitemap's
 * files, asked one after another, are slices of one list. A note shared meanwhile waits at most this.
 */
const SITEMAP_TTL_MS = 5 * 60_000;

/** Crawlers may keep the sitemap and robots.txt an hour; they are public and the same for everyone. */
const CRAWL_CACHE = 'public, max-age=3600';

/**
 * Public pages whose head the server writes (ADR 34): the shared note, the shared notes of a language, a
 * library playlist — in every UI locale — as the app shell with the page's own title, description,
 * canonical and hreflang links, Open Graph and Twitter tags, and a static body for readers without script.
 * Also /sitemap.xml (split into /sitemap/{n}.xml past URLS_PER_SITEMAP) and /robots.txt.
 */
export function registerPublicPageRoutes(app: FastifyInstance, deps: PublicPageDeps): void {
  const { db, shell, urlsPerSitemap = URLS_PER_SITEMAP } = deps;
  const origin = new URL(deps.baseUrl).origin;
  const web = { config: { documented: 'web' as const } };
  let cached: { at: number; pages: Promise<SitemapPage[]> } | undefined;
  const pages = () => {
    if (!cached || Date.now() - cached.at > SITEMAP_TTL_MS) {
      const fresh = { at: Date.now(), pages: sitemapPages(db) };
      // A failed walk is not kept: the next request tries again.
      fresh.pages.catch(() => {
        if (cached === fresh) cached = undefined;
      });
      cached = fresh;
    }
    return cached.pages;
  };

  if (shell) {
    const send = (request: FastifyRequest, reply: FastifyReply, page: PublicPage) =>
      sendShellPage(request, reply, withHead(shell, origin, page.head, page.body), page.status);
    for (const locale of UI_LOCALES) {
      const at = (path: string) => localePath(locale, path);
      app.get<{ Params: { noteId: string } }>(at('/shared/note/:noteId'), web, async (request, reply) =>
        send(request, reply, await noteHeadPage(db, locale, request.params.noteId)),
      );
      app.get<{ Params: { langCode: string } }>(at('/shared/:langCode'), web, async (request, reply) =>
        send(request, reply, listHeadPage(locale, request.params.langCode)),
      );
      app.get<{ Params: { playlistId: string } }>(at('/playlists/:playlistId'), web, async (request, reply) =>
        send(request, reply, await playlistHeadPage(db, locale, request.params.playlistId)),
      );
    }
  }

  app.get('/sitemap.xml', web, async (_request, reply) => {
    const parts = sitemapParts(await pages(), urlsPerSitemap);
    const xml = parts.length > 1 ? sitemapIndexXml(origin, parts) : urlsetXml(origin, parts[0] ?? []);
    return reply.header('cache-control', CRAWL_CACHE).type('application/xml; charset=utf-8').send(xml);
  });
  app.get<{ Params: { file: string } }>('/sitemap/:file', web, async (request, reply) => {
    const n = /^([1-9]\d{0,5})\.xml$/.exec(request.params.file)?.[1];
    const parts = n ? sitemapParts(await pages(), urlsPerSitemap) : [];
    const part = n && parts.length > 1 ? parts[Number(n) - 1] : undefined;
    if (!part) return reply.status(404).send(errorBody('not_found', MESSAGES.notFound));
    return reply
      .header('cache-control', CRAWL_CACHE)
      .type('application/xml; charset=utf-8')
      .send(urlsetXml(origin, part));
  });
  app.get('/robots.txt', web, (_request, reply) =>
    reply.header('cache-control', CRAWL_CACHE).type('text/plain; charset=utf-8').send(robotsTxt(origin)),
  );
}
