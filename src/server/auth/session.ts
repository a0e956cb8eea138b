import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import type { Auth } from './auth.ts';

export type AuthUser = { id: string; email: string; name: string; role: string | null };

/** The signed-in user from the session cookie or an `Authorization: Bearer` token, else null. */
export async function userFromRequest(auth: Auth, request: FastifyRequest): Promise<AuthUser | null> {
  const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session) return null;
  const { id, email, name, role } = session.user as { id: string; email: string; name: string; role?: string | null };
  return { id, email, name, role: role ?? null };
}
