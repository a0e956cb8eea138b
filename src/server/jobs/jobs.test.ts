import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { session } from '../db/schema/auth.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { cleanupSessions } from '../auth/cleanup-sessions.job.ts';
import { defineJob } from './definition.ts';
import { startQueue } from './queue.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('job queue', () => {
  it('runs a job on the same database, retrying a failure', async () => {
    const attempts: string[] = [];
    const flaky = defineJob({
      name: 'test.flaky',
      payload: z.object({ word: z.string() }),
      retryLimit: 2,
      retryDelaySeconds: 1,
      async handle({ word }) {
        attempts.push(word);
        if (attempts.length === 1) throw new Error('first attempt fails');
      },
    });
    const queue = await startQueue(
      t.database,
      { providers: t.providers, logger: pino({ level: 'silent' }) },
      { work: true, jobs: [flaky] },
    );
    try {
      const id = await queue.boss.send('test.flaky', { word: 'bonjour' });
      const deadline = Date.now() + 20_000;
      let state = '';
      while (Date.now() < deadline && state !== 'completed') {
        await new Promise((r) => setTimeout(r, 250));
        state = (await queue.boss.getJobById('test.flaky', id!))?.state ?? '';
      }
      expect(state).toBe('completed');
      expect(attempts).toEqual(['bonjour', 'bonjour']);
    } finally {
      await queue.stop();
    }
  });
});

describe('auth.cleanup-expired', () => {
  it('removes expired sessions only, and can run twice', async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    await t.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, other.id));
    const deps = {
      db: t.database.db,
      providers: t.providers,
      logger: pino({ level: 'silent' }),
      enqueue: t.queue.send,
    };
    const attempt = { id: 'test', attempt: 1, isFinalAttempt: false };
    await cleanupSessions.handle({}, deps, attempt);
    await cleanupSessions.handle({}, deps, attempt);
    const left = await t.database.db.select({ userId: session.userId }).from(session);
    expect(left.map((s) => s.userId)).toEqual([user.id]);
    const stillSignedIn = await t.request({ method: 'GET', url: '/v3/user/login', user });
    expect(stillSignedIn.statusCode).toBe(200);
    // The bearer token is checked against the session table (no 60 s signed cookie cache in between).
    const expired = await t.request({
      method: 'GET',
      url: '/v3/user/login',
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(expired.statusCode).toBe(401);
  });
});
