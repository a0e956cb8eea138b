import { lt } from 'drizzle-orm';
import { z } from 'zod';
import { session, verification } from '../db/schema/auth.ts';
import { defineJob } from '../jobs/definition.ts';

/** Deletes expired sessions and verification tokens; safe to run any number of times. */
export const cleanupSessions = defineJob({
  name: 'auth.cleanup-expired',
  payload: z.object({}).passthrough(),
  cron: '17 3 * * *',
  async handle(_data, { db }) {
    const now = new Date();
    await db.delete(session).where(lt(session.expiresAt, now));
    await db.delete(verification).where(lt(verification.expiresAt, now));
  },
});
