import { ERROR_MESSAGES } from '../../common/errors.ts';
import { ADMIN_ROLE } from './roles.ts';
import type { AuthUser } from './session.ts';

/** Admin routes check this first, on every request (spec §6): the role Better Auth's admin plugin keeps. */
export const isAdmin = (user: Pick<AuthUser, 'role'>): boolean => user.role === ADMIN_ROLE;

/**
 * 403 'You don't have permission to perform this action.' for anyone but an admin. A status-carrying
 * error, which the API's error handler answers with code `forbidden`, as auth/routes.ts does: http/
 * imports auth/ (the signed-in user's type), so auth/ importing http/errors.ts would be a folder cycle.
 */
export function requireAdmin(user: Pick<AuthUser, 'role'>): void {
  if (!isAdmin(user)) throw Object.assign(new Error(ERROR_MESSAGES.forbidden), { statusCode: 403 });
}
