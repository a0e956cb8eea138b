import { afterAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../common/errors.ts';
import { createTestApp, type TestUser } from '../test/app.ts';
import { permissionsFor } from './permissions.ts';
import { teamHelpers, teamTestEnv } from './test/teams.ts';

const t = await createTestApp({ env: teamTestEnv() });
afterAll(() => t.close());
const h = teamHelpers(t);

type Role = 'owner' | 'admin' | 'member';
type Crew = Awaited<ReturnType<typeof h.crew>>;
const Y = 200;
const N = 403;

/** ADR 25's table, written out as the ADR has it (the code computes it in permissions.ts). */
const TABLE = {
  owner: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
  admin: [1, 1, 1, 1, 0, 0, 0, 0, 1, 1],
  member: [0, 0, 0, 0, 0, 0, 0, 0, 1, 0],
};
const ACTIONS = [
  'updateProfile',
  'invite',
  'cancelInvitation',
  'removeMember',
  'changeRole',
  'transferOwnership',
  'deleteTeam',
  'manageBilling',
  'shareNote',
  'removeAnyTeamNote',
] as const;

describe('the permission table (ADR 25)', () => {
  it.each(['owner', 'admin', 'member'] as const)(
    '%s: what the profile says is what permissionsFor gives',
    async (role) => {
      const crew = await h.crew();
      const actor = crew[role];
      const expected = Object.fromEntries(ACTIONS.map((a, i) => [a, TABLE[role][i] === 1]));
      expect(permissionsFor(role)).toEqual(expected);
      const profile = (await h.call('GET', `/v3/team/${crew.teamId}`, actor)).json().entity;
      expect(profile.permissions).toEqual(expected);
      // Invitations are listed only to roles that may invite.
      await h.invite(crew.teamId, crew.owner, `listed-${crew.teamId}@example.com`);
      const listed = (await h.call('GET', `/v3/team/${crew.teamId}`, actor)).json().entity.invitations;
      expect(listed).toHaveLength(expected.invite ? 1 : 0);
    },
  );

  /** Every action the server checks, in an order where an allowed one does not spoil the next. */
  const steps: [string, Record<Role, number>, (c: Crew, actor: TestUser) => Promise<{ statusCode: number }>][] = [
    [
      'update the profile',
      { owner: Y, admin: Y, member: N },
      (c, a) => h.call('PATCH', `/v3/team/${c.teamId}`, a, { name: 'Renamed' }),
    ],
    [
      'invite a member',
      { owner: Y, admin: Y, member: N },
      (c, a) =>
        h.call('POST', `/v3/team/${c.teamId}/invitation`, a, { email: `m-${c.teamId}@example.com`, role: 'member' }),
    ],
    [
      'invite an admin',
      { owner: Y, admin: N, member: N },
      (c, a) =>
        h.call('POST', `/v3/team/${c.teamId}/invitation`, a, { email: `a-${c.teamId}@example.com`, role: 'admin' }),
    ],
    [
      'cancel an invitation',
      { owner: Y, admin: Y, member: N },
      async (c, a) => {
        const id = await h.invite(c.teamId, c.owner, `cancel-${c.teamId}@example.com`);
        return h.call('DELETE', `/v3/team/${c.teamId}/invitation/${id}`, a);
      },
    ],
    [
      'change a role',
      { owner: Y, admin: N, member: N },
      (c, a) => h.call('PATCH', `/v3/team/${c.teamId}/member/${c.member2.id}`, a, { role: 'member' }),
    ],
    [
      'share an own note',
      { owner: Y, admin: Y, member: Y },
      async (c, a) => h.call('POST', `/v3/team/${c.teamId}/note`, a, { noteId: await h.noteOf(a) }),
    ],
    [
      "remove another's team note",
      { owner: Y, admin: Y, member: N },
      async (c, a) => {
        const noteId = await h.noteOf(c.member2);
        await h.share(c.teamId, c.member2, noteId);
        return h.call('DELETE', `/v3/team/${c.teamId}/note/${noteId}`, a);
      },
    ],
    [
      'remove the own team note',
      { owner: Y, admin: Y, member: Y },
      async (c, a) => {
        const noteId = await h.noteOf(a);
        await h.share(c.teamId, a, noteId);
        return h.call('DELETE', `/v3/team/${c.teamId}/note/${noteId}`, a);
      },
    ],
    [
      'remove a member',
      { owner: Y, admin: Y, member: N },
      (c, a) => h.call('DELETE', `/v3/team/${c.teamId}/member/${c.member2.id}`, a),
    ],
    [
      'remove the owner',
      { owner: 409, admin: N, member: N },
      (c, a) => h.call('DELETE', `/v3/team/${c.teamId}/member/${c.owner.id}`, a),
    ],
    [
      'delete the team',
      { owner: Y, admin: N, member: N },
      (c, a) =>
        // The owner's success is proved on a team of its own, so the steps after it still have one.
        a === c.owner
          ? h.createTeam(a, 'Spare').then((id) => h.call('DELETE', `/v3/team/${id}`, a))
          : h.call('DELETE', `/v3/team/${c.teamId}`, a),
    ],
    [
      'transfer ownership',
      { owner: Y, admin: N, member: N },
      (c, a) =>
        h.call('POST', `/v3/team/${c.teamId}/transfer-ownership`, a, {
          userId: c.member.id === a.id ? c.admin.id : c.member.id,
        }),
    ],
  ];

  it.each(['owner', 'admin', 'member'] as const)('%s: each action answers as the table says', async (role) => {
    const crew = await h.crew();
    const actor = crew[role];
    for (const [name, expected, attempt] of steps) {
      const response = await attempt(crew, actor);
      expect(response.statusCode, `${role} may ${expected[role] === Y ? '' : 'not '}${name}`).toBe(expected[role]);
      if (expected[role] === N) {
        expect((response as unknown as { json(): { message: string } }).json().message).toBe(ERROR_MESSAGES.forbidden);
      }
    }
  });

  it('an admin removes plain members only: never the owner or another admin', async () => {
    const crew = await h.crew();
    const admin2 = await t.createUser();
    await h.join(crew.teamId, crew.owner, admin2, 'admin');
    for (const target of [crew.owner, admin2]) {
      const response = await h.call('DELETE', `/v3/team/${crew.teamId}/member/${target.id}`, crew.admin);
      expect(response.statusCode).toBe(403);
    }
    // The owner removes an admin; an admin may leave on their own.
    expect((await h.call('DELETE', `/v3/team/${crew.teamId}/member/${admin2.id}`, crew.owner)).statusCode).toBe(200);
    expect((await h.call('DELETE', `/v3/team/${crew.teamId}/member/${crew.admin.id}`, crew.admin)).statusCode).toBe(
      200,
    );
    // A member may leave too.
    expect((await h.call('DELETE', `/v3/team/${crew.teamId}/member/${crew.member.id}`, crew.member)).statusCode).toBe(
      200,
    );
  });
});
