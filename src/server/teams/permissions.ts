import { forbidden } from '../http/errors.ts';
import type { TeamPermissionsDto, TeamRole } from './schema.ts';

/**
 * The permission table of ADR 25, in one place: the service checks it before every action and the
 * team profile sends it, so the web hides exactly what the server would refuse.
 * Rules that depend on the other person (an admin removes members only, never the owner or another
 * admin; an admin invites members only) are in `mayRemove` and `mayInviteAs` below, on top of this.
 */
export function permissionsFor(role: TeamRole): TeamPermissionsDto {
  const owner = role === 'owner';
  const manager = owner || role === 'admin';
  return {
    updateProfile: manager,
    invite: manager,
    cancelInvitation: manager,
    removeMember: manager,
    changeRole: owner,
    transferOwnership: owner,
    deleteTeam: owner,
    manageBilling: owner,
    shareNote: true,
    removeAnyTeamNote: manager,
  };
}

export type TeamAction = keyof TeamPermissionsDto;

/** 403 'You don't have permission to perform this action.' unless the role may do `action`. */
export function requirePermission(role: TeamRole, action: TeamAction): void {
  if (!permissionsFor(role)[action]) throw forbidden();
}

/** The owner removes anyone else; an admin removes plain members only. */
export function mayRemove(actor: TeamRole, target: TeamRole): boolean {
  if (!permissionsFor(actor).removeMember) return false;
  return actor === 'owner' ? target !== 'owner' : target === 'member';
}

/** The owner invites admins and members; an admin invites members (making admins is the owner's). */
export function mayInviteAs(actor: TeamRole, role: TeamRole): boolean {
  return permissionsFor(actor).invite && (actor === 'owner' || role === 'member');
}
