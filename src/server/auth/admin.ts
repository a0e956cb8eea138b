import { ERROR_MESSAGES } from '../../common/error-messages.ts';
import { ADMIN_ROLE } from './roles.ts';
import type { AuthUser } from './session.ts';

/** Admin routes check this first, on every request (spec §6): the role Better Auth's admin plugin keeps. */
export const isAdmin = (user: Pick<AuthUser, 'role'>): boolean => user.role === ADMIN_ROLE;

/**
 * 403 'You don't have permission to perform this action.' for anyone but an admin. Thrown as auth's
 * other refusals are (routes.ts): a status and a catalogued sentence, which the error handler turns into
 * the API's error body — auth sits below http and does not import it.
 */
export function requireAdmin(user: Pick<AuthUser, 'role'>): void {
  if (!isAdmin(user)) throw Object.assign(new Error(ERROR_MESSAGES.forbidden), { statusCode: 403 });
}
