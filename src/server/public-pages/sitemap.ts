import { baseLanguage, DEFAULT_LOCALE, UI_LOCALES } from '../../common/languages.ts';
import { escapeHtml, pageUrl } from '../../common/page-head.ts';
import { PRERENDERED_PAGES } from '../../common/public-pages.ts';
import type { DbOrTx } from '../db/client.ts';
import { sharedNoteIndex } from '../notes/sharing.ts';
import { libraryPlaylistIndex } from '../playlists/public-index.ts';
import { isLearningLanguage } from './service.ts';

/** A public page: listed once per UI locale, each with the other locales as alternates. */
export type SitemapPage = { path: string; lastmod?: Date };

/**
 * URLs per sitemap file. The protocol allows 50,000 URLs and 50 MB; with its eight alternates a URL takes
 * about 1.1 KB, so 50,000 would pass 50 MB: 35,000 (5,000 pages in 7 locales) stays near 40 MB.
 */
export const URLS_PER_SITEMAP = 35_000;
/** Shared notes read per query while walking them all. */
const NOTE_PAGE_SIZE = 2_000;

/**
 * Every public page, in a stable order: the prerendered pages, the shared-note lists of languages with at
 * least one shared note, library playlists, then every shared note by id (new ones come last, so files
 * of a split sitemap mostly keep their contents).
 */
export async function sitemapPages(db: DbOrTx, pageSize = NOTE_PAGE_SIZE): Promise<SitemapPage[]> {
  const notes: SitemapPage[] = [];
  const languages = new Map<string, Date>();
  for (let afterId: string | undefined; ; ) {
    const rows = await sharedNoteIndex(db, { afterId, limit: pageSize });
    for (const row of rows) {
      notes.push({ path: `/shared/note/${row.id}`, lastmod: row.sharedAt });
      const language = baseLanguage(row.language);
      const latest = languages.get(language);
      if (isLearningLanguage(language) && (!latest || latest < row.sharedAt)) languages.set(language, row.sharedAt);
    }
    if (rows.length < pageSize) break;
    afterId = rows.at(-1)!.id;
  }
  const playlists = await libraryPlaylistIndex(db);
  return [
    ...PRERENDERED_PAGES.map((path) => ({ path })),
    ...[...languages]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([code, lastmod]) => ({ path: `/shared/${code}`, lastmod })),
    ...playlists.map((p) => ({ path: `/playlists/${p.id}`, lastmod: p.updatedAt })),
    ...notes,
  ];
}

/** The pages split into sitemap files of at most `urlsPerFile` URLs (each page is one URL per locale). */
export function sitemapParts(pages: SitemapPage[], urlsPerFile = URLS_PER_SITEMAP): SitemapPage[][] {
  const perFile = Math.max(1, Math.floor(urlsPerFile / UI_LOCALES.length));
  const parts: SitemapPage[][] = [];
  for (let i = 0; i < pages.length; i += perFile) parts.push(pages.slice(i, i + perFile));
  return parts;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** A `<urlset>`: each page in every locale, with all locales and x-default as `xhtml:link` alternates. */
export function urlsetXml(origin: string, pages: SitemapPage[]): string {
  const urls = pages.flatMap(({ path, lastmod }) => {
    const alternates = [
      ...UI_LOCALES.map(
        (l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeHtml(pageUrl(origin, l, path))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(origin, DEFAULT_LOCALE, path))}"/>`,
    ].join('');
    const date = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
    return UI_LOCALES.map(
      (locale) => `<url><loc>${escapeHtml(pageUrl(origin, locale, path))}</loc>${date}${alternates}</url>`,
    );
  });
  return `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** A `<sitemapindex>` naming `/sitemap/1.xml` … `/sitemap/{count}.xml`. */
export function sitemapIndexXml(origin: string, parts: SitemapPage[][]): string {
  const entries = parts.map((part, i) => {
    const latest = part.reduce<Date | undefined>(
      (max, p) => (p.lastmod && (!max || p.lastmod > max) ? p.lastmod : max),
      undefined,
    );
    const date = latest ? `<lastmod>${latest.toISOString()}</lastmod>` : '';
    return `<sitemap><loc>${escapeHtml(`${origin}/sitemap/${i + 1}.xml`)}</loc>${date}</sitemap>`;
  });
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** The app's pages behind sign-in, and the one-time links: nothing there for a search engine. */
const PRIVATE_PAGES = [
  'dashboard',
  'onboarding',
  'profile',
  'tasks',
  'team',
  'billing',
  'subscriptions',
  'payment-history',
  'checkout',
  'library',
  'create-note',
  'notes',
  'dictionary',
  'sentences',
  'review',
  'quiz',
  'admin',
  'forgot-password',
  'reset-password',
  'waitlist/confirm',
];

/** robots.txt: public pages open, the API and the app's private pages (in every locale) closed, the sitemap named. */
export function robotsTxt(origin: string): string {
  const prefixes = UI_LOCALES.map((l) => (l === DEFAULT_LOCALE ? '' : `/${l}`));
  const closed = ['/v3/', '/api/', ...PRIVATE_PAGES.flatMap((page) => prefixes.map((p) => `${p}/${page}`))];
  return [
    'User-agent: *',
    'Allow: /',
    ...closed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
