import { infiniteQueryOptions, queryOptions, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type {
  AssignableRole,
  ChangeRoleRequest,
  CreateTeamRequest,
  ImportedNote,
  InviteRequest,
  MyTeams,
  ReceivedInvitation,
  ShareNoteToTeamRequest,
  TeamInvitation,
  TeamMember,
  TeamNote,
  TeamNotePage,
  TeamNotesQuery,
  TeamProfile,
  TransferOwnershipRequest,
  UpdateTeamRequest,
} from '../../lib/api-types.ts';

/** The roles an invitation or a role change may give, in the order the pickers list them. */
export const ASSIGNABLE: readonly AssignableRole[] = ['member', 'admin'];

const seg = encodeURIComponent;
const teamPath = (teamId: string) => `/team/${seg(teamId)}`;

export const teamKeys = {
  all: ['team'] as const,
  mine: ['team', 'mine'] as const,
  profile: (teamId: string) => ['team', 'profile', teamId] as const,
  notes: (teamId: string) => ['team', 'notes', teamId] as const,
  invitation: (id: string) => ['team', 'invitation', id] as const,
};

/** The caller's teams and the invitations waiting for their address (the /team page, the note's "Share to team"). */
export const myTeamsQuery = queryOptions({ queryKey: teamKeys.mine, queryFn: () => api<MyTeams>('/team') });

/** A team's profile page; a team the caller is not in is a 404 the page shows in place. */
export const teamQuery = (teamId: string) =>
  queryOptions({
    queryKey: teamKeys.profile(teamId),
    queryFn: () => api<TeamProfile>(teamPath(teamId)),
    meta: { silent: true },
  });

export const teamNotesQuery = (teamId: string) =>
  infiniteQueryOptions({
    queryKey: teamKeys.notes(teamId),
    queryFn: ({ pageParam }) =>
      api<TeamNotePage>(`${teamPath(teamId)}/note`, {
        query: { lastId: pageParam || undefined } satisfies TeamNotesQuery,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => (last.hasMore ? last.notes.at(-1)?.noteId : undefined),
    meta: { silent: true },
  });

/** The e-mail's link: answers only for the invited address (another one gets a 404, shown in place). */
export const invitationQuery = (invitationId: string) =>
  queryOptions({
    queryKey: teamKeys.invitation(invitationId),
    queryFn: () => api<ReceivedInvitation>(`/team/invitation/${seg(invitationId)}`),
    meta: { silent: true },
  });

export const teamCalls = {
  create: (body: CreateTeamRequest) => api<TeamProfile>('/team', { method: 'POST', body }),
  update: (teamId: string, body: UpdateTeamRequest) => api<TeamProfile>(teamPath(teamId), { method: 'PATCH', body }),
  remove: (teamId: string) => api<unknown>(teamPath(teamId), { method: 'DELETE' }),
  invite: (teamId: string, body: InviteRequest) =>
    api<TeamInvitation>(`${teamPath(teamId)}/invitation`, { method: 'POST', body }),
  cancelInvitation: (teamId: string, invitationId: string) =>
    api<TeamInvitation>(`${teamPath(teamId)}/invitation/${seg(invitationId)}`, { method: 'DELETE' }),
  accept: (invitationId: string) =>
    api<TeamProfile>(`/team/invitation/${seg(invitationId)}/accept`, { method: 'POST' }),
  decline: (invitationId: string) =>
    api<ReceivedInvitation>(`/team/invitation/${seg(invitationId)}/decline`, { method: 'POST' }),
  changeRole: (teamId: string, userId: string, body: ChangeRoleRequest) =>
    api<TeamMember>(`${teamPath(teamId)}/member/${seg(userId)}`, { method: 'PATCH', body }),
  /** Removing oneself is leaving the team. */
  removeMember: (teamId: string, userId: string) =>
    api<unknown>(`${teamPath(teamId)}/member/${seg(userId)}`, { method: 'DELETE' }),
  transferOwnership: (teamId: string, body: TransferOwnershipRequest) =>
    api<TeamProfile>(`${teamPath(teamId)}/transfer-ownership`, { method: 'POST', body }),
  shareNote: (teamId: string, body: ShareNoteToTeamRequest) =>
    api<TeamNote>(`${teamPath(teamId)}/note`, { method: 'POST', body }),
  removeNote: (teamId: string, noteId: string) =>
    api<unknown>(`${teamPath(teamId)}/note/${seg(noteId)}`, { method: 'DELETE' }),
  importNote: (teamId: string, noteId: string) =>
    api<ImportedNote>(`${teamPath(teamId)}/note/${seg(noteId)}/import`, { method: 'POST' }),
};

/**
 * A team action whose failure the page shows beside its control (so it is not toasted too); on success
 * every team read refetches (`also`: other keys it changes, e.g. the learner's notes after an import).
 */
export function useTeamAction<V, R>(run: (vars: V) => Promise<R>, also: QueryKey[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    meta: { silent: true },
    onSuccess: () =>
      Promise.all([teamKeys.all, ...also].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
