import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { UiLocale } from '../src/common/languages.ts';
import { withHead } from '../src/common/page-head.ts';
import type { PrerenderedPage } from '../src/common/public-pages.ts';

/**
 * A prerendered page is complete HTML, so it loads the small public script instead of the React app
 * (and none of the app's preloads): its JS stays a few KB. Links into the app load the app shell.
 * The script is `async` — nothing on the page waits for it, DOMContentLoaded included — and its own
 * imports are preloaded beside it, so they do not wait for it to be parsed.
 */
export function publicShell(shell: string, islandsFiles: readonly string[]): string {
  const [entry, ...imports] = islandsFiles;
  const withoutPreloads = shell.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  const preloads = imports.map((file) => `\n    <link rel="modulepreload" crossorigin href="/${file}">`).join('');
  const withIslands = withoutPreloads.replace(
    /<script type="module" crossorigin src="[^"]+"><\/script>/,
    `<script type="module" async crossorigin src="/${entry}"></script>${preloads}`,
  );
  if (withIslands === withoutPreloads)
    throw new Error('prerender: the app entry script tag was not found in index.html');
  return withIslands.replace('<html lang="en">', '<html lang="en" data-page="prerendered">');
}

const LOCALES_DIR = join(import.meta.dirname, '..', 'src', 'web', 'i18n', 'locales');
const META_KEY: Record<PrerenderedPage, 'home' | 'pricing' | 'privacy' | 'terms'> = {
  '/': 'home',
  '/pricing': 'pricing',
  '/privacy': 'privacy',
  '/terms': 'terms',
};

/** A prerendered page's own title and description in a locale: `meta` in the web's landing strings. */
export function pageMeta(locale: UiLocale, page: PrerenderedPage): { title: string; description: string } {
  const landing = JSON.parse(readFileSync(join(LOCALES_DIR, locale, 'landing.json'), 'utf8')) as {
    meta: Record<string, { title: string; description: string }>;
  };
  const meta = landing.meta[META_KEY[page]];
  if (!meta?.title || !meta.description) throw new Error(`prerender: ${locale} has no meta.${META_KEY[page]}`);
  return meta;
}

/**
 * A prerendered page: the public shell with the page's head (its title and description in the locale,
 * canonical and hreflang addresses at `origin`, Open Graph and Twitter tags) and the rendered app in #root.
 */
export function prerenderedPage(
  shell: string,
  appHtml: string,
  { locale, page, origin }: { locale: UiLocale; page: PrerenderedPage; origin: string },
): string {
  const head = { locale, path: page, ...pageMeta(locale, page) };
  return withHead(shell, origin, head).replace('<!--app-html-->', () => appHtml);
}
