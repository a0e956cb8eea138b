import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/app.ts';

const methods = async (t: TestApp) =>
  (await t.request({ method: 'GET', url: '/v3/user/sign-in-methods', user: null })).json().entity;
const startSocial = (t: TestApp, provider: string) =>
  t.request({ method: 'POST', url: '/api/auth/sign-in/social', payload: { provider, callbackURL: '/dashboard' } });

describe('sign-in with Google and GitHub', () => {
  describe('not configured (the default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('offers e-mail only, and refuses a social sign-in', async () => {
      expect(await methods(t)).toEqual({ email: true, google: false, github: false });
      expect((await startSocial(t, 'google')).statusCode).toBeGreaterThanOrEqual(400);
    });
  });

  describe('configured', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        env: {
          GOOGLE_CLIENT_ID: 'google-client.apps.example',
          GOOGLE_CLIENT_SECRET: 'google-secret',
          GITHUB_CLIENT_ID: 'github-client',
          GITHUB_CLIENT_SECRET: 'github-secret',
        },
      });
    });
    afterAll(() => t.close());

    // The provider's own pages are reached only in production: this checks what we send them.
    it('offers both, and starts each one at its provider with our client id and callback', async () => {
      expect(await methods(t)).toEqual({ email: true, google: true, github: true });
      for (const [provider, host, clientId] of [
        ['google', 'accounts.google.com', 'google-client.apps.example'],
        ['github', 'github.com', 'github-client'],
      ] as const) {
        const response = await startSocial(t, provider);
        expect(response.statusCode, response.body).toBe(200);
        const url = new URL(response.json().url);
        expect(url.host).toBe(host);
        expect(url.searchParams.get('client_id')).toBe(clientId);
        expect(url.searchParams.get('redirect_uri')).toBe(`${TEST_ORIGIN}/api/auth/callback/${provider}`);
        expect(url.searchParams.get('state')).toBeTruthy();
      }
    });
  });

  it('stops at start when only half of a pair is set, naming the missing one', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/x', BETTER_AUTH_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig({ ...base, GITHUB_CLIENT_ID: 'id' })).toThrow(
      'GITHUB_CLIENT_SECRET: is required with GITHUB_CLIENT_ID',
    );
    expect(() => loadConfig({ ...base, GOOGLE_CLIENT_SECRET: 's' })).toThrow(
      'GOOGLE_CLIENT_ID: is required with GOOGLE_CLIENT_SECRET',
    );
  });
});
