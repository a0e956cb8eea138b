import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';

/**
 * Brotli's window sized to the page (the smallest that holds it, as brotli's own one-shot encoder picks):
 * the same bytes out for a page this small, but a quality-11 encoder with the default 4 MB window holds
 * tens of MB, and 28 pages compressed at once on the thread pool left ≈ 35 MB resident in malloc's
 * thread arenas after start (ADR 14, session 9).
 */
function brotliWindowBits(size: number): number {
  let bits = constants.BROTLI_MIN_WINDOW_BITS;
  while (bits < constants.BROTLI_MAX_WINDOW_BITS && (1 << bits) - 16 < size) bits++;
  return bits;
}

const compress: Record<Encoding, (raw: Buffer) => Promise<Buffer>> = {
  br: (raw) =>
    promisify(brotliCompress)(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(raw.length),
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
  gzip: (raw) => promisify(gzip)(raw, { level: 9 }),
};

/** Pages are compressed one after another (not all at once on the thread pool), one encoder alive at a time. */
let queue: Promise<unknown> = Promise.resolve();
function compressLater(encoding: Encoding, raw: Buffer): Promise<Buffer> {
  const next = queue.then(() => compress[encoding](raw));
  queue = next.catch(() => {});
  return next;
}

/** The first of br, gzip the request accepts (q > 0), else none. */
function accepted(header: string | undefined): Encoding | undefined {
  const weights = new Map(
    (header ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.split(';').map((s) => s.trim());
      const q = params.find((p) => p.startsWith('q='));
      return [name.toLowerCase(), q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  return (['br', 'gzip'] as const).find((encoding) => (weights.get(encoding) ?? 0) > 0);
}

/**
 * An HTML file changed at start (`mark`) and kept in memory with its brotli (quality 11) and gzip forms,
 * as scripts/precompress.ts makes the unchanged files' at build: compressing on every request instead
 * cost ≈ 4 ms more per page and sent ≈ 25 % more bytes (ADR 23, "Measured"). Quality 11 takes ≈ 0.2 s a
 * page, so a form is made off the main thread and not waited for, when a browser first asks for it (made
 * at start for every page, the encoders' memory stayed resident while the server idled: ADR 14, session
 * 9): until it is ready, the page goes out raw and the compression hook compresses it as it does the
 * API's answers.
 */
export function markedHtml(file: string, mark: (html: string) => string) {
  const raw = Buffer.from(mark(readFileSync(file, 'utf8')));
  const forms: Partial<Record<Encoding, Buffer>> = {};
  const started = new Set<Encoding>();
  const ready = (encoding: Encoding | undefined): Buffer | undefined => {
    if (!encoding) return undefined;
    if (!started.has(encoding)) {
      started.add(encoding);
      compressLater(encoding, raw).then(
        (body) => {
          forms[encoding] = body;
        },
        () => {},
      );
    }
    return forms[encoding];
  };
  return (request: FastifyRequest, reply: FastifyReply) => {
    const encoding = accepted(request.headers['accept-encoding']);
    const form = ready(encoding);
    reply.header('cache-control', 'no-cache').header('vary', 'Accept-Encoding').type('text/html; charset=utf-8');
    // A Content-Encoding already set tells the compression hook to leave the body alone.
    return form && encoding ? reply.header('content-encoding', encoding).send(form) : reply.send(raw);
  };
}
