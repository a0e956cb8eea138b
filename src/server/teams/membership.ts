import { and, count, eq, gt } from 'drizzle-orm';
import { renderMessage } from '../../common/errors.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { invitation, member, organization } from '../db/schema/teams.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { Queue } from '../jobs/queue.ts';
import { teamMemberCap } from '../subscriptions/service.ts';
import type { TeamRole } from './schema.ts';

export type TeamDeps = {
  db: Db;
  queue: Pick<Queue, 'send'>;
  /** BASE_URL: the invitation link's origin. */
  baseUrl: string;
};

export const TEAM_NOT_FOUND = renderMessage('team_not_found');
export const MEMBER_NOT_FOUND = renderMessage('team_member_not_found');

export type Membership = { teamId: string; teamName: string; role: TeamRole };

/**
 * The caller's role in the team. A team the caller is not in answers 404, the same as one that does not
 * exist, so a team's id reveals nothing to outsiders.
 */
export async function membershipOf(db: DbOrTx, teamId: string, userId: string): Promise<Membership> {
  const [row] = await db
    .select({ teamId: organization.id, teamName: organization.name, role: member.role })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(and(eq(member.organizationId, teamId), eq(member.userId, userId)));
  if (!row) throw notFound(TEAM_NOT_FOUND);
  return { ...row, role: row.role as TeamRole };
}

/** A member's role, or a 404 naming the person when they are not in the team. */
export async function roleOf(db: DbOrTx, teamId: string, userId: string): Promise<TeamRole> {
  const [row] = await db
    .select({ role: member.role })
    .from(member)
    .where(and(eq(member.organizationId, teamId), eq(member.userId, userId)));
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  return row.role as TeamRole;
}

export async function isMember(db: DbOrTx, teamId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: member.id })
    .from(member)
    .where(and(eq(member.organizationId, teamId), eq(member.userId, userId)));
  return Boolean(row);
}

/** An invitation still open: pending and not past its expiry. */
export const livePending = (now = new Date()) => and(eq(invitation.status, 'pending'), gt(invitation.expiresAt, now));

/**
 * Holds the team's row until the transaction ends, so two requests that count seats and then add one
 * (two invitations, an invitation and an accept) take turns instead of both seeing the last free seat.
 */
export async function lockTeam(tx: DbOrTx, teamId: string): Promise<void> {
  await tx.select({ id: organization.id }).from(organization).where(eq(organization.id, teamId)).for('update');
}

/** Members plus open invitations: what the cap counts. */
export async function seatsTaken(db: DbOrTx, teamId: string): Promise<{ members: number; pending: number }> {
  const [members] = await db.select({ n: count() }).from(member).where(eq(member.organizationId, teamId));
  const [pending] = await db
    .select({ n: count() })
    .from(invitation)
    .where(and(eq(invitation.organizationId, teamId), livePending()));
  return { members: members?.n ?? 0, pending: pending?.n ?? 0 };
}

/**
 * How many people (members plus open invitations) the team may hold: the owner's plan's `teamMembers`
 * (ADR 25, ADR 26), so the owner's upgrade is what grows the team. PLANS_FILE changes it for a self-hoster.
 */
export async function memberCapOf(db: Db, teamId: string): Promise<number> {
  const [owner] = await db
    .select({ userId: member.userId })
    .from(member)
    .where(and(eq(member.organizationId, teamId), eq(member.role, 'owner')));
  if (!owner) throw notFound(TEAM_NOT_FOUND);
  return teamMemberCap(db, owner.userId);
}

/** 409 naming the cap when `wanted` seats would go past it. */
export function assertWithinCap(taken: number, wanted: number, cap: number): void {
  if (taken + wanted > cap) throw conflict(renderMessage('team_member_cap', { max: String(cap) }));
}
