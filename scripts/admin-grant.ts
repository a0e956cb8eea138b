/**
 * `npm run admin:grant -- <email>`: gives the account with this e-mail the admin role in the configured
 * database (DATABASE_URL, or the embedded one in DATA_DIR — stop `npm start` first, the embedded database
 * belongs to one process). The account must exist: sign up first. ADMIN_EMAILS is the other way (ADR 24).
 */
import { grantAdmin } from '../src/server/auth/roles.ts';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { openDatabase, runMigrations } from '../src/server/db/client.ts';
import type { Db } from '../src/server/db/client.ts';

/** What the command prints, and whether it succeeded; separate from the process so a test can run it. */
export async function adminGrant(db: Db, email: string | undefined): Promise<{ ok: boolean; message: string }> {
  if (!email?.includes('@'))
    return { ok: false, message: 'Usage: npm run admin:grant -- <email of an existing account>' };
  const result = await grantAdmin(db, email);
  if (!result)
    return { ok: false, message: `No account has the e-mail ${email}. Sign up with it first, then run this again.` };
  return {
    ok: true,
    message: result.granted
      ? `${email} is now an admin (from its next request on).`
      : `${email} was already an admin; nothing changed.`,
  };
}

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database);
    const { ok, message } = await adminGrant(database.db, process.argv[2]);
    (ok ? console.log : console.error)(message);
    if (!ok) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}
