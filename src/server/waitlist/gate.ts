import type { FastifyRequest } from 'fastify';
import { isAdmin } from '../auth/admin.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { activityReader } from '../users/profile.ts';

type Authenticate = (request: FastifyRequest) => Promise<AuthUser | null>;

/**
 * With WAITLIST_ENABLED, marks a signed-in account that is not active yet as `waiting` (defineRoute then
 * answers 403 but for the routes a waiting person needs). One prepared primary-key read per request;
 * admins skip it (always active). Off, the session reader is used as it is: no cost at all.
 */
export function withWaitlist(authenticate: Authenticate, db: Db): Authenticate {
  const isActive = activityReader(db);
  return async (request) => {
    const user = await authenticate(request);
    if (!user || isAdmin(user)) return user;
    return (await isActive(user.id)) ? user : { ...user, waiting: true };
  };
}
