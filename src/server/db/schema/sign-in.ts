import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins per e-mail address in the current window (ADR 10). In the database rather than in a
 * process's memory so that every web process, on PostgreSQL or the embedded database, counts the same
 * attempts. A success deletes the row; the expired-session job deletes stale ones.
 */
export const signInFailure = pgTable('sign_in_failure', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
});
