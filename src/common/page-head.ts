import { DEFAULT_LOCALE, UI_LOCALES, type UiLocale } from './languages.ts';
import { localePath, OG_LOCALES } from './public-pages.ts';

/**
 * What a public page tells search engines and link previews: its own title and description in the page's
 * locale, its canonical address and its other locales' (hreflang), and Open Graph / Twitter tags. The
 * server writes it into the app shell for shared pages (public-pages/), the build into prerendered pages.
 */
export type PageHead = {
  locale: UiLocale;
  /** The page's path without a locale prefix (`/shared/note/…`, `/pricing`, `/`). */
  path: string;
  title: string;
  description: string;
  /** An absolute image address for link previews (a video's thumbnail). */
  image?: string;
  ogType?: 'website' | 'article';
  /** A page that is not there (404): no canonical address, no alternates, `noindex`. */
  missing?: boolean;
};

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text made safe for HTML content and attribute values alike. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** The page's address in a locale; `origin` without a trailing slash. */
export const pageUrl = (origin: string, locale: UiLocale, path: string): string =>
  `${origin}${localePath(locale, path)}`;

/** A description cut at a word boundary near `max` characters, with an ellipsis when cut. */
export function clip(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** The tags that go into <head> (title and description excluded: they replace the shell's own). */
export function headTags(origin: string, head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  if (head.missing) return meta('name', 'robots', 'noindex');
  const url = pageUrl(origin, head.locale, head.path);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...UI_LOCALES.map(
      (locale) =>
        `<link rel="alternate" hreflang="${locale}" href="${escapeHtml(pageUrl(origin, locale, head.path))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(origin, DEFAULT_LOCALE, head.path))}">`,
    meta('property', 'og:site_name', 'Lingoclip'),
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', OG_LOCALES[head.locale]),
    ...UI_LOCALES.filter((l) => l !== head.locale).map((l) => meta('property', 'og:locale:alternate', OG_LOCALES[l])),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  ];
  if (head.image) tags.push(meta('property', 'og:image', head.image), meta('name', 'twitter:image', head.image));
  return tags.join('\n    ');
}

/**
 * The shell (index.html as built) with the page's head: `<html lang>`, its title and description in place
 * of the shell's, the tags of `headTags` before `</head>`, and, when given, `body` as #root's content —
 * static HTML that reads without script (the app's createRoot replaces it).
 */
export function withHead(shell: string, origin: string, head: PageHead, body?: string): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    headTags(origin, head),
  ].join('\n    ');
  const html = shell
    .replace(/<html\b([^>]*?) lang="[^"]*"/, (_tag, attrs: string) => `<html${attrs} lang="${head.locale}"`)
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `  ${tags}\n  </head>`);
  if (body === undefined) return html;
  return html.replace(/<div id="root">(<!--app-html-->)?<\/div>/, () => `<div id="root">${body}</div>`);
}
