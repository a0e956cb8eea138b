import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import { renderMessage } from '../../common/errors.ts';
import { accountsByIds } from '../auth/accounts.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { uuidv7 } from '../db/ids.ts';
import { invitation, member, organization, teamNote } from '../db/schema/teams.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';
import { livePending, memberCapOf, membershipOf, roleOf, type TeamDeps, TEAM_NOT_FOUND } from './membership.ts';
import { mayRemove, requirePermission } from './permissions.ts';
import { presentMember, presentProfile, presentSummary } from './presenter.ts';
import type { TeamRole } from './schema.ts';

type TeamInput = { name?: string; logo?: string };

/** The profile page as `userId` sees it: members, open invitations (to roles that invite), permissions. */
export async function teamProfile(deps: TeamDeps, teamId: string, userId: string) {
  const { db } = deps;
  const mine = await membershipOf(db, teamId, userId);
  const [team] = await db.select().from(organization).where(eq(organization.id, teamId));
  if (!team) throw notFound(TEAM_NOT_FOUND);
  const members = await db.select().from(member).where(eq(member.organizationId, teamId));
  const invitations = await db
    .select()
    .from(invitation)
    .where(and(eq(invitation.organizationId, teamId), livePending()))
    .orderBy(asc(invitation.createdAt));
  const people = await accountsByIds(db, [...members.map((m) => m.userId), ...invitations.map((i) => i.inviterId)]);
  return presentProfile({
    team,
    myRole: mine.role,
    members,
    invitations,
    people,
    memberCap: await memberCapOf(db, teamId),
  });
}

/** The caller's teams, with their role and head count. */
export async function myTeams(db: Db, userId: string) {
  const rows = await db
    .select({ team: organization, role: member.role })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(eq(member.userId, userId))
    .orderBy(asc(organization.name), asc(organization.id));
  const ids = rows.map((row) => row.team.id);
  const counts = ids.length
    ? await db
        .select({ teamId: member.organizationId, n: count() })
        .from(member)
        .where(inArray(member.organizationId, ids))
        .groupBy(member.organizationId)
    : [];
  const countOf = new Map(counts.map((c) => [c.teamId, c.n]));
  return rows.map((row) => presentSummary(row.team, row.role as TeamRole, countOf.get(row.team.id) ?? 0));
}

/** A new team with the caller as its owner. Its slug (Better Auth needs one, unique) is its id. */
export async function createTeam(deps: TeamDeps, user: AuthUser, input: TeamInput) {
  const id = uuidv7();
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(organization)
      .values({ id, slug: id, name: input.name ?? '', logo: input.logo || null, createdAt: now });
    await tx
      .insert(member)
      .values({ id: uuidv7(), organizationId: id, userId: user.id, role: 'owner', createdAt: now });
  });
  return teamProfile(deps, id, user.id);
}

export async function updateTeam(deps: TeamDeps, user: AuthUser, teamId: string, input: TeamInput) {
  const { role } = await membershipOf(deps.db, teamId, user.id);
  requirePermission(role, 'updateProfile');
  await deps.db
    .update(organization)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      // An empty logo clears it.
      ...(input.logo !== undefined ? { logo: input.logo || null } : {}),
    })
    .where(eq(organization.id, teamId));
  return teamProfile(deps, teamId, user.id);
}

/** The owner deletes the team: members, invitations and the team library go with it (foreign keys). */
export async function deleteTeam(db: Db, user: AuthUser, teamId: string) {
  const { role } = await membershipOf(db, teamId, user.id);
  requirePermission(role, 'deleteTeam');
  await db.delete(organization).where(eq(organization.id, teamId));
  return { deleted: true as const };
}

/** The owner makes a member an admin or an admin a member; the owner's own role moves only by transfer. */
export async function changeRole(deps: TeamDeps, user: AuthUser, teamId: string, userId: string, role: TeamRole) {
  const { db } = deps;
  const mine = await membershipOf(db, teamId, user.id);
  requirePermission(mine.role, 'changeRole');
  const current = await roleOf(db, teamId, userId);
  if (current === 'owner') throw conflict(renderMessage('team_owner_role_by_transfer'));
  const [row] = await db
    .update(member)
    .set({ role })
    .where(and(eq(member.organizationId, teamId), eq(member.userId, userId)))
    .returning();
  const people = await accountsByIds(db, [userId]);
  return presentMember(row!, people.get(userId));
}

/** A membership ends: the person's notes leave the team library with them (ADR 25). */
async function dropMember(tx: DbOrTx, teamId: string, userId: string) {
  await tx.delete(teamNote).where(and(eq(teamNote.teamId, teamId), eq(teamNote.sharedBy, userId)));
  await tx.delete(member).where(and(eq(member.organizationId, teamId), eq(member.userId, userId)));
}

/**
 * Removes a member, or leaves when `userId` is the caller. Leaving needs no permission, but the owner
 * must transfer ownership first (a team is never left without one).
 */
export async function removeMember(db: Db, user: AuthUser, teamId: string, userId: string) {
  const mine = await membershipOf(db, teamId, user.id);
  if (userId === user.id) {
    if (mine.role === 'owner') throw conflict(renderMessage('team_owner_cannot_leave'));
  } else {
    requirePermission(mine.role, 'removeMember');
    const target = await roleOf(db, teamId, userId);
    if (!mayRemove(mine.role, target)) throw forbidden();
  }
  await db.transaction((tx) => dropMember(tx, teamId, userId));
  return { removed: true as const };
}

/** The owner hands the team to another member and stays on as an admin. */
export async function transferOwnership(deps: TeamDeps, user: AuthUser, teamId: string, userId: string) {
  const { db } = deps;
  const mine = await membershipOf(db, teamId, user.id);
  requirePermission(mine.role, 'transferOwnership');
  if (userId === user.id) throw conflict(renderMessage('team_transfer_to_yourself'));
  await roleOf(db, teamId, userId);
  await db.transaction(async (tx) => {
    await tx
      .update(member)
      .set({ role: 'owner' })
      .where(and(eq(member.organizationId, teamId), eq(member.userId, userId)));
    await tx
      .update(member)
      .set({ role: 'admin' })
      .where(and(eq(member.organizationId, teamId), eq(member.userId, user.id)));
  });
  return teamProfile(deps, teamId, user.id);
}

/**
 * Before an account is deleted (ADR 25): a team it owns with other members stops the deletion (409,
 * naming the team) until ownership moves; a team of its own alone is deleted with it. Its other
 * memberships and shared notes go by the foreign keys.
 */
export async function beforeAccountDeleted(db: Db, userId: string): Promise<void> {
  const owned = await db
    .select({ id: organization.id, name: organization.name })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(and(eq(member.userId, userId), eq(member.role, 'owner')));
  for (const team of owned) {
    const [others] = await db
      .select({ n: count() })
      .from(member)
      .where(and(eq(member.organizationId, team.id), ne(member.userId, userId)));
    if (others?.n) throw conflict(renderMessage('team_owner_cannot_delete_account', { team: team.name }));
  }
  if (owned.length)
    await db.delete(organization).where(
      inArray(
        organization.id,
        owned.map((team) => team.id),
      ),
    );
}

/** "Download my data": the teams the person is in, with their role. */
export async function teamsToExport(db: Db, userId: string) {
  const rows = await db
    .select({ teamId: organization.id, name: organization.name, role: member.role, joinedAt: member.createdAt })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(eq(member.userId, userId))
    .orderBy(asc(member.createdAt));
  return rows.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() }));
}
