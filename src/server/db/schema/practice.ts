import { bigint, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * Seconds of the learner's voice sent to speech-to-text (calls, pronunciation, dictation) in a quota
 * period, in milliseconds. Owner: practice/. The `aiCall` quota counts whole minutes: a minute is taken
 * when this total first enters it, so ten 6-second recordings cost one minute, not ten (ADR 35).
 */
export const voiceUsage = pgTable(
  'voice_usage',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    milliseconds: bigint('milliseconds', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.periodStart] })],
);
