import { z } from 'zod';
import { isEmpty } from '../http/required.ts';

const emailFormat = z.email().max(254);

/**
 * The address of a waitlist call (spec §5, §8): the spec's own sentences, exactly, for a missing one
 * ('Email is required!') and anything that is not an address ('Invalid email format'). Trimmed and
 * lower-cased, so the same address is one entry however it was typed.
 */
export const WaitlistEmail = z
  .unknown()
  .refine((value) => !isEmpty(value), 'Email is required!')
  .refine((value) => isEmpty(value) || (typeof value === 'string' && emailFormat.safeParse(value.trim()).success), {
    message: 'Invalid email format',
  })
  .pipe(z.string().trim().toLowerCase()) as unknown as z.ZodType<string, string>;

export const JoinWaitlistBody = z.object({
  email: WaitlistEmail,
  /** The id in the referral link (`/waitlist?ref=…`); an unknown one is ignored, so a stale link still joins. */
  fromReferralId: z.string().max(100).nullish(),
});
export type JoinWaitlistBody = z.infer<typeof JoinWaitlistBody>;

/** The token of the mailed confirmation link (`/waitlist/confirm?token=`); one we did not make answers 400. */
export const ConfirmWaitlistBody = z.object({ token: z.string().max(200) });

export const WaitlistEmailQuery = z.object({ email: WaitlistEmail });
export const WaitlistStatusBody = z.object({ email: WaitlistEmail });

/** How many addresses one batch may whitelist: one transaction and one mail job each (ADR 24). */
export const WHITELIST_BATCH_MAX = 100;
export const WaitlistBatchBody = z.object({ emails: z.array(WaitlistEmail).min(1).max(WHITELIST_BATCH_MAX) });

const status = z.enum(['waiting', 'whitelisted']);

export const WaitlistPageQuery = z.object({
  lastId: z.uuid('must be the id of the last entry of the previous page').optional(),
  /** A piece of the address, any case; `%` and `_` are letters. */
  q: z.string().trim().max(254).optional(),
  status: status.optional(),
});
export type WaitlistPageQuery = z.input<typeof WaitlistPageQuery>;

/**
 * What anyone may learn about an address (check-status, join): its status and place in the queue, nothing
 * else. `not_joined` when it is not on the list; `position` only while waiting (1 = next).
 */
export const WaitlistStatus = z.object({
  status: z.enum(['not_joined', 'waiting', 'whitelisted']),
  position: z.number().int().nullable(),
});
export type WaitlistStatusDto = z.infer<typeof WaitlistStatus>;

/** The signed-in person's own view: the status plus the link to share and how many joined through it. */
export const MyWaitlist = WaitlistStatus.extend({
  referralId: z.string(),
  referralCount: z.number().int(),
  /** False while WAITLIST_ENABLED is off: nobody waits then. */
  enabled: z.boolean(),
});
export type MyWaitlistDto = z.infer<typeof MyWaitlist>;

/** What an admin sees of one entry (the admin area's waitlist page). */
export const WaitlistEntry = z.object({
  id: z.string(),
  email: z.string(),
  status,
  referralCount: z.number().int(),
  fromReferralId: z.string().nullable(),
  /** The address opened its confirmation link (or an account verified it): its referral has counted. */
  confirmed: z.boolean(),
  locale: z.string(),
  /** Place in the queue while waiting (1 = next); null once whitelisted. */
  position: z.number().int().nullable(),
  joinedAt: z.iso.datetime(),
  whitelistedAt: z.iso.datetime().nullable(),
});
export type WaitlistEntryDto = z.infer<typeof WaitlistEntry>;

/** Waiting entries first in queue order, then whitelisted ones; the next page starts after `lastId`. */
export const WaitlistPage = z.object({ entries: z.array(WaitlistEntry), hasMore: z.boolean() });
export type WaitlistPageDto = z.infer<typeof WaitlistPage>;

/** The entries a batch whitelisted, in the order asked (an address given twice appears once). */
export const WaitlistBatch = z.object({ entries: z.array(WaitlistEntry) });
export type WaitlistBatchDto = z.infer<typeof WaitlistBatch>;

export const WaitlistCounts = z.object({
  total: z.number().int(),
  waiting: z.number().int(),
  whitelisted: z.number().int(),
});
export type WaitlistCountsDto = z.infer<typeof WaitlistCounts>;
