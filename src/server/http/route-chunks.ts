import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * The note page's script files beyond the app's entry, read from the build's Vite manifest: the app shell
 * names only the entry, so a browser learns of the page's chunks once the entry has downloaded and run
 * (~0.4 s on a phone's CPU) and then waits another round trip for them. The server names them in the
 * shell's `Link` header instead (shell-preloads.ts, ADR 12).
 */

type ManifestChunk = { file: string; imports?: string[] };

/** The manifest keys of the note page's lazy route components (routes/pages.tsx): the app's layout and the page. */
export const NOTE_PAGE_ROOTS = ['src/web/features/shell/AppLayout.tsx', 'src/web/routes/note-page.tsx'] as const;

/** Each key's file and its static imports, once. */
function closure(manifest: Record<string, ManifestChunk>, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return seen;
}

/** The note page's scripts that the entry (index.html) does not already load; none without a build's manifest. */
export function noteRouteChunks(distDir: string): string[] {
  const file = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const entry = closure(manifest, ['index.html']);
  return [...closure(manifest, NOTE_PAGE_ROOTS)]
    .filter((key) => !entry.has(key))
    .map((key) => manifest[key]!.file)
    .filter((name) => name.endsWith('.js'));
}
