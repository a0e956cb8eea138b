import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { user as userTable } from '../db/schema/auth.ts';

/** The role Better Auth's admin plugin keeps on the user row; the one thing that makes an admin. */
export const ADMIN_ROLE = 'admin';

const notYetAdmin = or(isNull(userTable.role), ne(userTable.role, ADMIN_ROLE));

/**
 * Gives the account with this e-mail the admin role (`npm run admin:grant`). Null when no account has
 * the address; `granted` false when it was an admin already.
 */
export async function grantAdmin(db: Db, email: string): Promise<{ id: string; granted: boolean } | null> {
  const address = email.trim().toLowerCase();
  const [found] = await db
    .select({ id: userTable.id, role: userTable.role })
    .from(userTable)
    .where(eq(userTable.email, address));
  if (!found) return null;
  if (found.role === ADMIN_ROLE) return { id: found.id, granted: false };
  await db.update(userTable).set({ role: ADMIN_ROLE }).where(eq(userTable.id, found.id));
  return { id: found.id, granted: true };
}

/**
 * ADMIN_EMAILS: the account signing in becomes an admin when its address is listed. One statement that
 * changes nothing for everyone else; run on every new session (sign-up with auto sign-in, sign-in).
 */
export async function promoteListedAdmin(db: Db, userId: string, adminEmails: readonly string[]): Promise<void> {
  if (!adminEmails.length) return;
  await db
    .update(userTable)
    .set({ role: ADMIN_ROLE })
    .where(
      and(
        eq(userTable.id, userId),
        sql`lower(${userTable.email}) in (${sql.join(
          adminEmails.map((e) => sql`${e}`),
          sql`, `,
        )})`,
        notYetAdmin,
      ),
    );
}
