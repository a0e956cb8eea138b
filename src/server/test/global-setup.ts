import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { PGLITE_EXTENSIONS, openDatabase, runMigrations } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string | null;
  }
}

/**
 * Migrates once per run: a PGlite data dump every test file loads, and — when TEST_DATABASE_URL is
 * set — a PostgreSQL template database every test file copies.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'lingoclip-test-'));
  const pglite = new PGlite('memory://', { extensions: PGLITE_EXTENSIONS });
  const database = await openDatabase({ pglite });
  await runMigrations(database);
  const dump = await pglite.dumpDataDir('gzip');
  const templateFile = join(dir, 'template.tar.gz');
  writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplate', templateFile);

  const url = process.env.TEST_DATABASE_URL;
  let templateName: string | null = null;
  if (url) {
    templateName = `lingoclip_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${templateName}`);
    await admin.query(`create database ${templateName}`);
    await admin.end();
    const templateDb = await openDatabase({ databaseUrl: withDatabase(url, templateName) });
    await runMigrations(templateDb);
    await templateDb.close();
  }
  project.provide('postgresTemplate', templateName);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (url && templateName) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const { rows } = await admin.query(
        `select datname from pg_database where datname like 'lingoclip_t_%' or datname = $1`,
        [templateName],
      );
      for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.end();
    }
  };
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
