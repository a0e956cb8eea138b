import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { TestApp, TestUser } from '../../test/app.ts';

/**
 * The env of a teams test app: no throttling, and the free plan's team cap raised to `cap` through
 * PLANS_FILE (the cap is the owner's plan's teamMembers), so a test team has room for its invitations.
 */
export function teamTestEnv(cap = 10): Record<string, string> {
  const plansFile = join(mkdtempSync(join(tmpdir(), 'team-plans-')), 'plans.json');
  writeFileSync(plansFile, JSON.stringify({ plans: { starter: { features: { teamMembers: cap } } } }));
  return { RATE_LIMIT_AUTH_PER_MINUTE: '100000', RATE_LIMIT_WRITE_PER_MINUTE: '100000', PLANS_FILE: plansFile };
}

/** Helpers the teams tests share: every step goes through the HTTP API, as the web app does it. */
export function teamHelpers(t: TestApp) {
  const call = (method: string, url: string, user: TestUser | null, payload?: object, language = 'en') =>
    t.request({
      method: method as 'GET',
      url,
      user,
      ...(payload ? { payload } : {}),
      headers: { 'accept-language': language },
    });

  async function createTeam(owner: TestUser, name = 'Study group'): Promise<string> {
    const response = await call('POST', '/v3/team', owner, { name });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().entity.id as string;
  }

  async function invite(teamId: string, by: TestUser, email: string, role: 'admin' | 'member' = 'member') {
    const response = await call('POST', `/v3/team/${teamId}/invitation`, by, { email, role });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().entity.id as string;
  }

  /** Invites `user` and accepts as them: a member with `role`. */
  async function join(teamId: string, owner: TestUser, user: TestUser, role: 'admin' | 'member' = 'member') {
    const id = await invite(teamId, owner, user.email, role);
    const accepted = await call('POST', `/v3/team/invitation/${id}/accept`, user);
    expect(accepted.statusCode, accepted.body).toBe(200);
    return id;
  }

  /** A team with an owner, an admin, two members and an outsider, all real accounts. */
  async function crew() {
    const [owner, admin, member, member2, outsider] = await Promise.all(
      ['Olivia Owner', 'Adam Admin', 'Mia Member', 'Max Member', 'Otto Outsider'].map((name) => t.createUser({ name })),
    );
    const teamId = await createTeam(owner!);
    await join(teamId, owner!, admin!, 'admin');
    await join(teamId, owner!, member!);
    await join(teamId, owner!, member2!);
    return { teamId, owner: owner!, admin: admin!, member: member!, member2: member2!, outsider: outsider! };
  }

  /** A note of `user`'s own, from a small subtitle file. */
  async function noteOf(user: TestUser, title = 'cats'): Promise<string> {
    const srt =
      '1\n00:00:01,000 --> 00:00:03,000\nThe cat sleeps on the mat.\n\n2\n00:00:04,000 --> 00:00:06,000\nDogs run.\n';
    const response = await call('POST', '/v3/note/subtitle-import', user, {
      fileName: `${title}.srt`,
      content: srt,
      language: 'en',
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().entity.noteId as string;
  }

  async function share(teamId: string, user: TestUser, noteId: string) {
    const response = await call('POST', `/v3/team/${teamId}/note`, user, { noteId });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().entity;
  }

  return { call, createTeam, invite, join, crew, noteOf, share };
}
