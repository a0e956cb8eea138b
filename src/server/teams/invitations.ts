import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { renderMessage } from '../../common/errors.ts';
import type { UiLocale } from '../../common/languages.ts';
import { accountsByIds } from '../auth/accounts.ts';
import { INVITATION_DAYS } from '../auth/auth.ts';
import { type AuthUser, userIdByEmail } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { uuidv7 } from '../db/ids.ts';
import { invitation, member, organization } from '../db/schema/teams.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';
import { sendMail } from '../mail/send.job.ts';
import { teamInvitationMail } from '../mail/team-invitation.ts';
import {
  assertWithinCap,
  isMember,
  livePending,
  lockTeam,
  memberCapOf,
  membershipOf,
  seatsTaken,
  type TeamDeps,
} from './membership.ts';
import { mayInviteAs, requirePermission } from './permissions.ts';
import { presentInvitation, presentReceived } from './presenter.ts';
import type { TeamRole } from './schema.ts';
import { teamProfile } from './service.ts';

type InvitationRow = typeof invitation.$inferSelect;

export const INVITATION_NOT_FOUND = renderMessage('team_invitation_not_found');
const DAY_MS = 24 * 60 * 60 * 1000;

/** Why an invitation can no longer be answered, as the catalogued sentence; null while it is open. */
function closedReason(row: InvitationRow, now = new Date()): string | null {
  if (row.status === 'accepted') return renderMessage('team_invitation_accepted');
  if (row.status === 'declined') return renderMessage('team_invitation_declined');
  if (row.status === 'canceled') return renderMessage('team_invitation_canceled');
  if (row.expiresAt <= now) return renderMessage('team_invitation_expired');
  return null;
}

/** The link in the e-mail, in the inviter's UI language (the web app's optional locale prefix). */
export const invitationUrl = (baseUrl: string, lang: UiLocale, id: string) =>
  `${baseUrl}${lang === 'en' ? '' : `/${lang}`}/team/invitation/${id}`;

/**
 * Invites an address (stored lower-cased) and mails the link in the inviter's language. Inviting a
 * pending address again refreshes that invitation — same link, new role and expiry — and mails it again.
 * Members plus open invitations stay within the cap.
 */
export async function invite(
  deps: TeamDeps,
  user: AuthUser,
  teamId: string,
  input: { email: string; role: TeamRole; locale: UiLocale },
) {
  const { db } = deps;
  const mine = await membershipOf(db, teamId, user.id);
  requirePermission(mine.role, 'invite');
  if (!mayInviteAs(mine.role, input.role)) throw forbidden();
  const email = input.email.toLowerCase();
  const existingUser = await userIdByEmail(db, email);
  if (existingUser && (await isMember(db, teamId, existingUser))) {
    throw conflict(renderMessage('team_already_member'));
  }
  const cap = await memberCapOf(db, teamId);
  const row = await db.transaction(async (tx) => {
    await lockTeam(tx, teamId);
    const [pending] = await tx
      .select()
      .from(invitation)
      .where(and(eq(invitation.organizationId, teamId), eq(invitation.email, email), eq(invitation.status, 'pending')));
    const seats = await seatsTaken(tx, teamId);
    const refreshing = pending && pending.expiresAt > new Date() ? 1 : 0;
    assertWithinCap(seats.members + seats.pending - refreshing, 1, cap);

    const expiresAt = new Date(Date.now() + INVITATION_DAYS * DAY_MS);
    const fields = { role: input.role, expiresAt, inviterId: user.id, createdAt: new Date() };
    const [written] = pending
      ? await tx.update(invitation).set(fields).where(eq(invitation.id, pending.id)).returning()
      : await tx
          .insert(invitation)
          .values({ id: randomUUID(), organizationId: teamId, email, status: 'pending', ...fields })
          .onConflictDoUpdate({
            target: [invitation.organizationId, invitation.email],
            targetWhere: eq(invitation.status, 'pending'),
            set: fields,
          })
          .returning();
    return written!;
  });
  await deps.queue.send(sendMail.name, {
    to: email,
    ...teamInvitationMail({
      lang: input.locale,
      url: invitationUrl(deps.baseUrl, input.locale, row.id),
      inviter: user.name,
      team: mine.teamName,
      days: INVITATION_DAYS,
    }),
  });
  return presentInvitation(row, { name: user.name, email: user.email });
}

export async function cancelInvitation(db: Db, user: AuthUser, teamId: string, invitationId: string) {
  const mine = await membershipOf(db, teamId, user.id);
  requirePermission(mine.role, 'cancelInvitation');
  const [row] = await db
    .select()
    .from(invitation)
    .where(and(eq(invitation.id, invitationId), eq(invitation.organizationId, teamId)));
  if (!row) throw notFound(INVITATION_NOT_FOUND);
  if (row.status !== 'pending') throw conflict(closedReason(row)!);
  const [canceled] = await db
    .update(invitation)
    .set({ status: 'canceled' })
    .where(eq(invitation.id, invitationId))
    .returning();
  const people = await accountsByIds(db, [row.inviterId]);
  return presentInvitation(canceled!, people.get(row.inviterId));
}

/** An invitation addressed to the caller (case-insensitive); anyone else's answers 404, as if it did not exist. */
async function addressedTo(db: Db, user: AuthUser, invitationId: string) {
  const [found] = await db
    .select({ row: invitation, team: { id: organization.id, name: organization.name } })
    .from(invitation)
    .innerJoin(organization, eq(organization.id, invitation.organizationId))
    .where(eq(invitation.id, invitationId));
  if (!found || found.row.email.toLowerCase() !== user.email.toLowerCase()) throw notFound(INVITATION_NOT_FOUND);
  return found;
}

async function presentFor(db: Db, found: Awaited<ReturnType<typeof addressedTo>>) {
  const people = await accountsByIds(db, [found.row.inviterId]);
  return presentReceived(found.row, found.team, people.get(found.row.inviterId));
}

export async function receivedInvitation(db: Db, user: AuthUser, invitationId: string) {
  return presentFor(db, await addressedTo(db, user, invitationId));
}

/** Open invitations to the caller's address (the teams page lists them). */
export async function invitationsFor(db: Db, user: AuthUser) {
  const rows = await db
    .select({ row: invitation, team: { id: organization.id, name: organization.name } })
    .from(invitation)
    .innerJoin(organization, eq(organization.id, invitation.organizationId))
    .where(and(eq(invitation.email, user.email.toLowerCase()), livePending()))
    .orderBy(asc(invitation.createdAt));
  const people = await accountsByIds(
    db,
    rows.map((r) => r.row.inviterId),
  );
  return rows.map((r) => presentReceived(r.row, r.team, people.get(r.row.inviterId)));
}

/**
 * Joins the team with the invitation's role. The link works once: accepted, declined, canceled or
 * expired invitations answer 409 with a sentence saying which. The status changes only from pending,
 * so two accepts racing make one membership.
 */
export async function acceptInvitation(deps: TeamDeps, user: AuthUser, invitationId: string) {
  const { db } = deps;
  const found = await addressedTo(db, user, invitationId);
  const closed = closedReason(found.row);
  if (closed) throw conflict(closed);
  const teamId = found.team.id;
  if (await isMember(db, teamId, user.id)) throw conflict(renderMessage('team_you_are_member'));
  const cap = await memberCapOf(db, teamId);
  await db.transaction(async (tx) => {
    await lockTeam(tx, teamId);
    const { members } = await seatsTaken(tx, teamId);
    assertWithinCap(members, 1, cap);
    const [taken] = await tx
      .update(invitation)
      .set({ status: 'accepted' })
      .where(and(eq(invitation.id, invitationId), eq(invitation.status, 'pending')))
      .returning({ id: invitation.id });
    if (!taken) throw conflict(renderMessage('team_invitation_accepted'));
    await tx
      .insert(member)
      .values({
        id: uuidv7(),
        organizationId: teamId,
        userId: user.id,
        role: found.row.role ?? 'member',
        createdAt: new Date(),
      })
      .onConflictDoNothing();
  });
  return teamProfile(deps, teamId, user.id);
}

export async function declineInvitation(db: Db, user: AuthUser, invitationId: string) {
  const found = await addressedTo(db, user, invitationId);
  const closed = closedReason(found.row);
  if (closed) throw conflict(closed);
  const [row] = await db
    .update(invitation)
    .set({ status: 'declined' })
    .where(and(eq(invitation.id, invitationId), eq(invitation.status, 'pending')))
    .returning();
  if (!row) throw conflict(renderMessage('team_invitation_accepted'));
  return presentFor(db, { ...found, row });
}
