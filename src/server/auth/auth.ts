import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, bearer, organization } from 'better-auth/plugins';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema/auth.ts';

export const PASSWORD_MIN_LENGTH = 8;

export function createAuth(db: Db, config: Pick<Config, 'baseUrl' | 'authSecret' | 'env' | 'corsOrigins'>) {
  const local = new URL(config.baseUrl);
  // The same server is reached as localhost and 127.0.0.1 in development; both are the app itself.
  const sameHostAliases = ['localhost', '127.0.0.1'].includes(local.hostname)
    ? ['localhost', '127.0.0.1'].map((h) => `${local.protocol}//${h}${local.port ? `:${local.port}` : ''}`)
    : [];
  return betterAuth({
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    trustedOrigins: [config.baseUrl, ...sameHostAliases, ...config.corsOrigins],
    emailAndPassword: { enabled: true, minPasswordLength: PASSWORD_MIN_LENGTH, autoSignIn: true },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // A signed copy of the session in a short-lived cookie spares a database read per request;
      // sign-out and revocation take effect within this window.
      cookieCache: { enabled: true, maxAge: 60 },
    },
    // Fastify applies the rate limits (one mechanism for the whole server).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    plugins: [organization(), admin(), bearer()],
  });
}

export type Auth = ReturnType<typeof createAuth>;
