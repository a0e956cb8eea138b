import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestUser } from '../test/app.ts';

const LANGUAGES = { nativeLanguage: 'fr', mainLearningLanguage: { language: 'en', level: 'beginner' } };

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp({ env: { CORS_ORIGINS: 'https://partner.example' } });
  user = await t.createUser();
});
afterAll(() => t.close());

/** A request as another site's page makes the learner's browser send it: the cookie rides along. */
const fromBrowser = (options: {
  method: 'POST' | 'PUT';
  url: string;
  headers: Record<string, string>;
  payload?: string;
}) => t.app.inject({ ...options, headers: { cookie: user.cookie, ...options.headers } });

/** The learner's languages, changed from a page whose headers are given. */
const putLanguages = (headers: Record<string, string>) =>
  fromBrowser({ method: 'PUT', url: '/v3/user/language-setting', headers, payload: JSON.stringify(LANGUAGES) });

describe('cross-site writes with the session cookie', () => {
  it('refuses a foreign Origin with a clear message', async () => {
    const res = await putLanguages({ origin: 'https://evil.example', 'content-type': 'application/json' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'forbidden', reason: 'cross_site_request' });
  });

  it('refuses a write with neither Origin nor Sec-Fetch-Site: same-origin', async () => {
    const res = await putLanguages({ 'content-type': 'application/json' });
    expect(res.json()).toMatchObject({ reason: 'cross_site_request' });
  });

  it('refuses a same-origin form body (text/plain) that is not JSON', async () => {
    const res = await putLanguages({ origin: TEST_ORIGIN, 'content-type': 'text/plain' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ reason: 'json_content_type_required' });
  });

  it('refuses a body-less write without a JSON content type (a cross-site undo)', async () => {
    const res = await fromBrowser({ method: 'POST', url: '/v3/review/undo', headers: { origin: TEST_ORIGIN } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ reason: 'json_content_type_required' });
  });

  it('accepts what the web app sends: its Origin (or Sec-Fetch-Site) and JSON, `{}` when body-less', async () => {
    const sameOrigin: Record<string, string>[] = [
      { origin: TEST_ORIGIN },
      { 'sec-fetch-site': 'same-origin' },
      { origin: 'http://127.0.0.1:3000' },
    ];
    for (const headers of sameOrigin) {
      const res = await putLanguages({ ...headers, 'content-type': 'application/json; charset=utf-8' });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
    }
    const undo = await fromBrowser({
      method: 'POST',
      url: '/v3/review/undo',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(undo.statusCode).not.toBe(403);
  });

  it('accepts an origin listed in CORS_ORIGINS', async () => {
    const res = await putLanguages({ origin: 'https://partner.example', 'content-type': 'application/json' });
    expect(res.statusCode).toBe(200);
  });

  it('leaves bearer-token clients alone', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v3/review/undo',
      headers: { authorization: `Bearer ${user.token}`, origin: 'https://evil.example', cookie: 'theme=dark' },
    });
    expect(res.statusCode).not.toBe(403);
  });

  it("leaves Better Auth's own writes to its Origin check", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
      payload: { name: 'Renamed by evil' },
    });
    expect(res.statusCode).toBe(403);
    const session = await t.request({ method: 'GET', url: '/api/auth/get-session', user });
    expect(session.json().user.name).toBe(user.name);
  });
});
