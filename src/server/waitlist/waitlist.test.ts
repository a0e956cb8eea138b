import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../common/errors.ts';
import { linksOf, startSmtpInbox } from '../providers/mailer/test/smtp-inbox.ts';
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp, type TestUser } from '../test/app.ts';
import { waitlistEntry } from '../db/schema/waitlist.ts';
import { confirmToken } from './confirm.ts';
import { join } from './service.ts';

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let admin: TestUser;
let seen = 0;
const email = (name: string) => `${name}-${process.pid}-${++seen}@example.com`;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({
    jobs: true,
    env: {
      WAITLIST_ENABLED: 'true',
      SMTP_URL: inbox.url,
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      ADMIN_EMAILS: `site-admin-${process.pid}@example.com`,
    },
  });
  admin = await makeAdmin(t);
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

async function makeAdmin(app: TestApp): Promise<TestUser> {
  const user = await app.createUser();
  await app.database.db.execute(sql`update "user" set role = 'admin' where id = ${user.id}`);
  return user;
}

const joinAs = (body: unknown, language = 'en') =>
  t.request({
    method: 'POST',
    url: '/v3/waitlist/join',
    payload: body as object,
    headers: { 'accept-language': language },
  });
const checkStatus = (address: string) =>
  t.request({ method: 'GET', url: `/v3/waitlist/check-status?email=${encodeURIComponent(address)}` });
const positionOf = async (address: string) => (await checkStatus(address)).json().entity.position as number;
const whitelist = (address: string, user: TestUser | null = admin) =>
  t.request({ method: 'POST', url: '/v3/waitlist/status', payload: { email: address }, user });
/** The whitelisting message sent to `address` (other tests' mail, and its confirmation mail, may arrive in between). */
const welcome = (m: { subject?: string }) => !/Confirm/.test(m.subject ?? '');
async function mailTo(address: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = inbox.received.find((m) => JSON.stringify(m.to).includes(address) && welcome(m));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const mailsTo = (address: string) =>
  inbox.received.filter((m) => JSON.stringify(m.to).includes(address) && welcome(m)).length;
/** What opening the mailed link does (confirm.test.ts follows the mail itself). */
const confirmAddress = async (address: string) => {
  const [row] = await t.database.db.select().from(waitlistEntry).where(eq(waitlistEntry.email, address));
  const token = confirmToken(t.config.authSecret, row!.id);
  return t.request({ method: 'POST', url: '/v3/waitlist/confirm', payload: { token } });
};
const learnerRoute = (user: TestUser) => t.request({ method: 'GET', url: '/v3/note/list', user });

describe('joining the waitlist', () => {
  it('joins once: again, or in other letter case, is not an error and adds no entry', async () => {
    const address = email('twice');
    const first = await joinAs({ email: address });
    expect(first.statusCode).toBe(200);
    expect(first.json().entity).toEqual({ status: 'waiting', position: expect.any(Number) });
    const again = await joinAs({ email: `  ${address.toUpperCase()} ` });
    expect(again.statusCode).toBe(200);
    expect(again.json().entity).toEqual(first.json().entity);
    const rows = await t.database.db.select().from(waitlistEntry).where(eq(waitlistEntry.email, address));
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{}, 'Email is required!'],
    [{ email: '' }, 'Email is required!'],
    [{ email: '   ' }, 'Email is required!'],
    [{ email: null }, 'Email is required!'],
    [{ email: 'not-an-address' }, 'Invalid email format'],
    [{ email: 'a b@example.com' }, 'Invalid email format'],
    [{ email: 'someone@' }, 'Invalid email format'],
    [{ email: 42 }, 'Invalid email format'],
    [{ email: ['x@example.com'] }, 'Invalid email format'],
  ])('refuses %j with the spec’s message', async (body, message) => {
    const response = await joinAs(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('check-status says the status and place only, for any address', async () => {
    const address = email('status');
    const unknown = await checkStatus(address);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ entity: { status: 'not_joined', position: null } });
    await joinAs({ email: address });
    const known = await checkStatus(address);
    expect(Object.keys(known.json().entity).sort()).toEqual(['position', 'status']);
    expect(known.json().entity.status).toBe('waiting');
    expect((await checkStatus('nope')).json().message).toBe('Invalid email format');
    expect((await t.request({ method: 'GET', url: '/v3/waitlist/check-status' })).json().message).toBe(
      'Email is required!',
    );
  });

  it(`moves the referrer up ${5} places per confirmed person who joins through their link, once each`, async () => {
    const people = Array.from({ length: 8 }, (_, i) => email(`queue${i + 1}`));
    for (const person of people) await join(t.database.db, { email: person, locale: 'en' });
    const base = (await positionOf(people[0]!)) - 1;
    const referrer = people[7]!;
    expect(await positionOf(referrer)).toBe(base + 8);
    const [{ id } = { id: '' }] = await t.database.db
      .select({ id: waitlistEntry.id })
      .from(waitlistEntry)
      .where(eq(waitlistEntry.email, referrer));

    const friend = email('friend');
    await joinAs({ email: friend, fromReferralId: id });
    expect((await confirmAddress(friend)).statusCode).toBe(200);
    // Priority 8 - 5 = 3: behind the third person (who joined first at that priority), ahead of the fourth.
    expect(await positionOf(referrer)).toBe(base + 4);
    expect(await positionOf(people[3]!)).toBe(base + 5);
    // Joining again through the link, an unknown or malformed id: no credit.
    await joinAs({ email: friend, fromReferralId: id });
    for (const [name, fromReferralId] of [
      ['stranger', '0190a0a0-0000-7000-8000-000000000000'],
      ['odd', 'not-an-id'],
    ] as const) {
      const address = email(name);
      await joinAs({ email: address, fromReferralId });
      expect((await confirmAddress(address)).statusCode).toBe(200);
    }
    expect(await positionOf(referrer)).toBe(base + 4);

    // Two: priority 8 - 10, ahead of everyone who joined before (and of this test's first).
    const friend2 = email('friend2');
    await joinAs({ email: friend2, fromReferralId: id });
    await confirmAddress(friend2);
    expect(await positionOf(referrer)).toBeLessThan(await positionOf(people[0]!));
    expect(await positionOf(people[0]!)).toBe(base + 2);
    expect(await positionOf(friend)).toBe(base + 9);
  });
});

describe('admin routes', () => {
  it('answer 401 signed out and 403 to a non-admin', async () => {
    const active = email('member');
    await whitelist(active);
    const member = await t.createUser({ email: active });
    for (const [method, url, payload] of [
      ['GET', '/v3/waitlist', undefined],
      ['GET', '/v3/waitlist/total-count', undefined],
      ['POST', '/v3/waitlist/status', { email: active }],
    ] as const) {
      expect((await t.request({ method, url, payload })).statusCode).toBe(401);
      const refused = await t.request({ method, url, payload, user: member });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(ERROR_MESSAGES.forbidden);
    }
  });

  it('pages the queue by lastId (waiting first, in order) and counts it', async () => {
    for (let i = 0; i < 60; i += 1) await join(t.database.db, { email: email('bulk'), locale: 'en' });
    const counts = (await t.request({ method: 'GET', url: '/v3/waitlist/total-count', user: admin })).json().entity;
    expect(counts.total).toBe(counts.waiting + counts.whitelisted);
    const seenIds: string[] = [];
    let lastId: string | undefined;
    for (;;) {
      const url = `/v3/waitlist${lastId ? `?lastId=${lastId}` : ''}`;
      const page = (await t.request({ method: 'GET', url, user: admin })).json().entity;
      seenIds.push(...page.entries.map((e: { id: string }) => e.id));
      expect(page.entries.length).toBeLessThanOrEqual(50);
      if (!page.hasMore) break;
      lastId = page.entries.at(-1).id;
    }
    expect(new Set(seenIds).size).toBe(counts.total);
    const first = (await t.request({ method: 'GET', url: '/v3/waitlist', user: admin })).json().entity.entries;
    const statuses = first.map((e: { status: string }) => e.status);
    expect(statuses[0]).toBe('waiting');
    // The first page is the head of the queue: check-status gives its first entry position 1.
    expect(await positionOf(first[0].email)).toBe(1);
  });
});

describe('waiting and whitelisting', () => {
  it('a new account waits: 403 with the waitlist message on learner routes, its profile and place still answer', async () => {
    const user = await t.createUser();
    for (const refused of [
      await learnerRoute(user),
      // The file routes too (they do not go through defineRoute).
      await t.request({ method: 'GET', url: '/v3/user/export', user }),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(ERROR_MESSAGES.waitlisted);
    }
    const profile = await t.request({ method: 'GET', url: '/v3/user/login', user });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().entity).toMatchObject({ waitlisted: true, isActive: false, isWhitelisted: false });
    const mine = (await t.request({ method: 'GET', url: '/v3/waitlist/me', user })).json().entity;
    expect(mine).toMatchObject({ status: 'waiting', referralCount: 0, enabled: true });
    expect(mine.position).toBe(await positionOf(user.email));

    // Admins are always active, with or without a whitelisted address.
    const other = await makeAdmin(t);
    expect((await learnerRoute(other)).statusCode).toBe(200);
  });

  it('an address in ADMIN_EMAILS signs up active and never enters the queue', async () => {
    const boss = await t.createUser({ email: `Site-Admin-${process.pid}@example.com` });
    expect((await learnerRoute(boss)).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/v3/user/login', user: boss })).json().entity).toMatchObject({
      waitlisted: false,
      isActive: true,
    });
    const rows = await t.database.db
      .select()
      .from(waitlistEntry)
      .where(eq(waitlistEntry.email, `site-admin-${process.pid}@example.com`));
    expect(rows).toEqual([]);
  });

  it('whitelisting mails the address once, in its language, and the account it makes is active', async () => {
    const address = email('later');
    await joinAs({ email: address }, 'fr-FR,fr;q=0.9');
    const done = await whitelist(address);
    expect(done.statusCode).toBe(200);
    expect(done.json().entity).toMatchObject({ email: address, status: 'whitelisted', locale: 'fr' });
    const mail = await mailTo(address);
    expect(mail.subject).toBe('C’est parti : votre compte Lingoclip est prêt');
    expect(linksOf(mail)[0]).toBe(`${TEST_ORIGIN}/fr/sign-up`);
    expect((await checkStatus(address)).json().entity).toEqual({ status: 'whitelisted', position: null });

    expect((await whitelist(address)).statusCode).toBe(200);
    const user = await t.createUser({ email: address });
    expect((await learnerRoute(user)).statusCode).toBe(200);
    const profile = (await t.request({ method: 'GET', url: '/v3/user/profile', user })).json().entity;
    expect(profile).toMatchObject({ waitlisted: false, isActive: true, isWhitelisted: true });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mailsTo(address)).toBe(1);
  });

  it('whitelisting an existing account activates it and mails a sign-in link', async () => {
    const user = await t.createUser();
    expect((await learnerRoute(user)).statusCode).toBe(403);
    expect((await whitelist(user.email)).statusCode).toBe(200);
    expect((await learnerRoute(user)).statusCode).toBe(200);
    const mail = await mailTo(user.email);
    expect(mail.subject).toBe('You’re in: your Lingoclip account is ready');
    expect(linksOf(mail)[0]).toBe(`${TEST_ORIGIN}/sign-in`);
  });

  it('deleting the account removes its address from the list; its referrals keep their places', async () => {
    const user = await t.createUser();
    const { referralId } = (await t.request({ method: 'GET', url: '/v3/waitlist/me', user })).json().entity;
    const friend = email('orphan');
    await joinAs({ email: friend, fromReferralId: referralId });
    await confirmAddress(friend);
    const deleted = await t.request({
      method: 'POST',
      url: '/api/auth/delete-user',
      payload: { password: TEST_PASSWORD },
      user,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await checkStatus(user.email)).json().entity).toEqual({ status: 'not_joined', position: null });
    expect((await checkStatus(friend)).json().entity.status).toBe('waiting');
  });

  it('the admin area’s whitelist button does the same: the entry, the account and one e-mail', async () => {
    const user = await t.createUser();
    const url = `/v3/admin/users/${user.id}/whitelist`;
    expect((await t.request({ method: 'POST', url, user: admin })).statusCode).toBe(200);
    expect((await checkStatus(user.email)).json().entity).toEqual({ status: 'whitelisted', position: null });
    expect((await learnerRoute(user)).statusCode).toBe(200);
    expect(linksOf(await mailTo(user.email))[0]).toBe(`${TEST_ORIGIN}/sign-in`);
  });
});

describe('with WAITLIST_ENABLED off (the self-hosting default)', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ env: { RATE_LIMIT_AUTH_PER_MINUTE: '4' } });
  });
  afterAll(async () => off?.close());

  it('a new account uses the app at once', async () => {
    const user = await off.createUser();
    expect((await off.request({ method: 'GET', url: '/v3/note/list', user })).statusCode).toBe(200);
    const profile = (await off.request({ method: 'GET', url: '/v3/user/login', user })).json().entity;
    expect(profile.waitlisted).toBe(false);
  });

  it('throttles the public calls per address like sign-in', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await off.request({ method: 'GET', url: `/v3/waitlist/check-status?email=${email('x')}` });
      codes.push(response.statusCode);
    }
    expect(codes.at(-1)).toBe(429);
  });
});
