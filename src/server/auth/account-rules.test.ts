import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUp = (payload: Record<string, string>) =>
  t.request({ method: 'POST', url: '/api/auth/sign-up/email', payload: { name: 'Ada', ...payload } });

describe('passwords', () => {
  it('refuses fewer than 10 characters and common passwords on sign-up, with catalogued messages', async () => {
    const short = await signUp({ email: 'short@example.com', password: 'abcd-1234' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ reason: 'password_too_short', params: { min: '10' } });
    for (const password of ['1234567890', 'Password123', 'qwertyuiop']) {
      const res = await signUp({ email: `common-${password}@example.com`, password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json(), password).toMatchObject({ code: 'validation_failed', reason: 'password_too_common' });
    }
    expect((await signUp({ email: 'fine@example.com', password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('applies the same rule when the password changes', async () => {
    const user = await t.createUser();
    const change = (newPassword: string) =>
      t.request({
        method: 'POST',
        url: '/api/auth/change-password',
        user,
        payload: { currentPassword: TEST_PASSWORD, newPassword },
      });
    expect((await change('password123')).json()).toMatchObject({ reason: 'password_too_common' });
    expect((await change('short')).json()).toMatchObject({ reason: 'password_too_short' });
    expect((await change('a-much-better-passphrase')).statusCode).toBe(200);
  });
});

describe('names', () => {
  it('refuses a name over 100 characters on sign-up and on update', async () => {
    const long = await signUp({ email: 'long@example.com', password: TEST_PASSWORD, name: 'n'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ reason: 'name_too_long', params: { max: '100' } });

    const user = await t.createUser();
    const rename = (name: unknown) =>
      t.request({ method: 'POST', url: '/api/auth/update-user', user, payload: { name } });
    expect((await rename('ñ'.repeat(101))).json()).toMatchObject({ reason: 'name_too_long' });
    for (const notText of [null, 42, ['a']]) {
      const refused = await rename(notText);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ reason: 'name_not_text' });
    }
    expect((await rename('한'.repeat(100))).statusCode).toBe(200);
    const session = await t.request({ method: 'GET', url: '/api/auth/get-session', user });
    expect(session.json().user.name).toBe('한'.repeat(100));
  });
});

describe('plugins', () => {
  it('has no organizations until teams exist (issue 12)', async () => {
    const user = await t.createUser();
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/organization/create',
      user,
      payload: { name: 'Mine', slug: 'mine' },
    });
    expect(res.statusCode).toBe(404);
  });
});
