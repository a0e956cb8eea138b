import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Text types worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);
/** Matches the server's dynamic threshold (src/server/http/compression.ts): smaller files go out as they are. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // `.vite/` holds the build manifest, which is read at build and test time, never served.
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (COMPRESSIBLE.has(extname(entry.name)) && statSync(path).size >= MIN_BYTES) yield path;
  }
}

/**
 * Writes `file.br` (Brotli, quality 11) and `file.gz` (gzip, level 9) beside every compressible file, once
 * at build, so the server sends the smallest form without spending CPU per request (@fastify/static's
 * `preCompressed`). Returns the files it compressed with their sizes.
 */
export async function precompressDir(dir: string): Promise<{ file: string; raw: number; br: number; gz: number }[]> {
  const files = [...filesUnder(dir)];
  return Promise.all(
    files.map(async (file) => {
      const raw = readFileSync(file);
      const [br, gzipped] = await Promise.all([
        brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gz(raw, { level: 9 }),
      ]);
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gzipped);
      return { file, raw: raw.length, br: br.length, gz: gzipped.length };
    }),
  );
}

if (import.meta.main) {
  const dir = process.argv[2] ?? join(import.meta.dirname, '..', 'dist', 'web');
  const done = await precompressDir(dir);
  const total = (key: 'raw' | 'br' | 'gz') => Math.round(done.reduce((sum, f) => sum + f[key], 0) / 1024);
  console.log(`precompressed ${done.length} files: ${total('raw')} KB → ${total('br')} KB br, ${total('gz')} KB gzip`);
}
