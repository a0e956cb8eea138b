import type { waitlistEntry } from '../db/schema/waitlist.ts';
import type { WaitlistEntryDto, WaitlistStatusDto } from './schema.ts';

type EntryRow = typeof waitlistEntry.$inferSelect;

/** Status and place only: what an address's check may reveal (nothing about referrals or accounts). */
export function presentStatus(row: { status: EntryRow['status']; ahead: number } | undefined): WaitlistStatusDto {
  if (!row) return { status: 'not_joined', position: null };
  return { status: row.status, position: row.status === 'waiting' ? Number(row.ahead) + 1 : null };
}

/** `ahead`: waiting entries before it, when the query counted them (the admin list); else no position. */
export function presentEntry(row: EntryRow & { ahead?: number }): WaitlistEntryDto {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    referralCount: row.referralCount,
    fromReferralId: row.fromReferralId,
    confirmed: row.confirmedAt !== null,
    locale: row.locale,
    position: row.status === 'waiting' && row.ahead !== undefined ? Number(row.ahead) + 1 : null,
    joinedAt: row.createdAt.toISOString(),
    whitelistedAt: row.whitelistedAt?.toISOString() ?? null,
  };
}
