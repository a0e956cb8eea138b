import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * One rendered speech file in storage (`audio/ab/<key>.mp3`), charged to the learner whose request rendered
 * it, with when anyone last asked for it: a learner over their bytes loses their least recently used files.
 * Files are shared by content (the same text, voice and engine is one file), so a file another learner
 * still hears may be evicted with its renderer's; the next ask renders it again, charged to that learner.
 */
export const audioFile = pgTable(
  'audio_file',
  {
    key: text('key').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audio_file_user_used').on(t.userId, t.lastUsedAt)],
);

/** Renders a learner started today (UTC); a new day starts the count again. One row per learner. */
export const audioRenders = pgTable('audio_renders', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  day: date('day', { mode: 'string' }).notNull(),
  renders: integer('renders').notNull(),
});
