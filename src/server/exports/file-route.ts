import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthUser } from '../auth/session.ts';
import { unauthorized } from '../http/errors.ts';
import { parseOrThrow } from '../http/validation.ts';

/** `bytes` may be a stream for files written as they are read ("download my data"). */
export type FileReply = { contentType: string; fileName: string; bytes: Buffer | string | Readable };

type Spec<Q extends z.ZodType | undefined, B extends z.ZodType | undefined> = {
  method: 'GET' | 'POST';
  url: string;
  query?: Q;
  body?: B;
  rateLimit?: 'write';
};
type Parsed<S> = S extends z.ZodType ? z.infer<S> : undefined;

/** ASCII for old clients, RFC 5987 UTF-8 for the real name ("Wörter.apkg"). */
export function attachment(fileName: string): string {
  const ascii =
    fileName
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\%]/g, '')
      .trim() || 'export';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * A signed-in route that answers a file, not the JSON envelope, so it cannot go through defineRoute;
 * it validates with the same parseOrThrow, so its errors read like every other route's. `documented:
 * 'self'` as the audio file route: the OpenAPI document only describes JSON replies.
 */
export function fileRoute<Q extends z.ZodType | undefined, B extends z.ZodType | undefined>(
  app: FastifyInstance,
  spec: Spec<Q, B>,
  handler: (ctx: { user: AuthUser; query: Parsed<Q>; body: Parsed<B>; request: FastifyRequest }) => Promise<FileReply>,
): void {
  app.route({
    method: spec.method,
    url: `/v3${spec.url}`,
    config: { documented: 'self', rateLimitKind: spec.rateLimit, schemas: { query: spec.query, body: spec.body } },
    handler: async (request, reply) => {
      const user = await app.authenticate(request);
      if (!user) throw unauthorized();
      const query = (spec.query ? parseOrThrow(spec.query, request.query) : undefined) as Parsed<Q>;
      const body = (spec.body ? parseOrThrow(spec.body, request.body) : undefined) as Parsed<B>;
      const file = await handler({ user, query, body, request });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachment(file.fileName))
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  });
}
