import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { signInFailure } from '../db/schema/sign-in.ts';

export type SignInLockPolicy = { failures: number; lockMinutes: number };

/** Better Auth stores e-mail addresses in lower case; the count must not split on case or spaces. */
const key = (email: string) => email.trim().toLowerCase();

/** Parenthesised: it is subtracted from in lockedFor. */
const windowStart = (policy: SignInLockPolicy) => sql`(now() - make_interval(mins => ${policy.lockMinutes}))`;

/**
 * Per-account brute-force guard beside the per-address rate limit: after `failures` failed sign-ins for
 * one address within `lockMinutes` of the first, that address is refused until the window ends.
 * Every process reads and writes the same rows, so the count holds across web processes.
 */
export function signInLock(db: Db, policy: SignInLockPolicy) {
  return {
    /** Seconds until the address may try again, or 0 when it is not locked. */
    async lockedFor(email: string): Promise<number> {
      const [row] = await db
        .select({
          seconds: sql<number>`ceil(extract(epoch from ${signInFailure.windowStartedAt} - ${windowStart(policy)}))`,
        })
        .from(signInFailure)
        .where(
          and(
            eq(signInFailure.email, key(email)),
            gte(signInFailure.failures, policy.failures),
            sql`${signInFailure.windowStartedAt} > ${windowStart(policy)}`,
          ),
        );
      return row ? Math.max(1, Number(row.seconds)) : 0;
    },

    /** One more failure; a window that has run out starts again at 1 (one statement, safe under concurrency). */
    async recordFailure(email: string): Promise<void> {
      const expired = sql`${signInFailure.windowStartedAt} <= ${windowStart(policy)}`;
      await db
        .insert(signInFailure)
        .values({ email: key(email), failures: 1 })
        .onConflictDoUpdate({
          target: signInFailure.email,
          set: {
            failures: sql`case when ${expired} then 1 else ${signInFailure.failures} + 1 end`,
            windowStartedAt: sql`case when ${expired} then now() else ${signInFailure.windowStartedAt} end`,
          },
        });
    },

    /** A successful sign-in forgets the failures. */
    async clear(email: string): Promise<void> {
      await db.delete(signInFailure).where(eq(signInFailure.email, key(email)));
    },
  };
}

export type SignInLock = ReturnType<typeof signInLock>;

/** Rows whose window ended long ago; run by the daily auth clean-up. */
export async function deleteStaleSignInFailures(db: Db, olderThan: Date): Promise<void> {
  await db.delete(signInFailure).where(lt(signInFailure.windowStartedAt, olderThan));
}
