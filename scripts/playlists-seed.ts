/**
 * `npm run playlists:seed [-- <file>]`: imports the library playlists of src/server/playlists/seed.json (or the
 * given file) into the configured database (DATABASE_URL, or the embedded one in DATA_DIR — stop `npm start`
 * first, the embedded database belongs to one process). Idempotent: run it again after editing the file.
 * The clips' notes are not made here; the first learner to open one makes it (ADR 32).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { openDatabase, runMigrations } from '../src/server/db/client.ts';
import { SeedFile, seedLibrary } from '../src/server/playlists/seed.ts';

async function main() {
  const file = process.argv[2] ?? join(import.meta.dirname, '..', 'src', 'server', 'playlists', 'seed.json');
  const seed = SeedFile.parse(JSON.parse(readFileSync(file, 'utf8')));
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database);
    const r = await seedLibrary(database.db, seed);
    console.log(
      `Library playlists from ${file}: ${r.created} created, ${r.updated} updated; ` +
        `${r.entriesAdded} entries added, ${r.entriesRemoved} removed.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
