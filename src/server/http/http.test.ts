import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/app.ts';
import { forbidden } from './errors.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    extend(app) {
      app.get('/v3/__test/boom', { config: { documented: 'self' } }, async () => {
        throw new Error('secret database detail');
      });
      app.get('/v3/__test/forbidden', { config: { documented: 'self' } }, async () => {
        throw forbidden();
      });
    },
  });
});
afterAll(() => t.close());

describe('errors', () => {
  it('hides internal details behind the spec message and logs them instead', async () => {
    const res = await t.request({ method: 'GET', url: '/v3/__test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: 'Something went wrong, please try again later',
      code: 'internal',
      reason: 'internal',
      params: {},
    });
    expect(res.body).not.toContain('secret');
  });
  it('uses the spec permission message for 403', async () => {
    const res = await t.request({ method: 'GET', url: '/v3/__test/forbidden' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: "You don't have permission to perform this action.",
      code: 'forbidden',
      reason: 'forbidden',
      params: {},
    });
  });
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.request({ method: 'GET', url: '/v3/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });
  it('explains a malformed JSON body', async () => {
    const user = await t.createUser();
    const res = await t.request({
      method: 'PUT',
      url: '/v3/user/language-setting',
      user,
      headers: { 'content-type': 'application/json' },
      payload: '{"nativeLanguage":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'The request body is not valid JSON.',
      code: 'validation_failed',
      reason: 'invalid_json',
      params: {},
    });
  });
});

describe('transport', () => {
  it('GET /v3/health checks the database', async () => {
    const res = await t.request({ method: 'GET', url: '/v3/health' });
    expect(res.json()).toEqual({ entity: { status: 'ok', db: 'ok' } });
  });
  it('echoes or creates a request id', async () => {
    const given = await t.request({ method: 'GET', url: '/v3/health', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await t.request({ method: 'GET', url: '/v3/health' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
  it('sends security headers', async () => {
    const res = await t.request({ method: 'GET', url: '/v3/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    // no-referrer (helmet's default) makes the YouTube embed refuse to play; the CSP still allows the player.
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['content-security-policy']).toMatch(/frame-src [^;]*https:\/\/www\.youtube\.com/);
    expect(res.headers['content-security-policy']).toMatch(/script-src [^;]*https:\/\/www\.youtube\.com/);
  });
  it('lets no cache keep an authenticated answer', async () => {
    const user = await t.createUser();
    for (const url of ['/v3/user/login', '/api/auth/get-session']) {
      const res = await t.request({ method: 'GET', url, user });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const signIn = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(signIn.headers['cache-control']).toBe('no-store');
  });
  it('keeps CORS closed by default', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/v3/user/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('OpenAPI', () => {
  it('documents every /v3 route from its schemas', async () => {
    const undocumented = t.app.registeredRoutes.filter(
      (r) => r.url.startsWith('/v3') && r.documented !== true && r.documented !== 'self',
    );
    expect(undocumented).toEqual([]);
    const res = await t.request({ method: 'GET', url: '/v3/openapi.json' });
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const documented = t.app.registeredRoutes.filter((r) => r.documented === true && r.method !== 'HEAD');
    for (const route of documented) {
      const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const method = String(route.method).toLowerCase();
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
      const responses = doc.paths[path][method].responses;
      const success = Object.keys(responses).find((status) => status.startsWith('2'))!;
      expect(
        responses[success].content['application/json'].schema.properties.entity,
        `${method} ${path}`,
      ).toBeDefined();
    }
    expect(doc.paths['/v3/user/language-setting'].put.requestBody).toBeDefined();
    expect(doc.paths['/v3/user/tutorial-status'].put.parameters[0]).toMatchObject({
      name: 'tutorialType',
      in: 'query',
      required: true,
    });
    expect(doc.paths['/v3/note/yt'].post.responses['202']).toBeDefined();
    expect(doc.paths['/v3/note/{id}'].get.parameters[0]).toMatchObject({ name: 'id', in: 'path', required: true });
  });
});

describe('rate limits', () => {
  it('answers 429 with a clear message past the auth limit', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_AUTH_PER_MINUTE: '3' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.request({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email: 'nobody@example.com', password: 'wrong-password' },
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429)
          expect(res.json()).toEqual({
            message: 'Too many requests. Please wait a moment and try again.',
            code: 'rate_limited',
            reason: 'rate_limited',
            params: {},
          });
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      const reads = await limited.request({ method: 'GET', url: '/v3/health' });
      expect(reads.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('proxies', () => {
  /** 40 sign-ins, each claiming another client address in X-Forwarded-For (and another account). */
  async function rotatedSignIns(env: Record<string, string> = {}) {
    const app = await createTestApp({ env });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) {
        const res = await app.request({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
          payload: { email: `nobody${i}@example.com`, password: 'wrong-password-1' },
        });
        statuses.push(res.statusCode);
      }
      return statuses;
    } finally {
      await app.close();
    }
  }

  it('ignores X-Forwarded-For by default (production too), so rotating it does not escape the sign-in limit', async () => {
    const statuses = await rotatedSignIns({ NODE_ENV: 'production' });
    expect(statuses.filter((s) => s === 429)).toHaveLength(10); // 30 per minute per address
  });

  it("believes the forwarded client address when TRUST_PROXY names the proxy's address", async () => {
    const statuses = await rotatedSignIns({ TRUST_PROXY: '127.0.0.1' });
    expect(statuses.filter((s) => s === 429)).toHaveLength(0);
  });
});

describe('web app', () => {
  it('serves prerendered pages, the app shell for app paths, and JSON for the API', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'lingoclip-web-'));
    mkdirSync(join(dist, 'prerendered'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app-123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'prerendered', 'ko.html'), '<h1>안녕하세요</h1>');
    writeFileSync(join(dist, 'prerendered', 'manifest.json'), JSON.stringify({ '/ko': 'ko.html' }));
    const web = await createTestApp({ webDist: dist });
    try {
      expect((await web.request({ method: 'GET', url: '/ko' })).body).toBe('<h1>안녕하세요</h1>');
      const shell = await web.request({ method: 'GET', url: '/ko/dashboard' });
      expect(shell.statusCode).toBe(200);
      expect(shell.body).toBe('<div id="root"></div>');
      expect(shell.headers.link).toBeUndefined();
      // Signed in, the shell of a note page starts the page's data requests with it (shell-preloads.ts).
      const note = await web.request({
        method: 'GET',
        url: '/notes/n1',
        headers: { cookie: 'better-auth.session_token=t' },
      });
      expect(note.body).toBe('<div id="root"></div>');
      expect(note.headers.link).toContain('</v3/note/n1>; rel=preload; as=fetch; crossorigin=use-credentials');
      const asset = await web.request({ method: 'GET', url: '/assets/app-123.js' });
      expect(asset.headers['cache-control']).toContain('immutable');
      expect((await web.request({ method: 'GET', url: '/v3/missing' })).json().code).toBe('not_found');
    } finally {
      await web.close();
    }
  });
});
