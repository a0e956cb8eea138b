import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_MESSAGES } from '../../common/errors.ts';
import { forbidden } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A browser attaches cookies to cross-site requests by itself; it never adds an Authorization header. */
const sentByCookie = (request: FastifyRequest) =>
  Boolean(request.headers.cookie) && !/^bearer\s/i.test(request.headers.authorization ?? '');

const isJson = (contentType: string | undefined) => /^application\/json\s*(;|$)/i.test(contentType ?? '');

/**
 * Cross-site request forgery guard for cookie-authenticated /v3 writes (ADR 10). A page of another site
 * can make a browser send a form or a simple fetch with the learner's cookie, but it cannot claim our
 * Origin (or `Sec-Fetch-Site: same-origin`), and it cannot send `application/json` without a CORS
 * preflight that CORS_ORIGINS decides. So both are required, body-less writes included. Bearer-token
 * clients carry no ambient credential and are not checked; Better Auth checks its own /api/auth writes.
 */
export function registerCrossSiteGuard(app: FastifyInstance, trustedOrigins: string[]): void {
  const allowed = new Set(trustedOrigins);
  app.addHook('onRequest', (request, _reply, done) => {
    // The matched route's path, not the raw URL: encodings of the path cannot slip past the check.
    const path = request.routeOptions.url ?? request.url;
    if (SAFE_METHODS.has(request.method) || !path.startsWith('/v3/') || !sentByCookie(request)) return done();
    const origin = request.headers.origin;
    const sameOrigin = (origin && allowed.has(origin)) || request.headers['sec-fetch-site'] === 'same-origin';
    if (!sameOrigin) return done(forbidden(ERROR_MESSAGES.cross_site_request));
    if (!isJson(request.headers['content-type'])) return done(forbidden(ERROR_MESSAGES.json_content_type_required));
    done();
  });
}
