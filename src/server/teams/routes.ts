import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../http/route.ts';
import { mailLocale } from '../mail/locale.ts';
import * as invitations from './invitations.ts';
import * as library from './library.ts';
import type { TeamDeps } from './membership.ts';
import {
  ChangeRoleBody,
  CreateTeamBody,
  ImportedNote,
  InvitationIdParams,
  InviteBody,
  MyTeams,
  ReceivedInvitation,
  ShareNoteToTeamBody,
  TeamIdParams,
  TeamInvitation,
  TeamInvitationParams,
  TeamMember,
  TeamMemberParams,
  TeamNote,
  TeamNotePage,
  TeamNoteParams,
  TeamNotesQuery,
  TeamProfile,
  TransferOwnershipBody,
  UpdateTeamBody,
} from './schema.ts';
import * as teams from './service.ts';

const Deleted = z.object({ deleted: z.literal(true) });
const Removed = z.object({ removed: z.literal(true) });

/** Teams (issue 12, ADR 25): every route needs sign-in; the service checks the permission table first. */
export function registerTeamRoutes(app: FastifyInstance, deps: TeamDeps): void {
  const tag = 'Teams';
  const { db } = deps;
  const auth = 'required' as const;

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/team',
      tag,
      auth,
      summary: 'My teams and the invitations waiting for me',
      response: MyTeams,
    },
    async ({ user }) => ({
      teams: await teams.myTeams(db, user.id),
      invitations: await invitations.invitationsFor(db, user),
    }),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/team',
      tag,
      auth,
      summary: 'Create a team (I am its owner)',
      body: CreateTeamBody,
      response: TeamProfile,
    },
    ({ user, body }) => teams.createTeam(deps, user, body),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/team/:teamId',
      tag,
      auth,
      summary: 'A team’s profile, members and my permissions',
      params: TeamIdParams,
      response: TeamProfile,
    },
    ({ user, params }) => teams.teamProfile(deps, params.teamId, user.id),
  );
  defineRoute(
    app,
    {
      method: 'PATCH',
      url: '/team/:teamId',
      tag,
      auth,
      summary: 'Change the name or logo (owner, admin)',
      params: TeamIdParams,
      body: UpdateTeamBody,
      response: TeamProfile,
    },
    ({ user, params, body }) => teams.updateTeam(deps, user, params.teamId, body),
  );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/team/:teamId',
      tag,
      auth,
      summary: 'Delete the team, its invitations and library (owner)',
      params: TeamIdParams,
      response: Deleted,
    },
    ({ user, params }) => teams.deleteTeam(db, user, params.teamId),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/team/:teamId/invitation',
      tag,
      auth,
      summary: 'Invite an address; the link is e-mailed in my UI language',
      params: TeamIdParams,
      body: InviteBody,
      response: TeamInvitation,
    },
    ({ user, params, body, request }) =>
      invitations.invite(deps, user, params.teamId, {
        ...body,
        locale: mailLocale(request.headers['accept-language']),
      }),
  );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/team/:teamId/invitation/:invitationId',
      tag,
      auth,
      summary: 'Cancel a pending invitation (owner, admin)',
      params: TeamInvitationParams,
      response: TeamInvitation,
    },
    ({ user, params }) => invitations.cancelInvitation(db, user, params.teamId, params.invitationId),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/team/invitation/:invitationId',
      tag,
      auth,
      summary: 'An invitation, for its invited address only',
      params: InvitationIdParams,
      response: ReceivedInvitation,
    },
    ({ user, params }) => invitations.receivedInvitation(db, user, params.invitationId),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/team/invitation/:invitationId/accept',
      tag,
      auth,
      summary: 'Accept an invitation and join the team',
      params: InvitationIdParams,
      response: TeamProfile,
    },
    ({ user, params }) => invitations.acceptInvitation(deps, user, params.invitationId),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/team/invitation/:invitationId/decline',
      tag,
      auth,
      summary: 'Decline an invitation',
      params: InvitationIdParams,
      response: ReceivedInvitation,
    },
    ({ user, params }) => invitations.declineInvitation(db, user, params.invitationId),
  );
  defineRoute(
    app,
    {
      method: 'PATCH',
      url: '/team/:teamId/member/:userId',
      tag,
      auth,
      summary: 'Make a member admin or member (owner)',
      params: TeamMemberParams,
      body: ChangeRoleBody,
      response: TeamMember,
    },
    ({ user, params, body }) => teams.changeRole(deps, user, params.teamId, params.userId, body.role),
  );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/team/:teamId/member/:userId',
      tag,
      auth,
      summary: 'Remove a member; my own id leaves the team',
      params: TeamMemberParams,
      response: Removed,
    },
    ({ user, params }) => teams.removeMember(db, user, params.teamId, params.userId),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/team/:teamId/transfer-ownership',
      tag,
      auth,
      summary: 'Hand the team to a member; I become an admin (owner)',
      params: TeamIdParams,
      body: TransferOwnershipBody,
      response: TeamProfile,
    },
    ({ user, params, body }) => teams.transferOwnership(deps, user, params.teamId, body.userId),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/team/:teamId/note',
      tag,
      auth,
      summary: 'The team library, newest shared first, after lastId',
      params: TeamIdParams,
      query: TeamNotesQuery,
      response: TeamNotePage,
    },
    ({ user, params, query }) => library.listTeamNotes(db, user, params.teamId, query.lastId),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/team/:teamId/note',
      tag,
      auth,
      summary: 'Share one of my notes to the team library',
      params: TeamIdParams,
      body: ShareNoteToTeamBody,
      response: TeamNote,
    },
    ({ user, params, body }) => library.shareNote(db, user, params.teamId, body.noteId),
  );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/team/:teamId/note/:noteId',
      tag,
      auth,
      summary: 'Take a note out of the library (its sharer, owner, admin)',
      params: TeamNoteParams,
      response: Removed,
    },
    ({ user, params }) => library.removeTeamNote(db, user, params.teamId, params.noteId),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/team/:teamId/note/:noteId/import',
      tag,
      auth,
      summary: 'Copy a library note into my notes (once)',
      params: TeamNoteParams,
      response: ImportedNote,
    },
    ({ user, params }) => library.importTeamNote(deps, user, params.teamId, params.noteId),
  );
}
