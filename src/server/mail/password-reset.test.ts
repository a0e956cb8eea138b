import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linksOf, startSmtpInbox } from '../providers/mailer/test/smtp-inbox.ts';
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from '../test/app.ts';

const NEW_PASSWORD = 'violet-lantern-42';
const redirectTo = `${TEST_ORIGIN}/reset-password`;

describe('password reset by e-mail', () => {
  let t: TestApp;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp({ jobs: true, env: { SMTP_URL: inbox.url, MAIL_FROM: 'Lingoclip <hello@example.com>' } });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  const requestReset = (email: string, language = 'en') =>
    t.request({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email, redirectTo },
      headers: { 'accept-language': language },
    });
  const signIn = (email: string, password: string) =>
    t.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
  /** Follows the mailed link as a browser does: Better Auth checks the token and redirects to the page with it. */
  async function tokenFrom(link: string): Promise<string> {
    const url = new URL(link);
    expect(url.origin).toBe(TEST_ORIGIN);
    const visit = await t.request({ method: 'GET', url: url.pathname + url.search });
    expect(visit.statusCode).toBe(302);
    const target = new URL(visit.headers.location as string);
    expect(`${target.origin}${target.pathname}`).toBe(redirectTo);
    return target.searchParams.get('token')!;
  }

  it('mails a one-time link in the asker’s language; the new password works, the old one and old sessions do not', async () => {
    const user = await t.createUser({ name: '민지' });
    expect((await requestReset(user.email, 'ko-KR,ko;q=0.9,en;q=0.8')).statusCode).toBe(200);
    const mail = await inbox.waitFor(inbox.received.length + 1);
    expect(mail.subject).toBe('Lingoclip 비밀번호 재설정');
    expect(mail.text).toContain('민지님');
    expect(mail.html).toContain('lang="ko"');
    const [link] = linksOf(mail);
    const token = await tokenFrom(link!);

    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    // The session from before the reset has ended.
    expect((await t.request({ method: 'GET', url: '/v3/user/login', user })).statusCode).toBe(401);

    // The link works once.
    const again = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'another-password-77' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
    const revisit = await t.request({ method: 'GET', url: new URL(link!).pathname + new URL(link!).search });
    expect(new URL(revisit.headers.location as string).searchParams.get('error')).toBe('INVALID_TOKEN');
  });

  it('refuses an expired link', async () => {
    const user = await t.createUser();
    await requestReset(user.email);
    const mail = await inbox.waitFor(inbox.received.length + 1);
    const token = await tokenFrom(linksOf(mail)[0]!);
    await t.database.db.execute(
      sql`update verification set expires_at = now() - interval '1 minute' where identifier = ${`reset-password:${token}`}`,
    );
    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(400);
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('answers an unknown address exactly like a known one and sends nothing', async () => {
    const before = inbox.received.length;
    const unknown = await requestReset('nobody-here@example.com');
    expect(unknown.statusCode).toBe(200);
    const known = await requestReset((await t.createUser()).email);
    expect(known.json()).toEqual(unknown.json());
    await inbox.waitFor(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(inbox.received.length).toBe(before + 1);
  });

  it('checks the new password like sign-up does (catalogued message)', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'whatever', newPassword: 'password123' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().reason).toBe('password_too_common');
  });
});
