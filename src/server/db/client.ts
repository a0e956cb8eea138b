import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { openPglite } from './pglite.ts';
import * as schema from './schema/index.ts';

export { PGLITE_EXTENSIONS } from './pglite.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The database or a transaction on it: what a write that may be part of a larger one takes. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database =
  | { kind: 'pglite'; db: Db; pglite: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; db: Db; pool: pg.Pool; connectionString: string; close(): Promise<void> };

/** Beside this file in the sources; beside main.js in the compiled server (scripts/build-server.mjs copies it). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** PostgreSQL when a URL is given, otherwise embedded PGlite kept in `<dataDir>/pgdata`. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  pglite?: PGlite;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client can be cut off (database restart, failover, a dropped test database); the pool
    // replaces it on the next query, so this is a warning, not a crash.
    pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { kind: 'postgres', db, pool, connectionString: options.databaseUrl, close: () => pool.end() };
  }
  const pglite = options.pglite ?? (await openPglite(join(options.dataDir ?? './data', 'pgdata')));
  await pglite.waitReady;
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  const client = pglite;
  return { kind: 'pglite', db, pglite: client, close: () => client.close() };
}

/** Applies the committed migrations; the same files run on PGlite and PostgreSQL 15. */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    await migratePg(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}
