import { forbidden } from '../http/errors.ts';
import type { AuthUser } from './session.ts';

/** Admin routes check this first, on every request (spec §6): the role Better Auth's admin plugin keeps. */
export const isAdmin = (user: Pick<AuthUser, 'role'>): boolean => user.role === 'admin';

/** 403 'You don't have permission to perform this action.' for anyone but an admin. */
export function requireAdmin(user: Pick<AuthUser, 'role'>): void {
  if (!isAdmin(user)) throw forbidden();
}
