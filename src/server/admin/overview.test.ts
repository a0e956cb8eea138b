import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { z } from 'zod';
import { user as userTable } from '../db/schema/auth.ts';
import { startQueue, type Queue } from '../jobs/queue.ts';
import { createTestApp, type TestApp, type TestUser } from '../test/app.ts';
import { lastDays } from './service.ts';

let t: TestApp;
let admin: TestUser;
let queue: Queue | undefined;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: `overview-${process.pid}@example.com` } });
  admin = await t.createUser({ email: `overview-${process.pid}@example.com` });
});
afterAll(async () => {
  await queue?.stop();
  await t.close();
});

const overviewOf = async () =>
  (await t.request({ method: 'GET', url: '/v3/admin/overview', user: admin })).json().entity;

describe('GET /v3/admin/overview', () => {
  it('counts sign-ups per UTC day over 30 days, zero-filled, today last; no queue means no failed jobs', async () => {
    const learner = await t.createUser();
    // Moved 3 days back: it must count on that day, not today.
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
    await t.database.db.update(userTable).set({ createdAt: threeDaysAgo }).where(eq(userTable.id, learner.id));
    const entity = await overviewOf();
    const days = lastDays(new Date(), 30);
    expect(entity.signUps.map((d: { day: string }) => d.day)).toEqual(days);
    expect(entity.signUps.at(-1).count).toBe(1); // the admin, signed up just now
    expect(entity.signUps.at(-4)).toEqual({ day: threeDaysAgo.toISOString().slice(0, 10), count: 1 });
    expect(entity.notes).toHaveLength(30);
    expect(entity.failedJobs).toEqual({ total: 0, days: expect.any(Array), byQueue: [] });
  });

  it("counts jobs pg-boss failed for good, by day and by queue, from pg-boss's own table", async () => {
    const job = {
      name: 'admin-test-job',
      payload: z.object({}),
      retryLimit: 0,
      retryDelaySeconds: 1,
      expireInSeconds: 60,
      heartbeatSeconds: 30,
      handle: async () => {},
    };
    queue = await startQueue(
      t.database,
      { providers: t.providers, logger: pino({ level: 'silent' }) },
      { work: false, jobs: [job] },
    );
    await queue.send(job.name, {});
    await queue.send(job.name, {});
    const fetched = await queue.boss.fetch(job.name, { batchSize: 2 });
    await queue.boss.fail(
      job.name,
      fetched.map((j) => j.id),
      { message: 'broken on purpose' },
    );
    const { failedJobs } = await overviewOf();
    expect(failedJobs.total).toBe(2);
    expect(failedJobs.days).toHaveLength(7);
    expect(failedJobs.days.at(-1).count).toBe(2);
    expect(failedJobs.byQueue).toEqual([{ name: job.name, count: 2 }]);
  });
});
