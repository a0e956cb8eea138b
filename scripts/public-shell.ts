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
