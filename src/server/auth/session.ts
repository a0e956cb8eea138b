import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { session as sessionTable, user as userTable } from '../db/schema/auth.ts';
import { userDataVersion } from '../db/schema/data-version.ts';
import type { Auth } from './auth.ts';

export type AuthUser = {
  id: string;
  email: string;
  name: string;
  role: string | null;
  /** On the waitlist (WAITLIST_ENABLED, not yet whitelisted): only routes marked `whileWaiting` answer (ADR 23). */
  waiting?: boolean;
  /**
   * The learner's data version as the session query read it (`user_data_version`, ADR 40): a cached list
   * answer built at this version is still true. Absent when Better Auth read the session.
   */
  dataVersion?: number;
};

/**
 * The signed-in user from the session cookie or an `Authorization: Bearer` token, else null, the way
 * Better Auth reads it: from the database, never from the cookie cache (a signed-out session must fail
 * at once), extending a session due for it.
 */
export async function userFromRequest(auth: Auth, request: FastifyRequest): Promise<AuthUser | null> {
  const session = await auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
    query: { disableCookieCache: true },
  });
  if (!session) return null;
  const { id, email, name, role } = session.user as { id: string; email: string; name: string; role?: string | null };
  return { id, email, name, role: role ?? null };
}

function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The token of a signed session cookie (`<token>.<base64 HMAC-SHA256>`, as better-call signs it), or null. */
export function verifiedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

const VERIFIED_COOKIES_KEPT = 10_000;

/**
 * Reads the session of every API request (ADR 14). Better Auth's getSession verifies the cookie with
 * WebCrypto (a thread-pool round trip), reads the session and then the user (two queries), and signs a
 * new cookie-cache cookie the API never sends: most of a signed-in request's cost. For a session cookie
 * this verifies the signature in-process and reads session, user and data version (ADR 40) in one query;
 * a session due for its daily refresh, a bearer token or anything unusual still goes through Better Auth.
 * A deleted session (sign-out) is seen by the next request: this never trusts the cookie cache.
 */
export function sessionReader(auth: Auth, db: Db): (request: FastifyRequest) => Promise<AuthUser | null> {
  const context = auth.$context;
  // Built once and prepared on each connection: no query building or planning per request.
  const byToken = db
    .select({
      expiresAt: sessionTable.expiresAt,
      id: userTable.id,
      email: userTable.email,
      name: userTable.name,
      role: userTable.role,
      dataVersion: sql<number>`coalesce(${userDataVersion.version}, 0)`.mapWith(Number),
    })
    .from(sessionTable)
    .innerJoin(userTable, eq(userTable.id, sessionTable.userId))
    .leftJoin(userDataVersion, eq(userDataVersion.userId, sessionTable.userId))
    .where(eq(sessionTable.token, sql.placeholder('token')))
    .prepare('session_by_token');
  // A cookie's signature is checked once: the same value always verifies the same way, and a learner's
  // every request carries it (an HMAC per request was ~5 % of a signed-in request's CPU). Bounded; the
  // oldest entries go first.
  const checked = new Map<string, string | null>();
  const verified = (cookie: string, secret: string) => {
    let token = checked.get(cookie);
    if (token === undefined) {
      token = verifiedToken(cookie, secret);
      if (checked.size >= VERIFIED_COOKIES_KEPT) checked.delete(checked.keys().next().value!);
      checked.set(cookie, token);
    }
    return token;
  };
  return async (request) => {
    if (request.headers.authorization) return userFromRequest(auth, request);
    const { secret, authCookies, sessionConfig } = await context;
    const cookie = cookieValue(request.headers.cookie, authCookies.sessionToken.name);
    if (!cookie) return null;
    const token = verified(cookie, secret);
    if (!token) return userFromRequest(auth, request);
    const [row] = await byToken.execute({ token });
    if (!row) return null;
    const now = Date.now();
    if (row.expiresAt.getTime() < now) return null;
    // Better Auth extends a session once `updateAge` has passed since it was last extended.
    if (row.expiresAt.getTime() - sessionConfig.expiresIn * 1000 + sessionConfig.updateAge * 1000 <= now) {
      return userFromRequest(auth, request);
    }
    return { id: row.id, email: row.email, name: row.name, role: row.role ?? null, dataVersion: row.dataVersion };
  };
}

/** The account with this address (Better Auth keeps addresses lower-cased), or null. */
export async function userIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db.select({ id: userTable.id }).from(userTable).where(eq(userTable.email, email.toLowerCase()));
  return row?.id ?? null;
}
