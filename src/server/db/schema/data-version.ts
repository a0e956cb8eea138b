import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * A number that grows whenever something a learner's cached list answers show changes (ADR 40): their
 * words, the words' contexts, their sentences, their review cards, or the title of a note those name.
 * Bumped only by the database (deferred triggers, migration 0022), so no write path can forget it; read
 * with the session (`auth/session.ts`), so a cached answer is checked without a round trip of its own.
 */
export const userDataVersion = pgTable('user_data_version', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
