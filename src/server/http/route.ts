import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthUser } from '../auth/session.ts';
import type { KeptAnswer } from './answer-cache.ts';
import { acceptedEncoding, COMPRESS_THRESHOLD_BYTES, compressAnswer } from './compression.ts';
import { forbidden, MESSAGES, unauthorized } from './errors.ts';
import { responseCheck } from './response-check.ts';
import { parseOrThrow } from './validation.ts';

/** What Fastify writes for an object it serialises, so a cached answer is sent the same way. */
const JSON_TYPE = 'application/json; charset=utf-8';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Schema = z.ZodType;
type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

export type RouteSpec<P, Q, B, R extends Schema> = {
  method: Method;
  /** Path below /v3 in Fastify form (`/note/:id`). */
  url: string;
  summary: string;
  tag: string;
  /** 'required': 401 without a session; 'optional': handler gets the user when there is one. */
  auth: 'required' | 'optional' | 'none';
  rateLimit?: 'auth' | 'write';
  /** Bytes a request body may have, when a route takes more than the app's default (recordings, ADR 35). */
  bodyLimit?: number;
  /** Answers a signed-in user still on the waitlist (their profile, their place in the queue); others get 403. */
  whileWaiting?: boolean;
  /**
   * The answer depends only on the URL and the asker's rows that bump `user_data_version` (ADR 40; the
   * triggers of migration 0022 name the tables): it is served again, byte for byte, while that version
   * stands. A route that reads anything else must not say so.
   */
  cachedUntilDataChanges?: boolean;
  params?: P;
  query?: Q;
  body?: B;
  /** Schema of the `entity` inside the success envelope. */
  response: R;
  status?: number;
};

export type RouteContext<P, Q, B, A> = {
  params: Infer<P>;
  query: Infer<Q>;
  body: Infer<B>;
  user: A;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** What a route validates, kept on its Fastify config so tests can reach every route's schemas (the fuzz test). */
export type RequestSchemas = { params?: Schema; query?: Schema; body?: Schema };

export type RouteDoc = RouteSpec<Schema | undefined, Schema | undefined, Schema | undefined, Schema>;

type UserFor<S> = S extends { auth: 'required' } ? AuthUser : AuthUser | null;

/**
 * Declares one /v3 route: zod schemas beside the path, validation with the spec's messages,
 * authentication, and the `{ entity }` envelope. Every route goes through here, so the OpenAPI
 * document (built from `app.routeDocs`) always matches what is served.
 */
export function defineRoute<
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  R extends Schema,
  S extends RouteSpec<P, Q, B, R>,
>(
  app: FastifyInstance,
  spec: S & RouteSpec<P, Q, B, R>,
  handler: (ctx: RouteContext<P, Q, B, UserFor<S>>) => Promise<z.input<R>> | z.input<R>,
): void {
  app.routeDocs.push(spec as RouteDoc);
  const checkAnswer = responseCheck(spec.response);
  app.route({
    method: spec.method,
    url: `/v3${spec.url}`,
    ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
    config: {
      rateLimitKind: spec.rateLimit ?? (spec.method === 'GET' ? undefined : 'write'),
      documented: true,
      schemas: { params: spec.params, query: spec.query, body: spec.body },
    },
    handler: async (request, reply) => {
      const user = spec.auth === 'none' ? null : await app.authenticate(request);
      if (spec.auth === 'required' && !user) throw unauthorized();
      if (user?.waiting && !spec.whileWaiting) throw forbidden(MESSAGES.waitlisted);
      const cached =
        spec.cachedUntilDataChanges && user?.dataVersion !== undefined
          ? { key: `${user.id} ${request.url}`, version: user.dataVersion }
          : undefined;
      const form = cached ? acceptedEncoding(request.headers) : null;
      const kept = cached && app.answerCache.get(cached.key, cached.version, form ?? 'identity');
      if (kept) return sendKept(reply, kept);
      const ctx = {
        params: spec.params ? parseOrThrow(spec.params, request.params) : undefined,
        query: spec.query ? parseOrThrow(spec.query, request.query) : undefined,
        body: spec.body ? parseOrThrow(spec.body, request.body) : undefined,
        user,
        request,
        reply,
      } as RouteContext<P, Q, B, UserFor<S>>;
      const entity = checkAnswer(await handler(ctx));
      reply.status(spec.status ?? 200);
      if (!cached) return { entity };
      const body = Buffer.from(JSON.stringify({ entity }));
      // Kept as sent: compressed here once, not by the compression plugin on every request.
      const answer =
        form && body.length >= COMPRESS_THRESHOLD_BYTES
          ? { bytes: compressAnswer(form, body), encoding: form }
          : { bytes: body, encoding: null };
      app.answerCache.set(cached.key, cached.version, form ?? 'identity', answer);
      return sendKept(reply, answer);
    },
  });
}

function sendKept(reply: FastifyReply, answer: KeptAnswer) {
  reply.type(JSON_TYPE);
  if (answer.encoding) {
    const vary = reply.getHeader('vary');
    reply.header('content-encoding', answer.encoding);
    reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  }
  return reply.send(answer.bytes);
}
