import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../db/schema/auth.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { verifiedToken } from './session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (cookie: string) => t.request({ method: 'GET', url: '/v3/user/profile', headers: { cookie } });

describe('reading the session of an API request', () => {
  it('accepts only the signature the secret makes', () => {
    const signature = createHmac('sha256', 'secret').update('abc').digest('base64');
    expect(verifiedToken(`abc.${signature}`, 'secret')).toBe('abc');
    expect(verifiedToken(`abc.${signature}`, 'other secret')).toBeNull();
    expect(verifiedToken(`abd.${signature}`, 'secret')).toBeNull();
    expect(verifiedToken('abc', 'secret')).toBeNull();
  });

  it('sees a sign-out at once, on the API and on the session read alike', async () => {
    const user = await t.createUser();
    expect((await me(user.cookie)).statusCode).toBe(200);
    const signOut = await t.request({ method: 'POST', url: '/api/auth/sign-out', user, payload: {} });
    expect(signOut.statusCode).toBe(200);
    expect((await me(user.cookie)).statusCode).toBe(401);
    const read = await t.request({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: user.cookie } });
    expect(read.json()).toBeNull();
  });

  it('refuses an expired session and a forged token', async () => {
    const user = await t.createUser();
    await t.database.db.execute(
      sql`update session set expires_at = now() - interval '1 minute' where user_id = ${user.id}`,
    );
    expect((await me(user.cookie)).statusCode).toBe(401);
    const forged = user.cookie.replace(/session_token=[^.;]+/, 'session_token=forged');
    expect((await me(forged)).statusCode).toBe(401);
  });

  it('extends a session due for its daily refresh, as Better Auth does', async () => {
    const user = await t.createUser();
    const [before] = await t.database.db.select().from(session).where(eq(session.userId, user.id));
    // Issued 2 days ago: expiresIn (30 days) minus 2 days left, past updateAge (1 day).
    const old = new Date(Date.now() + (30 - 2) * 86_400_000);
    await t.database.db.update(session).set({ expiresAt: old }).where(eq(session.id, before!.id));
    expect((await me(user.cookie)).statusCode).toBe(200);
    const [after] = await t.database.db.select().from(session).where(eq(session.id, before!.id));
    expect(after!.expiresAt.getTime()).toBeGreaterThan(old.getTime() + 86_400_000);
  });
});
