import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineRoute } from '../http/route.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { requireAdmin } from './admin.ts';
import { z } from 'zod';

describe('requireAdmin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      extend: (app) =>
        defineRoute(
          app,
          {
            method: 'GET',
            url: '/test-admin-only',
            tag: 'Test',
            summary: 'admin only',
            auth: 'required',
            response: z.object({ ok: z.boolean() }),
          },
          ({ user }) => {
            requireAdmin(user);
            return { ok: true };
          },
        ),
    });
  });
  afterAll(() => t.close());

  it('answers 403 with the catalogued sentence to a learner, and lets an admin through', async () => {
    const learner = await t.createUser();
    const refused = await t.request({ method: 'GET', url: '/v3/test-admin-only', user: learner });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'forbidden',
      message: "You don't have permission to perform this action.",
    });
    const admin = await t.createUser();
    await t.database.db.execute(sql`update "user" set role = 'admin' where id = ${admin.id}`);
    expect((await t.request({ method: 'GET', url: '/v3/test-admin-only', user: admin })).json()).toEqual({
      entity: { ok: true },
    });
  });
});
