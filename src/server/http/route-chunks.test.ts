import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { noteRouteChunks } from './route-chunks.ts';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function distWith(manifest: unknown): string {
  dir = mkdtempSync(join(tmpdir(), 'route-chunks-'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

describe("the note page's script files for the shell's Link header", () => {
  it('are the layout, the page and their static imports, less what the entry loads anyway', () => {
    const dist = distWith({
      'index.html': { file: 'assets/app-1.js', imports: ['_framework.js'], css: ['assets/app.css'] },
      '_framework.js': { file: 'assets/framework-2.js' },
      'src/web/features/shell/AppLayout.tsx': { file: 'assets/AppLayout-3.js', imports: ['_framework.js'] },
      'src/web/routes/note-page.tsx': { file: 'assets/note-page-4.js', imports: ['_framework.js', '_shared.js'] },
      '_shared.js': { file: 'assets/shared-5.js' },
      'src/web/features/notes/view/VocabDialog.tsx': { file: 'assets/VocabDialog-6.js' },
    });
    expect(noteRouteChunks(dist)).toEqual(['assets/AppLayout-3.js', 'assets/note-page-4.js', 'assets/shared-5.js']);
  });

  it('are none without a build', () => {
    dir = mkdtempSync(join(tmpdir(), 'route-chunks-'));
    expect(noteRouteChunks(dir)).toEqual([]);
  });
});
