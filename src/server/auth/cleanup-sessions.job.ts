import { lt } from 'drizzle-orm';
import { z } from 'zod';
import { session, verification } from '../db/schema/auth.ts';
import { defineJob } from '../jobs/definition.ts';
import { deleteStaleSignInFailures } from './sign-in-lock.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes expired sessions, verification tokens and day-old sign-in failures; safe to run any number of times. */
export const cleanupSessions = defineJob({
  name: 'auth.cleanup-expired',
  payload: z.object({}).passthrough(),
  cron: '17 3 * * *',
  async handle(_data, { db }) {
    const now = new Date();
    await db.delete(session).where(lt(session.expiresAt, now));
    await db.delete(verification).where(lt(verification.expiresAt, now));
    // Failures count for SIGN_IN_LOCK_MINUTES at most; a day-old row only records an address someone tried.
    await deleteStaleSignInFailures(db, new Date(now.getTime() - DAY_MS));
  },
});
