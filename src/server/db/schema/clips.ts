import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * The learner's last clip recommendations for a video at a level (spec §7 "Clips"; ADR 35). Owner:
 * clips/. POST makes them (metered against `clipRecommendation`), GET reads them back for free.
 */
export const clipSuggestion = pgTable(
  'clip_suggestion',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ytId: text('yt_id').notNull(),
    level: text('level').notNull(),
    language: text('language').notNull(),
    /** The ranked clips as the API answers them (clips/schema.ts). */
    clips: jsonb('clips').$type<unknown[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ytId, t.level] })],
);
