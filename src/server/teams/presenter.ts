import type { z } from 'zod';
import type { invitation, member, organization } from '../db/schema/teams.ts';
import { permissionsFor } from './permissions.ts';
import type { ReceivedInvitation, TeamInvitation, TeamMember, TeamProfile, TeamRole, TeamSummary } from './schema.ts';

type OrganizationRow = typeof organization.$inferSelect;
type MemberRow = typeof member.$inferSelect;
type InvitationRow = typeof invitation.$inferSelect;
type Person = { name: string; email: string };

const RANK: Record<TeamRole, number> = { owner: 0, admin: 1, member: 2 };

export function presentSummary(
  team: OrganizationRow,
  myRole: TeamRole,
  memberCount: number,
): z.input<typeof TeamSummary> {
  return { id: team.id, name: team.name, logo: team.logo, myRole, memberCount };
}

export function presentMember(row: MemberRow, person: Person | undefined): z.input<typeof TeamMember> {
  return {
    userId: row.userId,
    name: person?.name ?? '',
    email: person?.email ?? '',
    role: row.role as TeamRole,
    joinedAt: row.createdAt.toISOString(),
  };
}

/** The team's view of an invitation; expired ones are not listed there (they take no seat). */
export function presentInvitation(row: InvitationRow, inviter: Person | undefined): z.input<typeof TeamInvitation> {
  return {
    id: row.id,
    email: row.email,
    role: (row.role ?? 'member') as TeamRole,
    status: row.status as 'pending' | 'accepted' | 'declined' | 'canceled',
    expiresAt: row.expiresAt.toISOString(),
    invitedBy: inviter?.name ?? '',
  };
}

/** The recipient's view: a pending invitation past its date reads `expired`. */
export function presentReceived(
  row: InvitationRow,
  team: Pick<OrganizationRow, 'id' | 'name'>,
  inviter: Person | undefined,
  now = new Date(),
): z.input<typeof ReceivedInvitation> {
  const expired = row.status === 'pending' && row.expiresAt <= now;
  return {
    id: row.id,
    teamId: team.id,
    teamName: team.name,
    inviterName: inviter?.name ?? '',
    email: row.email,
    role: (row.role ?? 'member') as TeamRole,
    status: expired ? 'expired' : (row.status as 'pending' | 'accepted' | 'declined' | 'canceled'),
    expiresAt: row.expiresAt.toISOString(),
  };
}

export function presentProfile(input: {
  team: OrganizationRow;
  myRole: TeamRole;
  members: MemberRow[];
  invitations: InvitationRow[];
  people: Map<string, Person>;
  memberCap: number;
}): z.input<typeof TeamProfile> {
  const { team, myRole, people } = input;
  const permissions = permissionsFor(myRole);
  const members = [...input.members].sort(
    (a, b) => RANK[a.role as TeamRole] - RANK[b.role as TeamRole] || a.createdAt.getTime() - b.createdAt.getTime(),
  );
  return {
    id: team.id,
    name: team.name,
    logo: team.logo,
    createdAt: team.createdAt.toISOString(),
    myRole,
    permissions,
    members: members.map((row) => presentMember(row, people.get(row.userId))),
    invitations: permissions.invite
      ? input.invitations.map((row) => presentInvitation(row, people.get(row.inviterId)))
      : [],
    memberCap: input.memberCap,
  };
}
