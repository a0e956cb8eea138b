import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { codeOf, ERROR_MESSAGES } from '../../common/errors.ts';
import { invitation, member, organization, teamNote } from '../db/schema/teams.ts';
import { createAuth } from '../auth/auth.ts';
import { activatePlan } from '../subscriptions/service.ts';
import { findPlan } from '../../common/plans.ts';
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD } from '../test/app.ts';
import { teamHelpers, teamTestEnv } from './test/teams.ts';

const t = await createTestApp({ env: teamTestEnv(6) });
afterAll(() => t.close());
const { call, createTeam, invite, crew } = teamHelpers(t);

describe('teams: create, read, update, delete', () => {
  it('creates a team with the caller as owner, lists it, shows its profile and changes it', async () => {
    const owner = await t.createUser({ name: 'Olivia' });
    const created = await call('POST', '/v3/team', owner, {
      name: '  Korean club ',
      logo: 'https://example.com/l.png',
    });
    expect(created.statusCode).toBe(200);
    const team = created.json().entity;
    expect(team).toMatchObject({
      name: 'Korean club',
      logo: 'https://example.com/l.png',
      myRole: 'owner',
      memberCap: 6,
      members: [{ userId: owner.id, name: 'Olivia', email: owner.email, role: 'owner' }],
      invitations: [],
    });
    expect(Object.values(team.permissions).every(Boolean)).toBe(true);

    const mine = (await call('GET', '/v3/team', owner)).json().entity;
    expect(mine).toEqual({
      teams: [{ id: team.id, name: 'Korean club', logo: 'https://example.com/l.png', myRole: 'owner', memberCount: 1 }],
      invitations: [],
    });
    const renamed = await call('PATCH', `/v3/team/${team.id}`, owner, { name: 'Hangul club', logo: '' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().entity).toMatchObject({ name: 'Hangul club', logo: null });
    expect((await call('GET', `/v3/team/${team.id}`, owner)).json().entity.name).toBe('Hangul club');
  });

  it('deletes a team with its members, invitations and library (owner)', async () => {
    const { teamId, owner, member: m } = await crew();
    const noteId = await teamHelpers(t).noteOf(m);
    await teamHelpers(t).share(teamId, m, noteId);
    await invite(teamId, owner, `pending-${Date.now()}@example.com`);
    const deleted = await call('DELETE', `/v3/team/${teamId}`, owner);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().entity).toEqual({ deleted: true });
    const db = t.database.db;
    expect(await db.select().from(member).where(eq(member.organizationId, teamId))).toEqual([]);
    expect(await db.select().from(invitation).where(eq(invitation.organizationId, teamId))).toEqual([]);
    expect(await db.select().from(teamNote).where(eq(teamNote.teamId, teamId))).toEqual([]);
    expect((await call('GET', `/v3/team/${teamId}`, owner)).statusCode).toBe(404);
    // The shared note itself stays its owner's.
    expect((await call('GET', `/v3/note/${noteId}`, m)).statusCode).toBe(200);
  });
});

describe('bad input answers a clear 400', () => {
  it.each([
    ['a name too short', { name: 'x' }, 'name: must be at least 2 characters'],
    ['an oversized name', { name: 'x'.repeat(101) }, 'name: must be at most 100 characters'],
    ['a logo that is not https', { name: 'Club', logo: 'http://example.com/x.png' }, 'logo: must be an https address'],
  ])('%s', async (_, body, message) => {
    const owner = await t.createUser();
    const response = await call('POST', '/v3/team', owner, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('malformed e-mails, unknown roles and an empty change', async () => {
    const owner = await t.createUser();
    const teamId = await createTeam(owner);
    for (const email of ['not-an-email', 'a@', '@example.com', `${'x'.repeat(250)}@example.com`]) {
      const response = await call('POST', `/v3/team/${teamId}/invitation`, owner, { email, role: 'member' });
      expect(response.statusCode, email).toBe(400);
      expect(response.json().message).toMatch(/email: must be (an e-mail address|at most 254)/);
    }
    const owners = await call('POST', `/v3/team/${teamId}/invitation`, owner, {
      email: 'a@example.com',
      role: 'owner',
    });
    expect(owners.statusCode).toBe(400);
    expect(owners.json().message).toBe('role: must be admin or member');
    const empty = await call('PATCH', `/v3/team/${teamId}`, owner, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().reason).toBe('choose_name_or_logo');
  });

  it('unknown ids are 404s', async () => {
    const owner = await t.createUser();
    const teamId = await createTeam(owner);
    expect((await call('GET', '/v3/team/no-such-team', owner)).json().reason).toBe('team_not_found');
    expect((await call('GET', '/v3/team/invitation/nope', owner)).json().reason).toBe('team_invitation_not_found');
    expect((await call('DELETE', `/v3/team/${teamId}/invitation/nope`, owner)).statusCode).toBe(404);
    const removal = await call('DELETE', `/v3/team/${teamId}/member/nobody`, owner);
    expect(removal.statusCode).toBe(404);
    expect(removal.json().reason).toBe('team_member_not_found');
    const transfer = await call('POST', `/v3/team/${teamId}/transfer-ownership`, owner, { userId: 'nobody' });
    expect(transfer.json().reason).toBe('team_member_not_found');
  });
});

describe('members: roles, leave, remove, transfer', () => {
  it('the owner changes roles; the owner’s own role moves only by transfer', async () => {
    const { teamId, owner, member: m } = await crew();
    const promoted = await call('PATCH', `/v3/team/${teamId}/member/${m.id}`, owner, { role: 'admin' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().entity).toMatchObject({ userId: m.id, role: 'admin', email: m.email });
    const self = await call('PATCH', `/v3/team/${teamId}/member/${owner.id}`, owner, { role: 'member' });
    expect(self.statusCode).toBe(409);
    expect(self.json().reason).toBe('team_owner_role_by_transfer');
  });

  it('a member leaves (their shared notes leave the library); the owner cannot', async () => {
    const { teamId, owner, member: m, member2 } = await crew();
    const h = teamHelpers(t);
    await h.share(teamId, m, await h.noteOf(m));
    await h.share(teamId, member2, await h.noteOf(member2));
    const left = await call('DELETE', `/v3/team/${teamId}/member/${m.id}`, m);
    expect(left.statusCode).toBe(200);
    expect((await call('GET', `/v3/team/${teamId}`, m)).statusCode).toBe(404);
    const library = (await call('GET', `/v3/team/${teamId}/note`, owner)).json().entity.notes;
    expect(library.map((n: { sharedBy: { userId: string } }) => n.sharedBy.userId)).toEqual([member2.id]);
    const ownerLeaves = await call('DELETE', `/v3/team/${teamId}/member/${owner.id}`, owner);
    expect(ownerLeaves.statusCode).toBe(409);
    expect(ownerLeaves.json().message).toBe(ERROR_MESSAGES.team_owner_cannot_leave);
  });

  it('transfers ownership: the old owner becomes admin', async () => {
    const { teamId, owner, member: m } = await crew();
    const moved = await call('POST', `/v3/team/${teamId}/transfer-ownership`, owner, { userId: m.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().entity.myRole).toBe('admin');
    const roles = Object.fromEntries(
      moved.json().entity.members.map((x: { userId: string; role: string }) => [x.userId, x.role]),
    );
    expect(roles[m.id]).toBe('owner');
    expect(roles[owner.id]).toBe('admin');
    expect((await call('GET', `/v3/team/${teamId}`, m)).json().entity.permissions.deleteTeam).toBe(true);
    const toSelf = await call('POST', `/v3/team/${teamId}/transfer-ownership`, m, { userId: m.id });
    expect(toSelf.json().reason).toBe('team_transfer_to_yourself');
  });
});

describe("the member cap (the owner's plan, members plus open invitations)", () => {
  it('refuses the invitation past the cap with a message naming it; a canceled one frees its seat', async () => {
    const owner = await t.createUser();
    const teamId = await createTeam(owner);
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await invite(teamId, owner, `cap-${i}-${teamId}@example.com`));
    const over = await call('POST', `/v3/team/${teamId}/invitation`, owner, {
      email: `cap-x-${teamId}@example.com`,
      role: 'member',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('A team can have at most 6 members and pending invitations together.');
    // Inviting a pending address again refreshes it: no new seat, no duplicate.
    const again = await call('POST', `/v3/team/${teamId}/invitation`, owner, {
      email: `CAP-0-${teamId}@example.com`,
      role: 'admin',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().entity).toMatchObject({ id: ids[0], role: 'admin', status: 'pending' });
    const rows = await t.database.db.select().from(invitation).where(eq(invitation.organizationId, teamId));
    expect(rows).toHaveLength(5);
    expect((await call('DELETE', `/v3/team/${teamId}/invitation/${ids[1]}`, owner)).json().entity.status).toBe(
      'canceled',
    );
    expect(
      (
        await call('POST', `/v3/team/${teamId}/invitation`, owner, {
          email: `cap-x-${teamId}@example.com`,
          role: 'member',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('two invitations racing for the last seat: one is sent, the other refused', async () => {
    const owner = await t.createUser();
    const teamId = await createTeam(owner);
    for (let i = 0; i < 4; i++) await invite(teamId, owner, `race-${i}-${teamId}@example.com`);
    const racing = await Promise.all(
      ['a', 'b', 'c'].map((x) =>
        call('POST', `/v3/team/${teamId}/invitation`, owner, {
          email: `race-${x}-${teamId}@example.com`,
          role: 'member',
        }),
      ),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await t.database.db.select().from(invitation).where(eq(invitation.organizationId, teamId));
    expect(rows).toHaveLength(5);
  });

  it("grows with the owner's plan, not the member's", async () => {
    const { teamId, owner, member: m } = await crew();
    const capOf = async () => (await call('GET', `/v3/team/${teamId}`, m)).json().entity.memberCap;
    expect(await capOf()).toBe(6);
    const now = new Date();
    const year = new Date(now.getTime() + 365 * 86_400_000);
    const grant = {
      planId: 'pro',
      billingCycle: 'annual',
      periodStart: now,
      periodEnd: year,
      provider: 'admin',
    } as const;
    await activatePlan(t.database.db, { ...grant, userId: m.id });
    expect(await capOf()).toBe(6);
    await activatePlan(t.database.db, { ...grant, userId: owner.id });
    expect(await capOf()).toBe(findPlan('pro')!.features.teamMembers);
  });
});

describe('account deletion and data export', () => {
  const deleteAccount = (user: Parameters<typeof call>[2]) =>
    call('POST', '/api/auth/delete-user', user, { password: TEST_PASSWORD });

  it('an owner of a team with other members transfers first (409); a team of one goes with the account', async () => {
    const { teamId, owner, member: m } = await crew();
    const refused = await deleteAccount(owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('You own the team “Study group”, which has other members.');
    expect(codeOf(refused.json().message)?.reason).toBe('team_owner_cannot_delete_account');
    expect((await call('GET', '/v3/user/login', owner)).statusCode).toBe(200);

    const solo = await t.createUser();
    const soloTeam = await createTeam(solo, 'Just me');
    expect((await deleteAccount(solo)).statusCode).toBe(200);
    expect(await t.database.db.select().from(organization).where(eq(organization.id, soloTeam))).toEqual([]);

    // A member's account goes; the team stays.
    expect((await deleteAccount(m)).statusCode).toBe(200);
    const left = (await call('GET', `/v3/team/${teamId}`, owner)).json().entity.members;
    expect(left.map((x: { userId: string }) => x.userId)).not.toContain(m.id);
  });

  it('the export lists the person’s teams and roles', async () => {
    const { teamId, admin } = await crew();
    const data = (await call('GET', '/v3/user/export', admin)).json();
    expect(data.teams).toEqual([{ teamId, name: 'Study group', role: 'admin', joinedAt: expect.any(String) }]);
  });
});

describe("Better Auth's organization endpoints", () => {
  it.each([
    ['POST', '/api/auth/organization/create', { name: 'Sneaky', slug: 'sneaky' }],
    ['POST', '/api/auth/organization/invite-member', { email: 'x@example.com', role: 'owner' }],
    ['POST', '/api/auth/organization/update-member-role', { memberId: 'x', role: 'owner' }],
    ['GET', '/api/auth/organization/list', undefined],
    ['GET', '/api/auth/organization/get-full-organization', undefined],
  ])('%s %s answers 404 and changes nothing', async (method, url, body) => {
    const user = await t.createUser();
    const before = await t.database.db.select().from(organization);
    const response = await call(method, url, user, body);
    expect(response.statusCode).toBe(404);
    expect(await t.database.db.select().from(organization)).toHaveLength(before.length);
  });

  it('are disabled inside Better Auth too, should a request reach its handler', async () => {
    const user = await t.createUser();
    const auth = createAuth(t.database.db, t.config);
    const response = await auth.handler(
      new Request(`${TEST_ORIGIN}/api/auth/organization/create`, {
        method: 'POST',
        headers: { cookie: user.cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Sneaky', slug: 'sneaky' }),
      }),
    );
    expect(response.status).toBe(404);
    expect(await t.database.db.select().from(organization).where(eq(organization.slug, 'sneaky'))).toEqual([]);
  });
});
