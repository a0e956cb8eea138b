import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { defineRoute } from '../http/route.ts';

export function registerHealthRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/health',
      tag: 'Health',
      summary: 'Liveness with a database round trip',
      auth: 'none',
      response: z.object({ status: z.literal('ok'), db: z.literal('ok') }),
    },
    async () => {
      await db.execute(sql`select 1`);
      return { status: 'ok' as const, db: 'ok' as const };
    },
  );
}
