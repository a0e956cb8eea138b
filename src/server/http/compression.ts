import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
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

/**
 * The encoding an asker accepts, read by the plugin's own negotiator: the highest q, br first on a tie.
 * (The plugin reads a bare `*` as gzip; here it takes br, which that asker accepts too.)
 */
export function acceptedEncoding(headers: Record<string, string | string[] | undefined>): Encoding | null {
  const accept = headers['accept-encoding'];
  if (typeof accept !== 'string' || headers['x-no-compression'] !== undefined) return null;
  return negotiate(accept.toLowerCase(), [...ENCODINGS]);
}

/** A whole answer compressed as the plugin would, for answers kept compressed (ADR 40). */
export function compressAnswer(encoding: Encoding, bytes: Buffer): Buffer {
  return encoding === 'br' ? brotliCompressSync(bytes, BROTLI_OPTIONS) : gzipSync(bytes, GZIP_OPTIONS);
}
