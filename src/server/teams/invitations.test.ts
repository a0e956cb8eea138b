import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitation } from '../db/schema/teams.ts';
import { linksOf, startSmtpInbox } from '../providers/mailer/test/smtp-inbox.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/app.ts';
import { teamHelpers, teamTestEnv } from './test/teams.ts';

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let h: ReturnType<typeof teamHelpers>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({
    jobs: true,
    env: { ...teamTestEnv(), SMTP_URL: inbox.url },
  });
  h = teamHelpers(t);
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

let seen = 0;
const address = (name: string) => `${name}-${process.pid}-${++seen}@example.com`;
const mailTo = async (to: string) => {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = inbox.received.find((m) => m.to && JSON.stringify(m.to).includes(to));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('an invitation by e-mail', () => {
  it('mails a working link in the inviter’s language; a new person signs up with the address and accepts', async () => {
    const owner = await t.createUser({ name: 'Sora' });
    const teamId = await h.createTeam(owner, '한국어 스터디');
    const email = address('newcomer');
    const sent = await h.call(
      'POST',
      `/v3/team/${teamId}/invitation`,
      owner,
      { email, role: 'member' },
      'ko-KR,ko;q=0.9',
    );
    expect(sent.statusCode).toBe(200);
    const { id } = sent.json().entity;
    expect(sent.json().entity).toMatchObject({ email, role: 'member', status: 'pending', invitedBy: 'Sora' });

    const mail = await mailTo(email);
    expect(mail.subject).toBe('Sora님이 Lingoclip 팀 한국어 스터디에 초대했어요');
    expect(mail.html).toContain('lang="ko"');
    const link = linksOf(mail).find((l) => l.includes('/team/invitation/'))!;
    expect(link).toBe(`${TEST_ORIGIN}/ko/team/invitation/${id}`);

    // No account yet: sign up with the invited address (in another case), then follow the link.
    const newcomer = await t.createUser({ email: email.toUpperCase(), name: 'Newcomer' });
    const invitationId = new URL(link).pathname.split('/').pop()!;
    const seen = await h.call('GET', `/v3/team/invitation/${invitationId}`, newcomer);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().entity).toMatchObject({
      teamId,
      teamName: '한국어 스터디',
      inviterName: 'Sora',
      status: 'pending',
    });
    expect((await h.call('GET', '/v3/team', newcomer)).json().entity.invitations).toHaveLength(1);

    const accepted = await h.call('POST', `/v3/team/invitation/${invitationId}/accept`, newcomer);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().entity).toMatchObject({ id: teamId, myRole: 'member' });
    expect((await h.call('GET', '/v3/team', newcomer)).json().entity).toMatchObject({
      teams: [{ id: teamId, myRole: 'member', memberCount: 2 }],
      invitations: [],
    });
  });

  it('an existing account accepts in English by default', async () => {
    const owner = await t.createUser();
    const friend = await t.createUser({ name: 'Friend' });
    const teamId = await h.createTeam(owner, 'Book club');
    const id = await h.invite(teamId, owner, friend.email, 'admin');
    const mail = await mailTo(friend.email);
    expect(mail.subject).toContain('invited you to the team Book club on Lingoclip');
    expect(linksOf(mail)).toContain(`${TEST_ORIGIN}/team/invitation/${id}`);
    const accepted = await h.call('POST', `/v3/team/invitation/${id}/accept`, friend);
    expect(accepted.json().entity.myRole).toBe('admin');
  });
});

describe('who may see and answer an invitation', () => {
  it('only the invited address: anyone else gets 404', async () => {
    const owner = await t.createUser();
    const invited = await t.createUser();
    const stranger = await t.createUser();
    const teamId = await h.createTeam(owner);
    const id = await h.invite(teamId, owner, invited.email);
    for (const user of [stranger, owner]) {
      for (const [method, url] of [
        ['GET', `/v3/team/invitation/${id}`],
        ['POST', `/v3/team/invitation/${id}/accept`],
        ['POST', `/v3/team/invitation/${id}/decline`],
      ] as const) {
        const response = await h.call(method, url, user);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().reason).toBe('team_invitation_not_found');
      }
    }
    expect((await h.call('GET', `/v3/team/invitation/${id}`, null)).statusCode).toBe(401);
  });

  it('declining closes the link; a used, canceled or expired link answers a clear 409', async () => {
    const owner = await t.createUser();
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => t.createUser()));
    const teamId = await h.createTeam(owner);

    const declinedId = await h.invite(teamId, owner, a!.email);
    const declined = await h.call('POST', `/v3/team/invitation/${declinedId}/decline`, a!);
    expect(declined.json().entity.status).toBe('declined');
    const afterDecline = await h.call('POST', `/v3/team/invitation/${declinedId}/accept`, a!);
    expect([afterDecline.statusCode, afterDecline.json().reason]).toEqual([409, 'team_invitation_declined']);

    const usedId = await h.join(teamId, owner, b!);
    const reused = await h.call('POST', `/v3/team/invitation/${usedId}/accept`, b!);
    expect([reused.statusCode, reused.json().reason]).toEqual([409, 'team_invitation_accepted']);

    const canceledId = await h.invite(teamId, owner, c!.email);
    await h.call('DELETE', `/v3/team/${teamId}/invitation/${canceledId}`, owner);
    const canceled = await h.call('POST', `/v3/team/invitation/${canceledId}/accept`, c!);
    expect([canceled.statusCode, canceled.json().message]).toEqual([
      409,
      'This invitation was canceled. Ask the team for a new one.',
    ]);

    const expiredId = await h.invite(teamId, owner, d!.email);
    await t.database.db
      .update(invitation)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(invitation.id, expiredId));
    expect((await h.call('GET', `/v3/team/invitation/${expiredId}`, d!)).json().entity.status).toBe('expired');
    const expired = await h.call('POST', `/v3/team/invitation/${expiredId}/accept`, d!);
    expect([expired.statusCode, expired.json().reason]).toEqual([409, 'team_invitation_expired']);
    // An expired invitation takes no seat and is not listed; inviting again revives the same link.
    expect((await h.call('GET', `/v3/team/${teamId}`, owner)).json().entity.invitations).toEqual([]);
    expect(await h.invite(teamId, owner, d!.email)).toBe(expiredId);
    expect((await h.call('POST', `/v3/team/invitation/${expiredId}/accept`, d!)).statusCode).toBe(200);
  });

  it('expires after 7 days; inviting a member again is a 409', async () => {
    const owner = await t.createUser();
    const member = await t.createUser();
    const teamId = await h.createTeam(owner);
    const before = Date.now();
    const id = await h.invite(teamId, owner, member.email);
    const [row] = await t.database.db.select().from(invitation).where(eq(invitation.id, id));
    const days = (row!.expiresAt.getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    await h.call('POST', `/v3/team/invitation/${id}/accept`, member);
    for (const email of [member.email, member.email.toUpperCase(), owner.email]) {
      const again = await h.call('POST', `/v3/team/${teamId}/invitation`, owner, { email, role: 'member' });
      expect([again.statusCode, again.json().message]).toEqual([409, 'This person is already a member of the team.']);
    }
  });
});
