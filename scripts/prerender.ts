import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { UI_LOCALES } from '../src/common/languages.ts';
import { localePath, PRERENDERED_PAGES } from '../src/common/public-pages.ts';
import { jsFiles, type ViteManifest } from './check-budgets.ts';
import { prerenderedPage, publicShell } from './public-shell.ts';

/*
 * Public pages written as static HTML for every UI locale (src/common/public-pages.ts); the server serves
 * them by path. Their canonical and hreflang addresses start with BASE_URL's origin as the build sees it;
 * origin.json names it, so a server with another BASE_URL swaps it in at start (http/web-app.ts).
 */
const origin = new URL(process.env.BASE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).origin;

const dist = join(import.meta.dirname, '..', 'dist');
const appShell = readFileSync(join(dist, 'web', 'index.html'), 'utf8');
const viteManifest = JSON.parse(readFileSync(join(dist, 'web', '.vite', 'manifest.json'), 'utf8')) as ViteManifest;

const shell = publicShell(appShell, jsFiles(viteManifest, ['src/web/public/islands.ts']));
const { render } = (await import(pathToFileURL(join(dist, 'prerender', 'entry.js')).href)) as {
  render(url: string, locale: string): Promise<string>;
};

const outDir = join(dist, 'web', 'prerendered');
mkdirSync(outDir, { recursive: true });
const manifest: Record<string, string> = {};
for (const locale of UI_LOCALES) {
  for (const page of PRERENDERED_PAGES) {
    const path = localePath(locale, page);
    const html = await render(path, locale);
    // React falls back to client rendering when a page throws; a public page must never ship like that.
    if (html.includes('Switched to client rendering')) throw new Error(`prerender: ${path} failed to render`);
    const file = `${locale}${page === '/' ? '' : page.replaceAll('/', '_')}.html`;
    writeFileSync(join(outDir, file), prerenderedPage(shell, html, { locale, page, origin }));
    manifest[path] = file;
  }
}
writeFileSync(join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 2));
writeFileSync(join(outDir, 'origin.json'), JSON.stringify({ origin }));
console.log(`prerendered ${Object.keys(manifest).length} pages`);
process.exit(0);
