import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

/**
 * PGlite's own start parameters (its defaults as of 0.5) plus a smaller buffer pool. The pool lives in
 * the WASM memory and is touched page by page as it fills: PostgreSQL's default 128 MB became 128 MB of
 * resident memory that never shrinks (ADR 14). Files are read through the operating system, whose page
 * cache keeps recently read pages warm anyway, so 16 MB costs little speed.
 */
export const PGLITE_START_PARAMS = [
  '--single',
  '-F',
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
  '-c',
  'io_method=sync',
  '-c',
  'max_parallel_maintenance_workers=0',
  '-c',
  'shared_buffers=16MB',
];

/**
 * Creating a data folder (initdb) runs a second WASM instance whose memory the allocator keeps after
 * it is freed: about 110 MB more resident memory for the life of a server started on an empty folder.
 * A short-lived child process creates it instead and gives all of that back when it exits.
 */
async function createDataFolder(dir: string): Promise<void> {
  if (existsSync(join(dir, 'PG_VERSION'))) return;
  mkdirSync(dir, { recursive: true });
  const script =
    'const { PGlite } = await import(process.argv[1]); await (await PGlite.create(process.argv[2])).close();';
  await promisify(execFile)(process.execPath, [
    '--input-type=module',
    '-e',
    script,
    import.meta.resolve('@electric-sql/pglite'),
    dir,
  ]);
}

/** The embedded database kept in `dir` (created on first use). */
export async function openPglite(dir: string): Promise<PGlite> {
  await createDataFolder(dir);
  return PGlite.create(dir, { extensions: PGLITE_EXTENSIONS, startParams: PGLITE_START_PARAMS });
}
