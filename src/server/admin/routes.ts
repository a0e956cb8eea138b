import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import type { WaitlistDeps } from '../waitlist/service.ts';
import { defineRoute } from '../http/route.ts';
import { AdminOverview, AdminUser, AdminUserList, AdminUserParams, AdminUsersQuery, BanBody } from './schema.ts';
import { GrantPlanBody, SubscriptionOverview } from '../subscriptions/schema.ts';
import * as admin from './service.ts';

/** The admin area (ADR 24): every service call checks the admin role before anything else. */
/** `waitlist`: whitelisting an account goes through the waitlist (its entry, the profile, the e-mail). */
export function registerAdminRoutes(app: FastifyInstance, { db, waitlist }: { db: Db; waitlist: WaitlistDeps }): void {
  const tag = 'Admin';
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/admin/users',
      tag,
      summary: 'Accounts newest first, 50 a page after lastId, searched by e-mail or name (admins only)',
      auth: 'required',
      query: AdminUsersQuery,
      response: AdminUserList,
    },
    ({ user, query }) => admin.listUsers(db, user, query),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/admin/users/:id/ban',
      tag,
      summary: "Suspend an account: its sessions end now and sign-in is refused (admins only; not one's own)",
      auth: 'required',
      params: AdminUserParams,
      body: BanBody,
      response: AdminUser,
    },
    ({ user, params, body }) => admin.banUser(db, user, params.id, body.reason),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/admin/users/:id/unban',
      tag,
      summary: 'Lift a suspension: the account can sign in again (admins only)',
      auth: 'required',
      params: AdminUserParams,
      response: AdminUser,
    },
    ({ user, params }) => admin.unbanUser(db, user, params.id),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/admin/users/:id/whitelist',
      tag,
      summary: 'Let an account past the waitlist: its profile becomes whitelisted and active (admins only)',
      auth: 'required',
      params: AdminUserParams,
      response: AdminUser,
    },
    ({ user, params }) => admin.whitelistUser(waitlist, user, params.id),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/admin/users/:id/subscription',
      tag,
      summary: "An account's plan, period and quotas used this period (admins only)",
      auth: 'required',
      params: AdminUserParams,
      response: SubscriptionOverview,
    },
    ({ user, params }) => admin.userSubscription(db, user, params.id),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/admin/users/:id/plan',
      tag,
      summary: 'Grant a plan from now for a number of months or years, without payment (admins only; self-hosting)',
      auth: 'required',
      params: AdminUserParams,
      body: GrantPlanBody,
      response: SubscriptionOverview,
    },
    ({ user, params, body }) => admin.grantUserPlan(db, user, params.id, body),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/admin/overview',
      tag,
      summary: 'Sign-ups and notes per day (30 days) and jobs failed (7 days) (admins only)',
      auth: 'required',
      response: AdminOverview,
    },
    ({ user }) => admin.overview(db, user),
  );
}
