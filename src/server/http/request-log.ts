import type { FastifyInstance } from 'fastify';

/**
 * One log line per request, written when the answer has gone out, instead of Fastify's two (incoming,
 * completed): the same facts (method, path, status, time) at half the logging cost per request (ADR 14).
 * Errors are logged where they are handled, with their stack.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
    done();
  });
}
