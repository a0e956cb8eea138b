import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BUDGETS, jsFiles, measureBudgets, type ViteManifest } from './check-budgets.ts';
import { precompressDir } from './precompress.ts';
import { publicShell } from './public-shell.ts';

const shell = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/app-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-2.js">
    <link rel="stylesheet" crossorigin href="/assets/app-3.css">
  </head>
  <body><div id="root"><!--app-html--></div></body>
</html>`;

describe('prerendered pages', () => {
  it('load the public script instead of the app and its preloads, and keep the styles', () => {
    const html = publicShell(shell, ['assets/public-9.js', 'assets/languages-4.js']);
    expect(html).toContain('<script type="module" async crossorigin src="/assets/public-9.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/languages-4.js">');
    expect(html).not.toContain('app-1.js');
    expect(html).not.toContain('react-2.js');
    expect(html).toContain('href="/assets/app-3.css"');
    expect(html).toContain('<html lang="en" data-page="prerendered">');
  });

  it('refuse a shell without the app entry, rather than ship a page with no script', () => {
    expect(() => publicShell('<html lang="en"></html>', ['assets/public-9.js'])).toThrow(/entry script/);
  });
});

describe('precompression', () => {
  it('writes .br and .gz beside text files that decompress to the same bytes, and skips small or binary ones', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lingoclip-precompress-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, '.vite'));
    const script = `export const words = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => `word${i}`))};`;
    writeFileSync(join(dir, 'assets', 'app.js'), script);
    writeFileSync(join(dir, 'assets', 'tiny.css'), 'a{color:red}');
    writeFileSync(join(dir, 'assets', 'logo.png'), Buffer.alloc(5000, 1));
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify({ big: 'x'.repeat(5000) }));
    const done = await precompressDir(dir);
    expect(done.map((f) => f.file)).toEqual([join(dir, 'assets', 'app.js')]);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'app.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'app.js.gz'))).toString()).toBe(script);
    expect(done[0]!.br).toBeLessThan(done[0]!.gz);
    expect(done[0]!.gz).toBeLessThan(script.length / 3);
  });
});

describe('bundle budgets', () => {
  const manifest: ViteManifest = {
    'index.html': { file: 'assets/app.js', imports: ['_react.js'], dynamicImports: ['src/Note.tsx'], isEntry: true },
    '_react.js': { file: 'assets/react.js' },
    'src/Note.tsx': { file: 'assets/Note.js', imports: ['_react.js', '_dialog.js'], css: ['assets/Note.css'] },
    '_dialog.js': { file: 'assets/dialog.js' },
    'src/Quiz.tsx': { file: 'assets/Quiz.js' },
  };

  it('count a page’s chunks and their static imports once, not the lazy chunks it does not load', () => {
    expect(jsFiles(manifest, ['index.html'])).toEqual(['assets/app.js', 'assets/react.js']);
    expect(jsFiles(manifest, ['index.html', 'src/Note.tsx']).sort()).toEqual(
      ['assets/app.js', 'assets/dialog.js', 'assets/Note.js', 'assets/react.js'].sort(),
    );
    expect(() => jsFiles(manifest, ['src/Missing.tsx'])).toThrow(/not in the Vite manifest/);
  });

  it('fail a page whose gzipped JavaScript is over its budget', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lingoclip-budget-'));
    mkdirSync(join(dir, '.vite'));
    mkdirSync(join(dir, 'assets'));
    const islands = 'src/web/public/islands.ts';
    const noteRoots = BUDGETS.find((b) => b.page.startsWith('note'))!.roots;
    const built: ViteManifest = {
      [islands]: { file: 'assets/public.js' },
      ...Object.fromEntries(noteRoots.map((key, i) => [key, { file: `assets/note-${i}.js` }])),
    };
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(built));
    writeFileSync(join(dir, 'assets', 'public.js'), 'console.log(1)');
    // Random bytes do not compress: 3 × 100 KB is over the note page's limit.
    for (let i = 0; i < noteRoots.length; i++) {
      writeFileSync(join(dir, 'assets', `note-${i}.js`), randomBytes(100_000));
    }
    const [landing, note] = measureBudgets(dir);
    expect(landing!.ok).toBe(true);
    expect(note!.ok).toBe(false);
    expect(note!.gzipKb).toBeGreaterThan(note!.maxGzipKb);
  });
});
