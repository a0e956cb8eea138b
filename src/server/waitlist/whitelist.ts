import { and, eq } from 'drizzle-orm';
import { userIdByEmail } from '../auth/session.ts';
import type { DbOrTx } from '../db/client.ts';
import { uuidv7 } from '../db/ids.ts';
import { waitlistEntry } from '../db/schema/waitlist.ts';
import { sendMail } from '../mail/send.job.ts';
import { waitlistWelcomeMail } from '../mail/waitlist-welcome.ts';
import { whitelistProfile } from '../users/profile.ts';
import type { ConfirmDeps } from './confirm.ts';
import { presentEntry } from './presenter.ts';
import type { WaitlistEntryDto } from './schema.ts';

type WhitelistDeps = Pick<ConfirmDeps, 'db' | 'queue' | 'baseUrl'>;
type EntryRow = typeof waitlistEntry.$inferSelect;
type Welcome = { to: string } & ReturnType<typeof waitlistWelcomeMail>;

/**
 * One address inside the caller's transaction: whitelisted (put on the list if it was not), its account
 * activated if it has one. `mail` is the welcome to queue after the commit, only if this changed the status.
 */
async function whitelistIn(
  tx: DbOrTx,
  baseUrl: string,
  email: string,
  now: Date,
): Promise<{ row: EntryRow; mail: Welcome | null }> {
  const [updated] = await tx
    .update(waitlistEntry)
    .set({ status: 'whitelisted', whitelistedAt: now })
    .where(and(eq(waitlistEntry.email, email), eq(waitlistEntry.status, 'waiting')))
    .returning();
  const [inserted] = updated
    ? [updated]
    : await tx
        .insert(waitlistEntry)
        .values({ id: uuidv7(), email, status: 'whitelisted', whitelistedAt: now })
        .onConflictDoNothing({ target: waitlistEntry.email })
        .returning();
  const userId = await userIdByEmail(tx, email);
  if (userId) await whitelistProfile(tx, userId);
  const changed = updated ?? inserted;
  if (!changed) {
    const [row] = await tx.select().from(waitlistEntry).where(eq(waitlistEntry.email, email));
    return { row: row!, mail: null };
  }
  const prefix = changed.locale === 'en' ? '' : `/${changed.locale}`;
  const url = `${baseUrl}${prefix}/${userId ? 'sign-in' : 'sign-up'}`;
  const mail = { to: email, ...waitlistWelcomeMail({ lang: changed.locale, url, hasAccount: Boolean(userId) }) };
  return { row: changed, mail };
}

/**
 * Admin: whitelists every address or none (one transaction), then queues one welcome mail per address
 * whose status changed, in the language it joined in. Whitelisting again changes and sends nothing.
 * The mails are queued after the commit, so a rolled-back batch mails nobody (ADR 24).
 */
export async function whitelistMany(deps: WhitelistDeps, emails: string[]): Promise<WaitlistEntryDto[]> {
  const now = new Date();
  const done = await deps.db.transaction(async (tx) => {
    const results = [];
    for (const email of new Set(emails)) results.push(await whitelistIn(tx, deps.baseUrl, email, now));
    return results;
  });
  for (const { mail } of done) if (mail) await deps.queue.send(sendMail.name, mail);
  return done.map(({ row }) => presentEntry(row));
}

/** Admin: one address (`POST /v3/waitlist/status`, and the users page's whitelist button). */
export async function whitelist(deps: WhitelistDeps, email: string): Promise<WaitlistEntryDto> {
  const [entry] = await whitelistMany(deps, [email]);
  return entry!;
}
