import { type SQLWrapper, sql } from 'drizzle-orm';

/**
 * A timestamptz written by PostgreSQL as `Date.prototype.toISOString` writes it: UTC, milliseconds cut
 * (not rounded, as `new Date` cuts microseconds). An answer built in SQL then needs no Date parsed and
 * written again per value (ADR 14).
 */
export const isoTime = (time: SQLWrapper) =>
  sql<string>`to_char(${time} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
