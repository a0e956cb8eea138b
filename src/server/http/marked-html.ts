import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';

const compress: Record<Encoding, (raw: Buffer) => Promise<Buffer>> = {
  br: (raw) => promisify(brotliCompress)(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (raw) => promisify(gzip)(raw, { level: 9 }),
};

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
 * page, so the forms are made off the main thread and not waited for: until one is ready, the page goes
 * out raw and the compression hook compresses it as it does the API's answers.
 */
export function markedHtml(file: string, mark: (html: string) => string) {
  const raw = Buffer.from(mark(readFileSync(file, 'utf8')));
  const forms: Partial<Record<Encoding, Buffer>> = {};
  for (const encoding of ['br', 'gzip'] as const) {
    compress[encoding](raw).then(
      (body) => {
        forms[encoding] = body;
      },
      () => {},
    );
  }
  return (request: FastifyRequest, reply: FastifyReply) => {
    const encoding = accepted(request.headers['accept-encoding']);
    const ready = encoding && forms[encoding];
    reply.header('cache-control', 'no-cache').header('vary', 'Accept-Encoding').type('text/html; charset=utf-8');
    // A Content-Encoding already set tells the compression hook to leave the body alone.
    return ready ? reply.header('content-encoding', encoding).send(ready) : reply.send(raw);
  };
}
