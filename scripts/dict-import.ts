/**
 * `npm run dict:import [-- --pairs deu-eng,jpn-eng] [--dir /usr/share/dictd]`: loads the FreeDict
 * dictionaries Debian installs into the app's database (DATABASE_URL, or the embedded one in
 * DATA_DIR — stop `npm start` first, the embedded database belongs to one process).
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { openDatabase, runMigrations } from '../src/server/db/client.ts';
import { importPair, missingFilesMessage } from '../src/server/dictionaries/import.ts';
import { DICTD_DIR } from '../src/server/config.ts';
import { FREEDICT_PAIRS } from '../src/server/dictionaries/pairs.ts';

const { values } = parseArgs({ options: { pairs: { type: 'string' }, dir: { type: 'string', default: DICTD_DIR } } });
const wanted = values.pairs
  ?.split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const unknown = wanted?.filter((name) => !FREEDICT_PAIRS.some((p) => p.name === name)) ?? [];
if (unknown.length) {
  console.error(`Unknown pair ${unknown.join(', ')}; known: ${FREEDICT_PAIRS.map((p) => p.name).join(', ')}`);
  process.exit(1);
}
const pairs = FREEDICT_PAIRS.filter((p) => !wanted || wanted.includes(p.name));

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database);
    const started = performance.now();
    let imported = 0;
    for (const pair of pairs) {
      const missing = missingFilesMessage(pair, values.dir);
      if (missing) {
        console.warn(`${pair.name}: skipped — ${missing}`);
        continue;
      }
      const report = await importPair(database.db, pair, values.dir);
      imported += 1;
      console.log(
        `${pair.name}: ${report.rows.toLocaleString('en')} rows from ${report.entries.toLocaleString('en')} entries (${report.skipped} without a usable gloss) in ${(report.ms / 1000).toFixed(1)} s`,
      );
    }
    console.log(
      `${imported} of ${pairs.length} dictionaries imported in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    if (imported === 0) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
