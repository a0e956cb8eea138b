import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from '../test/app.ts';

const signIn = (t: TestApp, email: string, password: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password }, headers });

describe('session reads and the sign-in limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_AUTH_PER_MINUTE: '3' } });
  });
  afterAll(() => t.close());

  it('never counts reading the session against the sign-in bucket', async () => {
    const user = await t.createUser(); // one sign-up: 1 of 3
    for (let i = 0; i < 40; i++) {
      const res = await t.request({ method: 'GET', url: '/api/auth/get-session', user });
      expect(res.statusCode, `read ${i + 1}`).toBe(200);
      expect(res.json().user.id).toBe(user.id);
    }
    expect((await t.request({ method: 'GET', url: '/api/auth/list-sessions', user })).statusCode).toBe(200);
    // The credential endpoints still share the brute-force bucket: 2 more, then 429.
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await signIn(t, user.email, 'wrong-password-1')).statusCode);
    expect(statuses).toEqual([401, 401, 429]);
    expect((await t.request({ method: 'GET', url: '/api/auth/get-session', user })).statusCode).toBe(200);
  });
});

describe('per-account sign-in throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_AUTH_PER_MINUTE: '1000', SIGN_IN_FAILURES_PER_ACCOUNT: '3' } });
  });
  afterAll(() => t.close());

  it('locks one account after repeated failures, with a clear message, even for the right password', async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    for (let i = 0; i < 3; i++) expect((await signIn(t, user.email, 'wrong-password-1')).statusCode).toBe(401);
    const locked = await signIn(t, user.email.toUpperCase(), TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 'rate_limited',
      reason: 'sign_in_locked',
      params: { minutes: '15' },
      message: 'Too many failed sign-ins for this account. Please try again in 15 minutes.',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    // Another account behind the same address is not affected.
    expect((await signIn(t, other.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('forgets the failures after a successful sign-in', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 2; i++) await signIn(t, user.email, 'wrong-password-1');
    expect((await signIn(t, user.email, TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await signIn(t, user.email, 'wrong-password-1')).statusCode).toBe(401);
    expect((await signIn(t, user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('counts the failures of every process sharing the database', async () => {
    const user = await t.createUser();
    // A second web process: its own Fastify app and rate-limit memory, the same database.
    const { app: second } = await buildApp({
      config: t.config,
      database: t.database,
      queue: t.queue,
      logger: pino({ level: 'silent' }),
      services: t.services,
      webDist: null,
    });
    try {
      const viaSecond = (password: string) =>
        second.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { origin: TEST_ORIGIN },
          payload: { email: user.email, password },
        });
      await signIn(t, user.email, 'wrong-password-1');
      expect((await viaSecond('wrong-password-1')).statusCode).toBe(401);
      await signIn(t, user.email, 'wrong-password-1');
      expect((await viaSecond(TEST_PASSWORD)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('sign-out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('takes effect at once: the old cookies no longer sign anyone in', async () => {
    const user = await t.createUser();
    expect((await t.request({ method: 'GET', url: '/v3/user/login', user })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/auth/sign-out', user })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/v3/user/login', user })).statusCode).toBe(401);
    const session = await t.request({ method: 'GET', url: '/api/auth/get-session', user });
    expect(session.json()).toBeNull();
  });
});
