import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { admin, bearer, organization } from 'better-auth/plugins';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../common/credentials.ts';
import { renderMessage } from '../../common/errors.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema/auth.ts';
// Read only: Better Auth checks at start that its adapter sees every table of its plugins. The teams
// domain owns these rows; the plugin's endpoints that would write them are off (ADR 25).
import * as teamTables from '../db/schema/teams.ts';
import { promoteListedAdmin } from './roles.ts';

type MailInput = { email: string; name: string; url: string };

/** What Better Auth asks the app to deliver; the composition (app.ts) renders and queues the mail. */
export type AuthMail = {
  /** `url` is the one-time link; `request` carries the asker's Accept-Language (the mail's language). */
  passwordReset(input: MailInput, request?: Request): Promise<void>;
  /** Confirms an address: a new account's (REQUIRE_EMAIL_VERIFICATION), or the new one of an e-mail change. */
  verifyEmail(input: MailInput, request?: Request): Promise<void>;
};

/** What the app does around account events that auth cannot know about (other domains' data). */
export type AuthDeps = {
  mail?: AuthMail;
  /** Before an account's rows go (they cascade): remove what lives outside the database, e.g. audio files. */
  beforeDeleteUser?: (user: { id: string; email: string }) => Promise<void>;
  /** After an account is made (the waitlist puts it in the queue); `acceptLanguage` is the asker's. */
  afterSignUp?: (
    user: { id: string; email: string; emailVerified: boolean },
    acceptLanguage: string | null,
  ) => Promise<void>;
  /** After an address is proven by its link (sign-up or e-mail change): the waitlist confirms its entry. */
  afterEmailVerified?: (user: { id: string; email: string }) => Promise<void>;
};

/** How long an e-mail confirmation link works. */
export const VERIFY_LINK_SECONDS = 24 * 60 * 60;

/** How long a password-reset link works (Better Auth deletes the token when it is used). */
export const RESET_LINK_SECONDS = 60 * 60;

const AUTH_STATUS = { 400: 'BAD_REQUEST', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 409: 'CONFLICT' } as const;

/**
 * A refusal of the app's (a coded error with a 4xx `status`, e.g. "transfer your team first") as Better
 * Auth's error, so the person gets its status and catalogued sentence instead of a 500.
 */
function asAuthError(error: unknown): unknown {
  const status = (error as { status?: unknown })?.status;
  if (error instanceof Error && typeof status === 'number' && status in AUTH_STATUS) {
    return new APIError(AUTH_STATUS[status as keyof typeof AUTH_STATUS], { message: error.message });
  }
  return error;
}

/** Days an invitation to a team is valid (ADR 25); the teams domain writes the rows. */
export const INVITATION_DAYS = 7;

/**
 * Better Auth's organization plugin: its tables (db/schema/teams.ts) and the session's active
 * organization. Its endpoints would let any member act outside our permission table (ADR 25), so every
 * one of them is off (`disabledPaths`, and routes.ts answers 404 under /api/auth/organization/ before
 * Better Auth sees the request); the teams domain (/v3/team…) is the only way in.
 */
const teamsPlugin = () =>
  organization({
    allowUserToCreateOrganization: false,
    creatorRole: 'owner',
    invitationExpiresIn: INVITATION_DAYS * 24 * 60 * 60,
  });
// Server-only endpoints (addMember) have no path.
const TEAMS_PLUGIN_PATHS = Object.values(teamsPlugin().endpoints)
  .map((endpoint) => endpoint.path)
  .filter((path): path is string => typeof path === 'string');

const pluginTables = {
  organization: teamTables.organization,
  member: teamTables.member,
  invitation: teamTables.invitation,
};

export function createAuth(
  db: Db,
  config: Pick<Config, 'baseUrl' | 'authSecret' | 'trustedOrigins' | 'requireEmailVerification' | 'adminEmails'> &
    Partial<Pick<Config, 'social'>>,
  { mail, beforeDeleteUser, afterSignUp, afterEmailVerified }: AuthDeps = {},
) {
  return betterAuth({
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    disabledPaths: TEAMS_PLUGIN_PATHS,
    secret: config.authSecret,
    database: drizzleAdapter(db, { provider: 'pg', schema: { ...schema, ...pluginTables } }),
    trustedOrigins: config.trustedOrigins,
    // The route wrapper (routes.ts) checks the same bounds first with catalogued messages; these are the backstop.
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      // Off by default for self-hosting (REQUIRE_EMAIL_VERIFICATION): then sign-in waits for the link.
      requireEmailVerification: config.requireEmailVerification && Boolean(mail),
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      // A reset is what someone does when they fear another has the password: every session ends.
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: mail
        ? ({ user, url }, request) => mail.passwordReset({ email: user.email, name: user.name, url }, request)
        : undefined,
    },
    emailVerification: mail
      ? {
          sendOnSignUp: config.requireEmailVerification,
          autoSignInAfterVerification: true,
          expiresIn: VERIFY_LINK_SECONDS,
          sendVerificationEmail: ({ user, url }, request) =>
            mail.verifyEmail({ email: user.email, name: user.name, url }, request),
          afterEmailVerification: async (user) => afterEmailVerified?.(user),
        }
      : undefined,
    user: {
      // The new address must confirm it (a link mailed to it) before the account's e-mail changes.
      changeEmail: { enabled: Boolean(mail) },
      // Needs the password again (or a session younger than a day); files go first, rows cascade.
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => {
          try {
            await beforeDeleteUser?.(user);
          } catch (error) {
            throw asAuthError(error);
          }
        },
      },
    },
    // Only the configured ones: Google and GitHub give a verified e-mail, so an existing account with
    // that address is signed in (Better Auth links accounts from trusted providers only).
    socialProviders: {
      ...(config.social?.google ? { google: config.social.google } : {}),
      ...(config.social?.github ? { github: config.social.github } : {}),
    },
    account: { accountLinking: { enabled: true, trustedProviders: ['google', 'github'] } },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // No signed copy of the session in a cookie: with one, sign-out and revocation took up to its
      // lifetime (60 s) to take effect. Every request reads the session row instead (cost in ADR 10).
      cookieCache: { enabled: false },
    },
    // Better Auth skips its Origin/CSRF checks when it sees a test run (NODE_ENV=test or TEST); tests run
    // the checks production has, so a test can prove a cross-site /api/auth write is refused.
    advanced: { disableOriginCheck: false },
    // Fastify applies the rate limits (one mechanism for the whole server).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // ADMIN_EMAILS (ADR 24): an account whose address is listed is an admin from its next session on.
    databaseHooks: {
      session: { create: { after: async (session) => promoteListedAdmin(db, session.userId, config.adminEmails) } },
      // The waitlist puts a new account in the queue when it is on (ADR 23).
      user: afterSignUp
        ? {
            create: {
              after: async (user, context) => afterSignUp(user, context?.headers?.get('accept-language') ?? null),
            },
          }
        : undefined,
    },
    // organization(): see teamsPlugin above; its endpoints are disabled.
    // admin() stays: its endpoints need the admin role, which only an operator grants (ADR 10). It also
    // refuses a banned account's sign-in (its session hook), with our catalogued sentence (ADR 24).
    plugins: [admin({ bannedUserMessage: renderMessage('account_banned') }), bearer(), teamsPlugin()],
  });
}

export type Auth = ReturnType<typeof createAuth>;
