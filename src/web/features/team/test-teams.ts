import type { ReceivedInvitation, TeamPermissions, TeamProfile, TeamRole } from '../../lib/api-types.ts';

/** The permission table as ADR 25 gives it per role, for page tests (the server is the judge). */
export function permissionsOf(role: TeamRole): TeamPermissions {
  const manager = role !== 'member';
  const owner = role === 'owner';
  return {
    updateProfile: manager,
    invite: manager,
    cancelInvitation: manager,
    removeMember: manager,
    changeRole: manager,
    transferOwnership: owner,
    deleteTeam: owner,
    manageBilling: owner,
    shareNote: true,
    removeAnyTeamNote: manager,
  };
}

/** A team of three seen by u1 (the test profile) in `myRole`: Olga owns it unless u1 does; one invitation pending. */
export function teamAs(myRole: TeamRole, change: Partial<TeamProfile> = {}): TeamProfile {
  const me = {
    userId: 'u1',
    name: 'Ada',
    email: 'ada@example.com',
    role: myRole,
    joinedAt: '2026-11-02T10:00:00.000Z',
  };
  const others = [
    { userId: 'u2', name: 'Olga Owner', email: 'olga@example.com', role: myRole === 'owner' ? 'admin' : 'owner' },
    { userId: 'u3', name: 'Milo Member', email: 'milo@example.com', role: 'member' },
  ] as const;
  return {
    id: 't1',
    name: 'Lycée Molière 2nde B',
    logo: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    myRole,
    permissions: permissionsOf(myRole),
    members: [me, ...others.map((o) => ({ ...o, joinedAt: '2026-11-01T10:00:00.000Z' }))],
    invitations:
      myRole === 'member'
        ? []
        : [
            {
              id: 'inv1',
              email: 'new.student@example.com',
              role: 'member',
              status: 'pending',
              expiresAt: '2026-12-01T10:00:00.000Z',
              invitedBy: 'u2',
            },
          ],
    memberCap: 10,
    ...change,
  };
}

export const receivedInvitation = (change: Partial<ReceivedInvitation> = {}): ReceivedInvitation => ({
  id: 'inv9',
  teamId: 't9',
  teamName: 'Korean evening class',
  inviterName: 'Jiwoo Teacher',
  email: 'ada@example.com',
  role: 'member',
  status: 'pending',
  expiresAt: '2026-12-01T10:00:00.000Z',
  ...change,
});

export const FORBIDDEN = {
  status: 403,
  body: { message: "You don't have permission to perform this action.", reason: 'forbidden', params: {} },
};
