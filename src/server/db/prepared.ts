import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

const built = new WeakMap<DbOrTx, Map<string, unknown>>();

/**
 * A query built once per database and kept: Drizzle spends ~10 % of a small route's CPU building the
 * SQL of each query anew (entity checks, walking the column lists), and a named prepared statement
 * is parsed and planned once per connection instead of on every call (ADR 14). `name` is the prepared
 * statement's name, so it must be unique per query text; `build` receives the same `db`. A transaction
 * keeps its own (the statement itself is shared by name on the connection).
 */
export function preparedOnce<D extends DbOrTx, T>(db: D, name: string, build: (db: D) => T): T {
  let queries = built.get(db);
  if (!queries) {
    queries = new Map();
    built.set(db, queries);
  }
  let query = queries.get(name) as T | undefined;
  if (query === undefined) {
    query = build(db);
    queries.set(name, query);
  }
  return query;
}

/**
 * The rows a keyset page reads for a limit of `limit` (one more, to tell whether there are more), as a
 * constant among a few, to write into a prepared statement's text: PostgreSQL plans a statement whose
 * LIMIT is a parameter as if it read a tenth of the table, so its generic plan looks dear and it plans
 * it anew on every call (~0.2 ms for the saved words' page; ADR 14). The web app asks 30, the API's
 * default is 50; another limit reads up to the next size and the caller drops the rest.
 */
const PAGE_ROWS = [11, 21, 31, 51, 101];
export const pageRows = (limit: number) => PAGE_ROWS.find((rows) => rows > limit) ?? limit + 1;

/** `rows` for a query builder's `.limit()` as a constant in the statement's text (Drizzle writes an SQL object as it is). */
export const constantLimit = (rows: number) => sql.raw(String(rows)) as unknown as number;
