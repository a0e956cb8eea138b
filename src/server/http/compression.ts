import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this a compressed body saves less than the headers it adds. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Brotli or gzip for every dynamic response (the /v3 JSON, the app shell), chosen by Accept-Encoding.
 * Brotli runs at quality 4 here: on the fly, quality 11 costs ~20× the CPU for ~10 % fewer bytes; the
 * static files get quality 11 once, at build (scripts/precompress.ts), and are served as they are.
 * Request bodies are not inflated: a few KB of gzip can expand past the body limit's intent.
 * Registered before any route so that its hooks reach them all, @fastify/static included.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
