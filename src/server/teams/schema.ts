import { z } from 'zod';
import { boundedText, noteIdField } from '../http/fields.ts';

/**
 * Teams (issue 12, spec §1 "team/organization area", §6): Better Auth's organization plugin keeps the
 * tables (organization, member, invitation); these routes are the app's own face on them, so errors come
 * in the one error shape with catalogued messages, and the permission table (ADR 25) is checked in one place.
 *
 * Routes (all need sign-in; a team the caller is not in is a 404, an action the role may not do a 403
 * 'You don't have permission to perform this action.'):
 *   GET    /v3/team                                   → MyTeams
 *   POST   /v3/team                     CreateTeamBody → TeamProfile (caller is owner)
 *   GET    /v3/team/{teamId}                          → TeamProfile
 *   PATCH  /v3/team/{teamId}            UpdateTeamBody → TeamProfile
 *   DELETE /v3/team/{teamId}                          → { deleted: true }            (owner)
 *   POST   /v3/team/{teamId}/invitation  InviteBody   → TeamInvitation (e-mails the link /team/invitation/{id})
 *   DELETE /v3/team/{teamId}/invitation/{invitationId} → TeamInvitation (canceled)
 *   GET    /v3/team/invitation/{invitationId}          → ReceivedInvitation (only for the invited address)
 *   POST   /v3/team/invitation/{invitationId}/accept   → TeamProfile
 *   POST   /v3/team/invitation/{invitationId}/decline  → ReceivedInvitation
 *   PATCH  /v3/team/{teamId}/member/{userId} ChangeRoleBody → TeamMember
 *   DELETE /v3/team/{teamId}/member/{userId}          → { removed: true }  (self = leave; the owner cannot leave)
 *   POST   /v3/team/{teamId}/transfer-ownership TransferOwnershipBody → TeamProfile
 *   GET    /v3/team/{teamId}/note?lastId               → TeamNotePage
 *   POST   /v3/team/{teamId}/note    ShareNoteToTeamBody → TeamNote (own notes only)
 *   DELETE /v3/team/{teamId}/note/{noteId}            → { removed: true }
 *   POST   /v3/team/{teamId}/note/{noteId}/import     → ImportedNote
 */

export const TEAM_ROLES = ['owner', 'admin', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
/** Roles an invitation or a role change may give; ownership moves only by transfer. */
export const ASSIGNABLE_ROLES = ['admin', 'member'] as const;

const teamId = z.string().trim().min(1, 'must be a team id').max(100, 'must be a team id');
const userId = z.string().trim().min(1, 'must be a user id').max(100, 'must be a user id');
const invitationId = z.string().trim().min(1, 'must be an invitation id').max(100, 'must be an invitation id');
const assignableRole = z.enum(ASSIGNABLE_ROLES, { error: 'must be admin or member' });
const teamName = boundedText(100).min(2, 'must be at least 2 characters');
/** A logo is an https image address (no uploads yet); empty clears it. */
const logo = z.union([z.literal(''), z.url({ protocol: /^https$/, error: 'must be an https address' }).max(2000)]);

export const TeamIdParams = z.object({ teamId });
export const TeamMemberParams = z.object({ teamId, userId });
export const TeamInvitationParams = z.object({ teamId, invitationId });
export const InvitationIdParams = z.object({ invitationId });
export const TeamNoteParams = z.object({ teamId, noteId: noteIdField });

export const CreateTeamBody = z.object({ name: teamName, logo: logo.optional() });
export const UpdateTeamBody = z
  .object({ name: teamName.optional(), logo: logo.optional() })
  .refine((b) => b.name !== undefined || b.logo !== undefined, { message: 'Choose a name or a logo to change' });
export const InviteBody = z.object({ email: z.email('must be an e-mail address').max(254), role: assignableRole });
export const ChangeRoleBody = z.object({ role: assignableRole });
export const TransferOwnershipBody = z.object({ userId });
export const ShareNoteToTeamBody = z.object({ noteId: noteIdField });
export const TeamNotesQuery = z.object({ lastId: z.string().max(100).optional() });

/** What the caller's role allows in this team (ADR 25); the web hides what is false, the server checks it. */
export const TeamPermissions = z.object({
  updateProfile: z.boolean(),
  invite: z.boolean(),
  cancelInvitation: z.boolean(),
  removeMember: z.boolean(),
  changeRole: z.boolean(),
  transferOwnership: z.boolean(),
  deleteTeam: z.boolean(),
  manageBilling: z.boolean(),
  shareNote: z.boolean(),
  removeAnyTeamNote: z.boolean(),
});
export type TeamPermissionsDto = z.infer<typeof TeamPermissions>;

const role = z.enum(TEAM_ROLES);

export const TeamSummary = z.object({
  id: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  myRole: role,
  memberCount: z.number().int(),
});

export const TeamMember = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role,
  joinedAt: z.iso.datetime(),
});

export const TeamInvitation = z.object({
  id: z.string(),
  email: z.string(),
  role,
  status: z.enum(['pending', 'accepted', 'declined', 'canceled']),
  expiresAt: z.iso.datetime(),
  invitedBy: z.string(),
});

/** An invitation as its recipient sees it (the link in the e-mail: /team/invitation/{id}). */
export const ReceivedInvitation = z.object({
  id: z.string(),
  teamId: z.string(),
  teamName: z.string(),
  inviterName: z.string(),
  email: z.string(),
  role,
  status: z.enum(['pending', 'accepted', 'declined', 'canceled', 'expired']),
  expiresAt: z.iso.datetime(),
});

/** The teams page: the caller's teams and the invitations waiting for the caller's address. */
export const MyTeams = z.object({
  teams: z.array(TeamSummary),
  invitations: z.array(ReceivedInvitation),
});

/** The organization profile page (spec §2). Invitations are listed only to roles that may invite. */
export const TeamProfile = z.object({
  id: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  createdAt: z.iso.datetime(),
  myRole: role,
  permissions: TeamPermissions,
  members: z.array(TeamMember),
  invitations: z.array(TeamInvitation),
  /** Members plus pending invitations may not exceed it: the owner's plan's teamMembers (ADR 25). */
  memberCap: z.number().int(),
});

/** A note shared to the team's library. */
export const TeamNote = z.object({
  noteId: z.string(),
  title: z.string(),
  language: z.string(),
  ytId: z.string().nullable(),
  sharedBy: z.object({ userId: z.string(), name: z.string() }),
  sharedAt: z.iso.datetime(),
});
export const TeamNotePage = z.object({ notes: z.array(TeamNote), hasMore: z.boolean() });

/** Importing copies the note into the caller's library; importing again returns the same copy. */
export const ImportedNote = z.object({ noteId: z.string(), alreadyImported: z.boolean() });
