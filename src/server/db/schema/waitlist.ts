import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { UiLocale } from '../../../common/languages.ts';

export const WAITLIST_STATUSES = ['waiting', 'whitelisted'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/**
 * Places in the queue one referral is worth (ADR 23): the generated `priority` is the join number less
 * this much per person who joined through the entry's link, so the queue is one index in (priority, seq).
 */
export const PLACES_PER_REFERRAL = 5;

/** One address on the waitlist (spec §3 "Waitlist entry": email, fromReferralId). Owner: waitlist/. */
export const waitlistEntry = pgTable(
  'waitlist_entry',
  {
    /** Also the referral id of the entry's link (`/waitlist?ref=<id>`). */
    id: uuid('id').primaryKey(),
    /** Lower-cased and trimmed: the same address joins once. */
    email: text('email').notNull(),
    /** Join order: 1, 2, 3… */
    seq: integer('seq').notNull().generatedAlwaysAsIdentity(),
    fromReferralId: uuid('from_referral_id').references((): AnyPgColumn => waitlistEntry.id, {
      onDelete: 'set null',
    }),
    /** People who joined through this entry's link. */
    referralCount: integer('referral_count').notNull().default(0),
    priority: bigint('priority', { mode: 'number' })
      .notNull()
      .generatedAlwaysAs(sql`seq - ${sql.raw(String(PLACES_PER_REFERRAL))} * referral_count`),
    status: text('status').$type<WaitlistStatus>().notNull().default('waiting'),
    /** The UI language the person joined in: the whitelisting e-mail is written in it. */
    locale: text('locale').$type<UiLocale>().notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    whitelistedAt: timestamp('whitelisted_at', { withTimezone: true }),
    /**
     * When the address was proven (its confirmation link opened, or an account with it verified): only
     * then does the entry's referral count for whoever shared the link (ADR 23). Null until then.
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('waitlist_entry_email').on(t.email),
    // The queue: a position is a count over this index; admin pages walk it.
    index('waitlist_entry_queue').on(t.status, t.priority, t.seq),
  ],
);
