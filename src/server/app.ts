import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest, LogController } from 'fastify';
import type { Logger } from 'pino';
import { PLANS } from '../common/plans.ts';
import { registerAdminRoutes } from './admin/routes.ts';
import { registerAiChatRoutes } from './ai-chat/routes.ts';
import { createAuth, type Auth } from './auth/auth.ts';
import { registerAudioRoutes } from './audio/routes.ts';
import { audioDeps, eraseLearnerAudio } from './audio/service.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { registerBillingRoutes } from './billing/routes.ts';
import { registerClipRoutes } from './clips/routes.ts';
import { planAccess } from './billing/plan-access.ts';
import { sessionReader, type AuthUser } from './auth/session.ts';
import { signInLock } from './auth/sign-in-lock.ts';
import { createServices, type Services } from './compose.ts';
import type { Config } from './config.ts';
import { registerFlashcardRoutes } from './flashcards/routes.ts';
import type { Database } from './db/client.ts';
import { registerHealthRoutes } from './health/routes.ts';
import { registerCrossSiteGuard } from './http/cross-site.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { registerOpenApiRoute } from './http/openapi.ts';
import { registerRequestLog } from './http/request-log.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';

import { registerCompression } from './http/compression.ts';
import type { RequestSchemas, RouteDoc } from './http/route.ts';
import { appShell, registerWebApp } from './http/web-app.ts';
import { registerInputGuard } from './http/well-formed.ts';
import type { Queue } from './jobs/queue.ts';
import { registerMaterialRoutes } from './material/routes.ts';
import { authMail } from './mail/service.ts';
import { registerLibraryRoutes } from './library/routes.ts';
import { registerNoteRoutes } from './notes/routes.ts';
import { registerUserRoutes } from './users/routes.ts';
import { registerTranslationRoutes } from './translation/routes.ts';
import { registerVocabDeckRoutes } from './vocab-deck/routes.ts';
import { isNoteShared } from './notes/sharing.ts';
import { registerSavedWordRoutes } from './saved-words/routes.ts';
import { registerSavedSentenceRoutes } from './saved-sentences/routes.ts';
import { registerReviewRoutes } from './reviews/routes.ts';
import { registerQuizRoutes } from './quizzes/routes.ts';
import { registerExportRoutes } from './exports/routes.ts';
import { registerWordStatusRoutes } from './word-status/routes.ts';
import { registerDictionaryEntryRoutes } from './dictionary-entry/routes.ts';
import { withWaitlist } from './waitlist/gate.ts';
import { registerWaitlistRoutes } from './waitlist/routes.ts';
import { confirmByEmail } from './waitlist/confirm.ts';
import { registerSharingRoutes } from './sharing/routes.ts';
import { registerTaskRoutes } from './tasks/routes.ts';
import { registerPronunciationRoutes } from './pronunciation/routes.ts';
import { registerTeamRoutes } from './teams/routes.ts';
import { historyClock } from './playlist-history/clock.ts';
import { registerPlaylistFixtureRoute } from './playlist-history/fixture-route.ts';
import { registerPlaylistHistoryRoutes } from './playlist-history/routes.ts';
import { registerPlaylistRoutes } from './playlists/routes.ts';
import { beforeAccountDeleted } from './teams/service.ts';
import { leaveWaitlist, onSignUp } from './waitlist/service.ts';
import { mailLocale } from './mail/locale.ts';
import { registerSubscriptionRoutes } from './subscriptions/routes.ts';
import { registerPublicPageRoutes } from './public-pages/routes.ts';
import { type AnswerCache, answerCache } from './http/answer-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    routeDocs: RouteDoc[];
    /** Every route as registered, so a test can prove each /v3 route declares its schemas. */
    registeredRoutes: { method: string | string[]; url: string; documented: unknown; schemas?: RequestSchemas }[];
    authenticate(request: FastifyRequest): Promise<AuthUser | null>;
    /** Answers of the routes marked `cachedUntilDataChanges` (ADR 40). */
    answerCache: AnswerCache;
  }
  interface FastifyContextConfig {
    rateLimitKind?: 'auth' | 'write';
    documented?: boolean | 'self' | 'web';
    schemas?: RequestSchemas;
  }
}

export const WEB_DIST = fileURLToPath(new URL('../../dist/web', import.meta.url));

export type AppOptions = {
  config: Config;
  database: Database;
  queue: Queue;
  logger: Logger;
  /** Defaults to the ones configuration chooses (scripts and benches need not build them). */
  services?: Services;
  webDist?: string | null;
  /** Extra routes registered before the web fallback (tests use it to exercise error paths). */
  extend?: (app: FastifyInstance) => void;
};

/** Paths whose answers depend on who asks. */
const PRIVATE_PATH = /^\/(v3|api\/auth)\//;

/** Believe the nearest `hops` proxies, as Fastify does for a number (its types accept only the function). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Builds the Fastify app without listening or starting workers, so tests can `inject` into it. */
export async function buildApp({
  config,
  database,
  queue,
  logger,
  services = createServices(config, { db: database.db, logger }),
  webDist = WEB_DIST,
  extend,
}: AppOptions): Promise<{ app: FastifyInstance; auth: Auth }> {
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 100) || randomUUID(),
    requestIdHeader: 'x-request-id',
    // http/request-log.ts writes the one line per request.
    logController: new LogController({ disableRequestLogging: true }),
    // Whose X-Forwarded-For is believed (TRUST_PROXY, off by default): request.ip keys the rate limits.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // Subtitle files (up to 2 MB of text) are the largest bodies the API takes.
    bodyLimit: 3 * 1024 * 1024,
  });
  const auth = createAuth(database.db, config, {
    mail: authMail(queue),
    beforeDeleteUser: async (user) => {
      // First, as it may refuse: an owner of a team with other members transfers it first (ADR 25).
      await beforeAccountDeleted(database.db, user.id);
      await eraseLearnerAudio(audioDeps({ db: database.db, providers: services.providers }), user.id);
      // The address is the person's data too: a deleted account leaves no waitlist entry (ADR 23).
      await leaveWaitlist(database.db, user.email);
    },
    // WAITLIST_ENABLED: a new account waits in the queue unless its address was whitelisted (ADR 23).
    afterSignUp: config.waitlistEnabled
      ? (user, acceptLanguage) => onSignUp(database.db, user, mailLocale(acceptLanguage), config.adminEmails)
      : undefined,
    // A verified address confirms its waitlist entry, so its referral counts (ADR 23).
    afterEmailVerified: (user) => confirmByEmail(database.db, user.email),
  });
  app.decorate('routeDocs', [] as RouteDoc[]);
  app.decorate('answerCache', answerCache(config.answerCacheBytes));
  app.decorate('registeredRoutes', [] as FastifyInstance['registeredRoutes']);
  app.addHook('onRoute', (route) => {
    const { documented, schemas } = route.config ?? {};
    app.registeredRoutes.push({ method: route.method, url: route.url, documented, schemas });
  });
  const readSession = sessionReader(auth, database.db);
  app.decorate('authenticate', config.waitlistEnabled ? withWaitlist(readSession, database.db) : readSession);
  // Callback style, not async: an async hook costs a promise and a microtask turn per request (ADR 14).
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    // API answers depend on who asks: no browser or shared cache may keep one, unless a route said otherwise.
    if (PRIVATE_PATH.test(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });

  registerRequestLog(app);
  registerErrorHandling(app);
  await registerCompression(app);
  registerInputGuard(app);
  registerSecurityHeaders(app, {
    // Helmet's default (no-referrer) makes the YouTube embed refuse to play; this still sends other
    // sites only our origin, never a page's path.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://www.youtube.com', 'https://s.ytimg.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Any https image: a team's logo is an address its owner gives (ADR 25); scripts stay locked down.
        imgSrc: ["'self'", 'data:', 'https:'],
        frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: config.env === 'production' ? [] : null,
      },
    },
  });
  await app.register(cors, { origin: config.corsOrigins.length ? config.corsOrigins : false, credentials: true });
  registerCrossSiteGuard(app, config.trustedOrigins);
  await app.register(rateLimit, {
    global: true,
    allowList: (request) => !request.routeOptions.config.rateLimitKind,
    max: (request) =>
      request.routeOptions.config.rateLimitKind === 'auth'
        ? config.rateLimit.authPerMinute
        : config.rateLimit.writePerMinute,
    keyGenerator: (request) => `${request.routeOptions.config.rateLimitKind}:${request.ip}`,
    timeWindow: '1 minute',
  });

  const { providers, materialGenerator, dictionaryEntries } = services;
  registerAuthRoutes(app, auth, { baseUrl: config.baseUrl, lock: signInLock(database.db, config.signInLock) });
  registerHealthRoutes(app, database);
  registerUserRoutes(app, {
    db: database.db,
    social: { google: Boolean(config.social.google), github: Boolean(config.social.github) },
  });
  registerNoteRoutes(app, { db: database.db, queue });
  registerSharingRoutes(app, { db: database.db, queue });
  registerLibraryRoutes(app, { db: database.db });
  registerMaterialRoutes(app, { db: database.db, queue, providers, generator: materialGenerator });
  registerFlashcardRoutes(app, { db: database.db, queue, providers });
  registerTranslationRoutes(app, { db: database.db, translator: providers.translator });
  // A shared note's deck plays for any signed-in learner (ADR 30, 31); the renders are charged to them.
  registerVocabDeckRoutes(app, {
    db: database.db,
    providers,
    sharedWith: (_userId, noteId) => isNoteShared(database.db, noteId),
  });
  const learner = { db: database.db, providers };
  registerSavedWordRoutes(app, learner);
  registerSavedSentenceRoutes(app, learner);
  registerWordStatusRoutes(app, learner);
  registerDictionaryEntryRoutes(app, { db: database.db, sources: dictionaryEntries });
  registerReviewRoutes(app, learner);
  registerQuizRoutes(app, learner);
  registerTaskRoutes(app, { db: database.db });
  registerPronunciationRoutes(app, { db: database.db, stt: providers.stt });
  registerAiChatRoutes(app, { db: database.db, providers, logger: app.log });
  registerExportRoutes(app, learner);
  registerAudioRoutes(app, audioDeps({ db: database.db, providers }));
  const waitlist = {
    db: database.db,
    queue,
    baseUrl: config.baseUrl,
    secret: config.authSecret,
    enabled: config.waitlistEnabled,
  };
  registerSubscriptionRoutes(app, { db: database.db });
  registerAdminRoutes(app, { db: database.db, waitlist });
  registerWaitlistRoutes(app, waitlist);
  registerTeamRoutes(app, { db: database.db, queue, baseUrl: config.baseUrl });
  registerPlaylistRoutes(app, { db: database.db, queue });
  registerBillingRoutes(app, {
    db: database.db,
    payments: providers.payments,
    baseUrl: config.baseUrl,
    logger: app.log,
    access: planAccess,
  });
  registerPlaylistHistoryRoutes(app, { db: database.db, now: historyClock(config.testClockFile) });
  registerClipRoutes(app, { db: database.db, providers });
  // Test runs only (config.ts refuses TEST_CLOCK_FILE unless NODE_ENV=test, ADR 33).
  if (config.testClockFile) registerPlaylistFixtureRoute(app, database.db);
  registerOpenApiRoute(app);
  extend?.(app);
  const web = {
    waitlist: config.waitlistEnabled,
    origin: new URL(config.baseUrl).origin,
    plansChanged: JSON.stringify(config.plans) !== JSON.stringify(PLANS),
  };
  const dist = webDist ?? '/nonexistent';
  // Shared notes and library playlists: the shell with their own head, for search engines and link previews.
  registerPublicPageRoutes(app, { db: database.db, baseUrl: config.baseUrl, shell: appShell(dist, web) });
  await registerWebApp(app, dist, web);
  return { app, auth };
}
