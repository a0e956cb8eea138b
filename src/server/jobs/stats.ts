import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * Jobs that failed for good (pg-boss state `failed`: every retry spent) per UTC day and per queue since
 * `since`, read from pg-boss's own table in the `pgboss` schema. A database the queue never started on
 * (RUN_WORKER off on a fresh install, tests without jobs) has no such table: then there are none.
 */
export async function failedJobsPerDay(db: Db, since: Date): Promise<{ day: string; name: string; count: number }[]> {
  const exists = await db.execute(sql`select to_regclass('pgboss.job')::text as t`);
  if (!rowsOf<{ t: string | null }>(exists)[0]?.t) return [];
  const result = await db.execute(sql`
    select to_char(completed_on at time zone 'UTC', 'YYYY-MM-DD') as day, name, count(*)::int as count
    from pgboss.job
    where state = 'failed' and completed_on >= ${since.toISOString()}
    group by 1, 2`);
  return rowsOf<{ day: string; name: string; count: number }>(result).map((r) => ({
    day: r.day,
    name: r.name,
    count: Number(r.count),
  }));
}

/** Both drivers (node-postgres, PGlite) answer drizzle's execute with `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
