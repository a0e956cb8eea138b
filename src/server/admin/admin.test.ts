import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { user as userTable } from '../db/schema/auth.ts';
import { userVocab } from '../db/schema/learner.ts';
import { NOTE_TYPES, note, TRANSCRIPT_SOURCES } from '../db/schema/notes.ts';
import { createTestApp, TEST_PASSWORD, type TestApp, type TestUser } from '../test/app.ts';
import { adminGrant } from '../../../scripts/admin-grant.ts';

const ADMIN_EMAIL = `boss-${process.pid}@example.com`;

let t: TestApp;
let admin: TestUser;
let learner: TestUser;
beforeAll(async () => {
  // Listed in a different case and with spaces: addresses are compared in lower case.
  t = await createTestApp({ env: { ADMIN_EMAILS: ` other@example.com, ${ADMIN_EMAIL.toUpperCase()} ` } });
  admin = await t.createUser({ email: ADMIN_EMAIL, name: 'The Boss' });
  learner = await t.createUser({ name: 'Plain Learner' });
});
afterAll(() => t.close());

const signIn = (email: string) =>
  t.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password: TEST_PASSWORD } });
const isAdminOf = async (who: TestUser) =>
  (await t.request({ method: 'GET', url: '/v3/user/login', user: who })).json().entity.isAdmin;

describe('who is admin', () => {
  it('ADMIN_EMAILS makes the listed account an admin at sign-up; others are not', async () => {
    expect(await isAdminOf(admin)).toBe(true);
    expect(await isAdminOf(learner)).toBe(false);
  });

  it('an existing listed account becomes admin again when it signs in', async () => {
    await t.database.db.update(userTable).set({ role: 'user' }).where(eq(userTable.id, admin.id));
    expect(await isAdminOf(admin)).toBe(false);
    expect((await signIn(ADMIN_EMAIL)).statusCode).toBe(200);
    expect(await isAdminOf(admin)).toBe(true);
  });

  it('admin:grant gives an existing account the role, says so, and explains an unknown address', async () => {
    const other = await t.createUser();
    expect(await adminGrant(t.database.db, 'nobody-here@example.com')).toEqual({
      ok: false,
      message: 'No account has the e-mail nobody-here@example.com. Sign up with it first, then run this again.',
    });
    expect((await adminGrant(t.database.db, undefined)).ok).toBe(false);
    expect(await adminGrant(t.database.db, other.email.toUpperCase())).toMatchObject({ ok: true });
    expect(await isAdminOf(other)).toBe(true);
    expect((await adminGrant(t.database.db, other.email)).message).toContain('already an admin');
  });
});

describe('every admin route: anonymous 401, a learner 403, an admin 2xx', () => {
  const routes = [
    { name: 'GET /v3/admin/users', method: 'GET', url: () => '/v3/admin/users' },
    { name: 'GET /v3/admin/overview', method: 'GET', url: () => '/v3/admin/overview' },
    { name: 'POST whitelist', method: 'POST', url: () => `/v3/admin/users/${learner.id}/whitelist` },
    { name: 'POST unban', method: 'POST', url: () => `/v3/admin/users/${learner.id}/unban` },
    // Last: it ends the learner's session.
    { name: 'POST ban', method: 'POST', url: () => `/v3/admin/users/${learner.id}/ban` },
  ] as const;

  it.each(routes)('$name', async ({ method, url }) => {
    const anonymous = await t.request({ method, url: url() });
    expect(anonymous.statusCode).toBe(401);
    const plain = await t.request({ method, url: url(), user: learner });
    expect(plain.statusCode).toBe(403);
    expect(plain.json().message).toBe("You don't have permission to perform this action.");
    const allowed = await t.request({ method, url: url(), user: admin });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toHaveProperty('entity');
    if (url().endsWith('/ban'))
      await t.request({ method: 'POST', url: `/v3/admin/users/${learner.id}/unban`, user: admin });
  });
});

describe('ban and unban', () => {
  it("ends the account's sessions at once, refuses its sign-in with a clear message, and unban lets it back", async () => {
    const victim = await t.createUser();
    expect((await t.request({ method: 'GET', url: '/v3/user/login', user: victim })).statusCode).toBe(200);
    const banned = await t.request({
      method: 'POST',
      url: `/v3/admin/users/${victim.id}/ban`,
      user: admin,
      payload: { reason: 'spam' },
    });
    expect(banned.json().entity).toMatchObject({ id: victim.id, banned: true, banReason: 'spam' });
    // The cookie and the bearer token of the session it had both stop working.
    expect((await t.request({ method: 'GET', url: '/v3/user/login', user: victim })).statusCode).toBe(401);
    const bearer = await t.request({
      method: 'GET',
      url: '/v3/user/login',
      headers: { authorization: `Bearer ${victim.token}` },
    });
    expect(bearer.statusCode).toBe(401);
    const refused = await signIn(victim.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'BANNED_USER',
      message:
        'This account has been suspended. Contact the administrator of this site if you think this is a mistake.',
    });

    const unbanned = await t.request({ method: 'POST', url: `/v3/admin/users/${victim.id}/unban`, user: admin });
    expect(unbanned.json().entity).toMatchObject({ banned: false, banReason: null });
    expect((await signIn(victim.email)).statusCode).toBe(200);
  });

  it('refuses to ban oneself and answers 404 for an unknown account', async () => {
    const self = await t.request({ method: 'POST', url: `/v3/admin/users/${admin.id}/ban`, user: admin });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot suspend your own account.');
    const missing = await t.request({ method: 'POST', url: '/v3/admin/users/nosuchuser123/ban', user: admin });
    expect(missing.statusCode).toBe(404);
    const bad = await t.request({ method: 'POST', url: '/v3/admin/users/bad%20id/unban', user: admin });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /v3/admin/users', () => {
  it('searches by e-mail or name, pages newest first, and counts notes and saved words', async () => {
    const tag = `zq${process.pid}`;
    const made: TestUser[] = [];
    for (let i = 0; i < 3; i++) made.push(await t.createUser({ name: `Searchable ${tag} ${i}` }));
    const byMail = await t.createUser({ email: `${tag}-mail@example.com` });
    await t.database.db.insert(userVocab).values(
      ['alpha', 'beta', 'gamma'].map((lemma) => ({
        userId: byMail.id,
        language: 'en',
        lemma,
        word: lemma,
        translationLanguage: 'fr',
        learningLevel: 1,
        // Only saved words count; a word merely marked from a transcript does not.
        isSaved: lemma !== 'gamma',
      })),
    );
    await t.database.db.insert(note).values({
      userId: byMail.id,
      type: NOTE_TYPES[0],
      title: 'A note',
      language: 'en',
      source: TRANSCRIPT_SOURCES[0],
      lines: [],
    });
    const found = await t.request({ method: 'GET', url: `/v3/admin/users?q=${tag.toUpperCase()}`, user: admin });
    const users = found.json().entity.users as { id: string; savedWordCount: number; noteCount: number }[];
    expect(users.map((u) => u.id)).toEqual([byMail.id, ...made.map((u) => u.id).reverse()]);
    expect(users[0]).toMatchObject({ savedWordCount: 2, noteCount: 1, isWhitelisted: false, isActive: true });

    const all = await t.request({ method: 'GET', url: '/v3/admin/users', user: admin });
    expect(all.json().entity.hasMore).toBe(false);
    const second = all.json().entity.users[1].id as string;
    const page = await t.request({ method: 'GET', url: `/v3/admin/users?lastId=${second}`, user: admin });
    expect(page.json().entity.users.map((u: { id: string }) => u.id)).toEqual(
      all
        .json()
        .entity.users.slice(2)
        .map((u: { id: string }) => u.id),
    );
    // A wildcard typed by the admin matches itself only.
    const percent = await t.request({ method: 'GET', url: '/v3/admin/users?q=%25', user: admin });
    expect(percent.json().entity.users).toEqual([]);
  });

  it('whitelisting sets isWhitelisted and isActive on the profile', async () => {
    const waiting = await t.createUser();
    const res = await t.request({ method: 'POST', url: `/v3/admin/users/${waiting.id}/whitelist`, user: admin });
    expect(res.json().entity).toMatchObject({ id: waiting.id, isWhitelisted: true, isActive: true });
    const profile = await t.request({ method: 'GET', url: '/v3/user/login', user: waiting });
    expect(profile.json().entity).toMatchObject({ isWhitelisted: true, isActive: true });
  });
});
