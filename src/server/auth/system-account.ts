import type { Db } from '../db/client.ts';
import { user as userTable } from '../db/schema/auth.ts';

export type SystemAccount = { id: string; email: string; name: string };

/**
 * Makes sure an account that owns content for everyone (the playlist library's notes, ADR 32) exists.
 * No one can sign in to it: it has no credential row (no password, no social link), it is banned (Better
 * Auth refuses a banned account's sessions), and its address is on the reserved `.invalid` domain, so no
 * reset or magic-link mail can ever reach anybody. Idempotent: a second call changes nothing.
 */
export async function ensureSystemAccount(db: Db, account: SystemAccount): Promise<void> {
  await db
    .insert(userTable)
    .values({
      id: account.id,
      email: account.email,
      name: account.name,
      emailVerified: true,
      banned: true,
      banReason: 'System account: it owns shared content; no one signs in to it.',
    })
    .onConflictDoNothing({ target: userTable.id });
}
