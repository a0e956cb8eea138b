import { and, count, eq, getTableColumns, ilike, sql } from 'drizzle-orm';
import type { UiLocale } from '../../common/languages.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { uuidv7 } from '../db/ids.ts';
import { containsPattern } from '../db/like.ts';
import { type WaitlistStatus, waitlistEntry } from '../db/schema/waitlist.ts';
import { markWaiting, whitelistProfile } from '../users/profile.ts';
export { whitelist, whitelistMany } from './whitelist.ts';
import { type ConfirmDeps, confirmByEmail, confirmByToken, mailConfirmation } from './confirm.ts';
import { presentEntry, presentStatus } from './presenter.ts';
import type { MyWaitlistDto, WaitlistCountsDto, WaitlistPageDto, WaitlistStatusDto } from './schema.ts';

export type WaitlistDeps = ConfirmDeps & { enabled: boolean };

const PAGE_SIZE = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Waiting entries with a better place than the row selected (one index range in (status, priority, seq)):
 * its position less one. The outer row is named in full: drizzle leaves a lone table's columns unqualified.
 */
const ahead = sql<number>`(select count(*)::int from ${waitlistEntry} w
  where w.status = 'waiting' and (w.priority, w.seq) < ("waitlist_entry"."priority", "waitlist_entry"."seq"))`;

/** An address's status and place, in one query; `not_joined` when it is not on the list. */
export async function statusOf(db: Db, email: string): Promise<WaitlistStatusDto> {
  const [row] = await db
    .select({ status: waitlistEntry.status, ahead })
    .from(waitlistEntry)
    .where(eq(waitlistEntry.email, email));
  return presentStatus(row);
}

/**
 * Puts an address on the list once: joining again changes nothing (not even the referral). A referral id
 * naming an entry is kept; it moves that entry up only once this address is confirmed (confirm.ts, ADR 23).
 */
export async function join(
  db: Db,
  input: { email: string; fromReferralId?: string | null; locale: UiLocale },
): Promise<WaitlistStatusDto> {
  const referral = input.fromReferralId && UUID.test(input.fromReferralId) ? input.fromReferralId : null;
  await db
    .insert(waitlistEntry)
    .values({
      id: uuidv7(),
      email: input.email,
      locale: input.locale,
      // null unless the id names an entry, so an unknown one neither fails nor dangles.
      fromReferralId: referral
        ? sql`(select ${waitlistEntry.id} from ${waitlistEntry} where ${waitlistEntry.id} = ${referral})`
        : null,
    })
    .onConflictDoNothing({ target: waitlistEntry.email });
  return statusOf(db, input.email);
}

/** The public form: joins, then mails the confirmation link (again, while the address is unconfirmed). */
export async function joinFromForm(
  deps: WaitlistDeps,
  input: { email: string; fromReferralId?: string | null; locale: UiLocale },
): Promise<WaitlistStatusDto> {
  const status = await join(deps.db, input);
  await mailConfirmation(deps, input.email, input.locale);
  return status;
}

/** The confirmation link was opened (`/waitlist/confirm?token=`): the address's status and place. */
export async function confirm(deps: WaitlistDeps, token: string): Promise<WaitlistStatusDto> {
  return statusOf(deps.db, await confirmByToken(deps.db, deps.secret, token));
}

/** The signed-in person's place, link and referrals; joins them first if they are not on the list. */
export async function mine(deps: WaitlistDeps, user: AuthUser, locale: UiLocale): Promise<MyWaitlistDto> {
  const email = user.email.toLowerCase();
  await join(deps.db, { email, locale });
  const [row] = await deps.db
    .select({
      id: waitlistEntry.id,
      status: waitlistEntry.status,
      referralCount: waitlistEntry.referralCount,
      ahead,
    })
    .from(waitlistEntry)
    .where(eq(waitlistEntry.email, email));
  return { ...presentStatus(row), referralId: row!.id, referralCount: row!.referralCount, enabled: deps.enabled };
}

/**
 * A new account (WAITLIST_ENABLED): active if its address was whitelisted or is one of ADMIN_EMAILS (the
 * people running the site never queue for it), else waiting in the queue. The profile is written first,
 * so an account is never left active by a failure halfway.
 */
export async function onSignUp(
  db: Db,
  user: { id: string; email: string; emailVerified?: boolean },
  locale: UiLocale,
  adminEmails: readonly string[] = [],
): Promise<void> {
  const email = user.email.toLowerCase();
  if (adminEmails.includes(email)) {
    await whitelistProfile(db, user.id);
    return;
  }
  const [entry] = await db
    .select({ status: waitlistEntry.status })
    .from(waitlistEntry)
    .where(eq(waitlistEntry.email, email));
  if (entry?.status === 'whitelisted') await whitelistProfile(db, user.id);
  else await markWaiting(db, user.id);
  if (!entry) await join(db, { email, locale });
  // A provider that vouches for the address (Google, GitHub) confirms the entry as its link would.
  if (user.emailVerified) await confirmByEmail(db, email);
}

/** A deleted account's address leaves the list (whoever joined through its link stays, unlinked). */
export async function leaveWaitlist(db: Db, email: string): Promise<void> {
  await db.delete(waitlistEntry).where(eq(waitlistEntry.email, email.toLowerCase()));
}

/**
 * Admin: a page of entries, waiting ones first in queue order, after the entry `lastId`; `q` keeps the
 * addresses holding it (any case), `status` one status. The keyset is the same with or without them.
 */
export async function listEntries(
  db: Db,
  { lastId, q, status }: { lastId?: string; q?: string; status?: WaitlistStatus },
): Promise<WaitlistPageDto> {
  const after = lastId
    ? sql`(${waitlistEntry.status}, ${waitlistEntry.priority}, ${waitlistEntry.seq}) >
        (select c.status, c.priority, c.seq from ${waitlistEntry} c where c.id = ${lastId})`
    : undefined;
  const rows = await db
    .select({
      ...getTableColumns(waitlistEntry),
      // Counted for waiting rows only: a whitelisted one has no place, and its count would be the longest.
      ahead: sql<number>`case when ${waitlistEntry.status} = 'waiting' then ${ahead} end`,
    })
    .from(waitlistEntry)
    .where(
      and(
        after,
        q ? ilike(waitlistEntry.email, containsPattern(q)) : undefined,
        status ? eq(waitlistEntry.status, status) : undefined,
      ),
    )
    .orderBy(waitlistEntry.status, waitlistEntry.priority, waitlistEntry.seq)
    .limit(PAGE_SIZE + 1);
  return {
    entries: rows.slice(0, PAGE_SIZE).map((row) => presentEntry({ ...row, ahead: row.ahead ?? undefined })),
    hasMore: rows.length > PAGE_SIZE,
  };
}

export async function counts(db: Db): Promise<WaitlistCountsDto> {
  const rows = await db
    .select({ status: waitlistEntry.status, n: count() })
    .from(waitlistEntry)
    .groupBy(waitlistEntry.status);
  const of = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
  return { total: of('waiting') + of('whitelisted'), waiting: of('waiting'), whitelisted: of('whitelisted') };
}
