import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this a compressed body saves less than the headers it adds. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** In the order preferred when the asker accepts both equally. */
const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP_OPTIONS = { level: 6 };

/**
 * Brotli or gzip for every dynamic response (the /v3 JSON, the app shell), chosen by Accept-Encoding.
 * Brotli runs at quality 4 here: on the fly, quality 11 costs ~20× the CPU for ~10 % fewer bytes; the
 * static files get quality 11 once, at build (scripts/precompress.ts), and are served as they are.
 * Request bodies are not inflated: a few KB of gzip can expand past the body limit's intent.
 * Registered before any route so that its hooks reach them all, @fastify/static included. A reply that
 * already has a Content-Encoding (a kept answer, `compressAnswer`) is sent as it is.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: [...ENCODINGS],
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });
}

/** The encoding an asker accepts, as the compression plugin chooses it: the highest q, br first on a tie. */
export function acceptedEncoding(headers: Record<string, string | string[] | undefined>): Encoding | null {
  const accept = headers['accept-encoding'];
  if (typeof accept !== 'string' || headers['x-no-compression'] !== undefined) return null;
  const weights = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  let best: Encoding | null = null;
  for (const encoding of ENCODINGS) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > 0 && (best === null || weight > (weights.get(best) ?? weights.get('*') ?? 0))) best = encoding;
  }
  return best;
}

/** A whole answer compressed as the plugin would, for answers kept compressed (ADR 40). */
export function compressAnswer(encoding: Encoding, bytes: Buffer): Buffer {
  return encoding === 'br' ? brotliCompressSync(bytes, BROTLI_OPTIONS) : gzipSync(bytes, GZIP_OPTIONS);
}
