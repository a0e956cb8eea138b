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
