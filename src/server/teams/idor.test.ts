import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import { teamHelpers, teamTestEnv } from './test/teams.ts';

/**
 * The teams routes against the wrong caller (issue 12 "Checks"): no session → 401; a signed-in person
 * outside the team → 404 (the team's existence is not revealed); an admin of another team naming this
 * team's members, invitations and notes through their own team → 404. Nothing changes on the way.
 */
const t = await createTestApp({ env: teamTestEnv() });
afterAll(() => t.close());
const h = teamHelpers(t);

let a: Awaited<ReturnType<typeof h.crew>>;
let otherTeam: string;
let otherOwner: Awaited<ReturnType<typeof t.createUser>>;
let invitationId: string;
let noteId: string;
beforeAll(async () => {
  a = await h.crew();
  invitationId = await h.invite(a.teamId, a.owner, `idor-${a.teamId}@example.com`);
  noteId = await h.noteOf(a.member);
  await h.share(a.teamId, a.member, noteId);
  otherOwner = await t.createUser();
  otherTeam = await h.createTeam(otherOwner, 'Other team');
});

/** Every teams route, with a body that would succeed for the right caller. */
const routes = () =>
  [
    ['GET', '/v3/team', undefined],
    ['POST', '/v3/team', { name: 'Mine' }],
    ['GET', `/v3/team/${a.teamId}`, undefined],
    ['PATCH', `/v3/team/${a.teamId}`, { name: 'Taken over' }],
    ['DELETE', `/v3/team/${a.teamId}`, undefined],
    ['POST', `/v3/team/${a.teamId}/invitation`, { email: 'intruder@example.com', role: 'admin' }],
    ['DELETE', `/v3/team/${a.teamId}/invitation/${invitationId}`, undefined],
    ['GET', `/v3/team/invitation/${invitationId}`, undefined],
    ['POST', `/v3/team/invitation/${invitationId}/accept`, undefined],
    ['POST', `/v3/team/invitation/${invitationId}/decline`, undefined],
    ['PATCH', `/v3/team/${a.teamId}/member/${a.member.id}`, { role: 'admin' }],
    ['DELETE', `/v3/team/${a.teamId}/member/${a.member.id}`, undefined],
    ['POST', `/v3/team/${a.teamId}/transfer-ownership`, { userId: a.member.id }],
    ['GET', `/v3/team/${a.teamId}/note`, undefined],
    ['POST', `/v3/team/${a.teamId}/note`, { noteId }],
    ['DELETE', `/v3/team/${a.teamId}/note/${noteId}`, undefined],
    ['POST', `/v3/team/${a.teamId}/note/${noteId}/import`, undefined],
  ] as const;

async function unchanged() {
  const profile = (await h.call('GET', `/v3/team/${a.teamId}`, a.owner)).json().entity;
  expect(profile.name).toBe('Study group');
  expect(profile.members).toHaveLength(4);
  expect(profile.invitations.map((i: { id: string }) => i.id)).toEqual([invitationId]);
  const notes = (await h.call('GET', `/v3/team/${a.teamId}/note`, a.owner)).json().entity.notes;
  expect(notes.map((n: { noteId: string }) => n.noteId)).toEqual([noteId]);
}

describe('teams IDOR suite', () => {
  it('covers every /v3/team route the app registers', () => {
    const registered = t.app.registeredRoutes
      .filter((r) => r.url.startsWith('/v3/team') && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`);
    const covered = routes().map(([method, url]) =>
      `${method} ${url}`
        .replace(a.teamId, ':teamId')
        .replace(invitationId, ':invitationId')
        .replace(a.member.id, ':userId')
        .replace(noteId, ':noteId'),
    );
    expect(new Set(covered)).toEqual(new Set(registered));
  });

  it('anonymous: 401 on every route', async () => {
    for (const [method, url, body] of routes()) {
      const response = await h.call(method, url, null, body);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    await unchanged();
  });

  it('a signed-in outsider: 404 on every route of the team and the invitation', async () => {
    const outsider = a.outsider;
    const outsiderNote = await h.noteOf(outsider);
    for (const [method, url, body] of routes()) {
      if (url === '/v3/team') continue; // the caller's own list and new team
      const payload = url.endsWith('/note') && method === 'POST' ? { noteId: outsiderNote } : body;
      const response = await h.call(method, url, outsider, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const mine = (await h.call('GET', '/v3/team', outsider)).json().entity;
    expect(mine.teams.map((x: { id: string }) => x.id)).not.toContain(a.teamId);
    expect(mine.invitations).toEqual([]);
    await unchanged();
  });

  it("the owner of another team naming this team's things through their own: 404", async () => {
    const o = otherOwner;
    const viaOther = [
      ['DELETE', `/v3/team/${otherTeam}/invitation/${invitationId}`, undefined],
      ['PATCH', `/v3/team/${otherTeam}/member/${a.member.id}`, { role: 'admin' }],
      ['DELETE', `/v3/team/${otherTeam}/member/${a.member.id}`, undefined],
      ['POST', `/v3/team/${otherTeam}/transfer-ownership`, { userId: a.member.id }],
      ['DELETE', `/v3/team/${otherTeam}/note/${noteId}`, undefined],
      ['POST', `/v3/team/${otherTeam}/note/${noteId}/import`, undefined],
      // Someone else's note cannot be shared into one's own team.
      ['POST', `/v3/team/${otherTeam}/note`, { noteId }],
    ] as const;
    for (const [method, url, body] of viaOther) {
      const response = await h.call(method, url, o, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await h.call('GET', `/v3/team/${otherTeam}/note`, o)).json().entity.notes).toEqual([]);
    await unchanged();
  });

  it('a member cannot share a teammate’s note (404, not theirs)', async () => {
    const response = await h.call('POST', `/v3/team/${a.teamId}/note`, a.member2, { noteId });
    expect(response.statusCode).toBe(404);
    expect(response.json().reason).toBe('note_not_found');
  });
});
