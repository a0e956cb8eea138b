import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { renderMessage } from '../../common/errors.ts';
import type { UiLocale } from '../../common/languages.ts';
import type { Db } from '../db/client.ts';
import { waitlistEntry } from '../db/schema/waitlist.ts';
import { AppError, badRequest } from '../http/errors.ts';
import type { Queue } from '../jobs/queue.ts';
import { sendMail } from '../mail/send.job.ts';
import { waitlistConfirmMail } from '../mail/waitlist-confirm.ts';

export type ConfirmDeps = { db: Db; queue: Pick<Queue, 'send'>; baseUrl: string; secret: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The link's token: the entry id and its HMAC (ADR 23). Derived, not stored, so a repeated join mails the
 * same link again; it is one-time because opening it sets `confirmed_at`, after which it answers 409.
 */
export function confirmToken(secret: string, entryId: string): string {
  return `${entryId}.${signature(secret, entryId)}`;
}

function signature(secret: string, entryId: string): string {
  return createHmac('sha256', secret).update(`waitlist-confirm:${entryId}`).digest('base64url');
}

/** The entry id a token names, or null if it is not one we made. */
function entryOfToken(secret: string, token: string): string | null {
  const [id, mac, ...rest] = token.split('.');
  if (!id || !mac || rest.length || !UUID.test(id)) return null;
  const expected = Buffer.from(signature(secret, id));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** Mails the confirmation link of an unconfirmed entry, in the joiner's language. */
export async function mailConfirmation(deps: ConfirmDeps, email: string, lang: UiLocale): Promise<void> {
  const [entry] = await deps.db
    .select({ id: waitlistEntry.id })
    .from(waitlistEntry)
    .where(and(eq(waitlistEntry.email, email), isNull(waitlistEntry.confirmedAt)));
  if (!entry) return;
  const prefix = lang === 'en' ? '' : `/${lang}`;
  const url = `${deps.baseUrl}${prefix}/waitlist/confirm?token=${confirmToken(deps.secret, entry.id)}`;
  await deps.queue.send(sendMail.name, { to: email, ...waitlistConfirmMail({ lang, url }) });
}

/**
 * Marks one entry confirmed and, the first time only, credits whoever's link it joined through (the
 * referrer moves up PLACES_PER_REFERRAL). One transaction: the credit is given exactly once, however
 * many confirmations race. Answers whether this call did it.
 */
async function confirmWhere(db: Db, where: ReturnType<typeof eq>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(waitlistEntry)
      .set({ confirmedAt: new Date() })
      .where(and(where, isNull(waitlistEntry.confirmedAt)))
      .returning({ fromReferralId: waitlistEntry.fromReferralId });
    if (done?.fromReferralId) {
      await tx
        .update(waitlistEntry)
        .set({ referralCount: sql`${waitlistEntry.referralCount} + 1` })
        .where(eq(waitlistEntry.id, done.fromReferralId));
    }
    return Boolean(done);
  });
}

/**
 * The link was opened. A token we did not make, or whose entry is gone: 400. Used already (or the address
 * was confirmed by a verified account): 409, and nothing changes.
 */
export async function confirmByToken(db: Db, secret: string, token: string): Promise<string> {
  const id = entryOfToken(secret, token);
  const [entry] = id
    ? await db.select({ email: waitlistEntry.email }).from(waitlistEntry).where(eq(waitlistEntry.id, id))
    : [];
  if (!id || !entry) throw badRequest(renderMessage('waitlist_link_invalid'));
  if (!(await confirmWhere(db, eq(waitlistEntry.id, id)))) {
    throw new AppError('conflict', renderMessage('waitlist_link_used'));
  }
  return entry.email;
}

/** An account proved the address (a verified e-mail): its entry, if any, is confirmed too. */
export async function confirmByEmail(db: Db, email: string): Promise<void> {
  await confirmWhere(db, eq(waitlistEntry.email, email.toLowerCase()));
}
