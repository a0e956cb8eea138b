import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../auth/admin.ts';
import { defineRoute } from '../http/route.ts';
import { mailLocale } from '../mail/locale.ts';
import {
  ConfirmWaitlistBody,
  JoinWaitlistBody,
  MyWaitlist,
  WaitlistBatch,
  WaitlistBatchBody,
  WaitlistCounts,
  WaitlistEmailQuery,
  WaitlistEntry,
  WaitlistPage,
  WaitlistPageQuery,
  WaitlistStatus,
  WaitlistStatusBody,
  WHITELIST_BATCH_MAX,
} from './schema.ts';
import * as waitlist from './service.ts';

/** Spec §7 "Waitlist": join and check-status need no sign-in (throttled per address as sign-in is); the rest is admin. */
export function registerWaitlistRoutes(app: FastifyInstance, deps: waitlist.WaitlistDeps): void {
  const tag = 'Waitlist';
  const { db } = deps;
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/waitlist/join',
      tag,
      summary: 'Join the waitlist (again changes nothing) and get a confirmation link by e-mail',
      auth: 'none',
      rateLimit: 'auth',
      body: JoinWaitlistBody,
      response: WaitlistStatus,
    },
    ({ body, request }) =>
      waitlist.joinFromForm(deps, { ...body, locale: mailLocale(request.headers['accept-language']) }),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/waitlist/confirm',
      tag,
      summary: 'Confirm an address by its mailed link; only then does its referral move the referrer up',
      auth: 'none',
      rateLimit: 'auth',
      body: ConfirmWaitlistBody,
      response: WaitlistStatus,
    },
    ({ body }) => waitlist.confirm(deps, body.token),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/waitlist/check-status',
      tag,
      summary: "An address's status and place in the queue, nothing else",
      auth: 'none',
      rateLimit: 'auth',
      query: WaitlistEmailQuery,
      response: WaitlistStatus,
    },
    ({ query }) => waitlist.statusOf(db, query.email),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/waitlist/me',
      tag,
      summary: 'The signed-in person’s place, referral id and how many joined through it',
      auth: 'required',
      whileWaiting: true,
      response: MyWaitlist,
    },
    ({ user, request }) => waitlist.mine(deps, user, mailLocale(request.headers['accept-language'])),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/waitlist',
      tag,
      summary: 'Admin: entries, waiting first in queue order, 50 a page after lastId; q searches the address',
      auth: 'required',
      query: WaitlistPageQuery,
      response: WaitlistPage,
    },
    ({ user, query }) => {
      requireAdmin(user);
      return waitlist.listEntries(db, query);
    },
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/waitlist/total-count',
      tag,
      summary: 'Admin: how many entries, waiting and whitelisted',
      auth: 'required',
      response: WaitlistCounts,
    },
    ({ user }) => {
      requireAdmin(user);
      return waitlist.counts(db);
    },
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/waitlist/status',
      tag,
      summary: 'Admin: whitelist an address; its account becomes active and an e-mail goes out once',
      auth: 'required',
      body: WaitlistStatusBody,
      response: WaitlistEntry,
    },
    ({ user, body }) => {
      requireAdmin(user);
      return waitlist.whitelist(deps, body.email);
    },
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/waitlist/status/batch',
      tag,
      summary: `Admin: whitelist up to ${WHITELIST_BATCH_MAX} addresses, all or none; one e-mail each that changed`,
      auth: 'required',
      body: WaitlistBatchBody,
      response: WaitlistBatch,
    },
    async ({ user, body }) => {
      requireAdmin(user);
      return { entries: await waitlist.whitelistMany(deps, body.emails) };
    },
  );
}
