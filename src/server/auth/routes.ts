import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderMessage } from '../../common/errors.ts';
import {
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  nameTooLong,
  passwordProblem,
} from '../../common/credentials.ts';
import type { Auth } from './auth.ts';
import type { SignInLock } from './sign-in-lock.ts';

/**
 * Better Auth's endpoints that take a credential, a reset token or send mail: only these share the
 * brute-force bucket (RATE_LIMIT_AUTH_PER_MINUTE per address). Reading the session never does, so a
 * classroom behind one address is not signed out by its own page loads (ADR 10).
 */
export const CREDENTIAL_PATHS = [
  '/sign-in/*',
  '/sign-up/*',
  '/change-password',
  '/change-email',
  '/delete-user',
  '/verify-password',
  '/request-password-reset',
  '/reset-password',
  '/reset-password/*',
  '/send-verification-email',
  '/verify-email',
];

/** Where a new password or name travels, by endpoint: checked here so the message is a catalogued one. */
const PASSWORD_FIELD: Record<string, string> = {
  '/api/auth/sign-up/email': 'password',
  '/api/auth/change-password': 'newPassword',
  '/api/auth/reset-password': 'newPassword',
};
const NAME_PATHS = new Set(['/api/auth/sign-up/email', '/api/auth/update-user']);
const SIGN_IN_PATH = '/api/auth/sign-in/email';

/** Fastify's error handler turns `statusCode` + a catalogued message into the API's error body. */
const refused = (statusCode: number, message: string) => Object.assign(new Error(message), { statusCode });

/** The account rules Better Auth does not know: a name's length and a password not on the common list. */
function checkCredentials(path: string, body: Record<string, unknown>): void {
  const field = PASSWORD_FIELD[path];
  const password = field ? body[field] : undefined;
  if (typeof password === 'string') {
    const problem = passwordProblem(password);
    if (problem) {
      const limits = { min: String(PASSWORD_MIN_LENGTH), max: String(PASSWORD_MAX_LENGTH) };
      throw refused(400, renderMessage(problem, limits));
    }
  }
  if (!NAME_PATHS.has(path) || !('name' in body)) return;
  // Better Auth passes a null or numeric name through to a NOT NULL text column (a 500 without this).
  if (typeof body.name !== 'string') throw refused(400, renderMessage('name_not_text'));
  if (nameTooLong(body.name)) throw refused(400, renderMessage('name_too_long', { max: String(NAME_MAX_LENGTH) }));
}

/** Mounts Better Auth under /api/auth/* by translating Fastify requests to Fetch requests. */
export function registerAuthRoutes(
  app: FastifyInstance,
  auth: Auth,
  { baseUrl, lock }: { baseUrl: string; lock: SignInLock },
): void {
  async function forward(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, baseUrl);
    const body = request.method !== 'GET' && request.body != null ? (request.body as Record<string, unknown>) : null;
    if (body) checkCredentials(url.pathname, body);
    const email = url.pathname === SIGN_IN_PATH && typeof body?.email === 'string' ? body.email : null;
    if (email) {
      const seconds = await lock.lockedFor(email);
      if (seconds) {
        reply.header('retry-after', String(seconds));
        throw refused(429, renderMessage('sign_in_locked', { minutes: String(Math.ceil(seconds / 60)) }));
      }
    }
    const response = await auth.handler(
      new Request(url, {
        method: request.method,
        headers: fromNodeHeaders(request.headers),
        body: body ? JSON.stringify(body) : undefined,
      }),
    );
    if (email && response.status === 401) await lock.recordFailure(email);
    if (email && response.ok) await lock.clear(email);
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie') reply.header(key, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    const text = response.body ? await response.text() : null;
    return reply.send(text);
  }

  // Better Auth's organization endpoints are off (auth.ts): teams go through /v3/team… (ADR 25).
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/organization/*',
    handler: async () => {
      throw refused(404, renderMessage('not_found'));
    },
  });
  // Reads (get-session, list-sessions, …) are not limited, like every other GET; other writes
  // (sign-out, update-user) share the write bucket; credential endpoints the brute-force one.
  app.route({ method: 'GET', url: '/api/auth/*', handler: forward });
  app.route({ method: 'POST', url: '/api/auth/*', config: { rateLimitKind: 'write' }, handler: forward });
  for (const path of CREDENTIAL_PATHS) {
    app.route({
      method: ['GET', 'POST'],
      url: `/api/auth${path}`,
      config: { rateLimitKind: 'auth' },
      handler: forward,
    });
  }
}
