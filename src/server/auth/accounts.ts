import { and, desc, eq, gte, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { containsPattern as likePattern } from '../db/like.ts';
import { session as sessionTable, user as userTable } from '../db/schema/auth.ts';

/** What the admin area reads of an account (the auth tables' part of its user list). */
export type AccountRow = {
  id: string;
  email: string;
  name: string;
  createdAt: Date;
  role: string | null;
  banned: boolean;
  banReason: string | null;
};

/**
 * Accounts newest first, `limit` after `lastId` (Better Auth's ids are random, so the page key is
 * created-at then id), filtered by a piece of the e-mail or the name (case-insensitive).
 */
export async function listAccounts(
  db: Db,
  page: { q?: string; lastId?: string; ids?: string[]; limit: number },
): Promise<AccountRow[]> {
  const after = page.lastId
    ? sql`(${userTable.createdAt}, ${userTable.id}) < (select created_at, id from "user" where id = ${page.lastId})`
    : undefined;
  const search = page.q
    ? or(ilike(userTable.email, likePattern(page.q)), ilike(userTable.name, likePattern(page.q)))
    : undefined;
  const rows = await db
    .select({
      id: userTable.id,
      email: userTable.email,
      name: userTable.name,
      createdAt: userTable.createdAt,
      role: userTable.role,
      banned: userTable.banned,
      banReason: userTable.banReason,
    })
    .from(userTable)
    .where(and(after, search, page.ids ? inArray(userTable.id, page.ids) : undefined))
    .orderBy(desc(userTable.createdAt), desc(userTable.id))
    .limit(page.limit);
  return rows.map((row) => ({ ...row, banned: row.banned ?? false }));
}

/**
 * Bans or unbans an account. A ban ends every session of it in the same transaction, so the next
 * request of any of its browsers is signed out; Better Auth's admin plugin refuses its sign-ins while
 * `banned` is set. False when there is no such account.
 */
export async function setBanned(db: Db, userId: string, ban: { banned: boolean; reason?: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(userTable)
      .set({ banned: ban.banned, banReason: ban.banned ? (ban.reason ?? null) : null, banExpires: null })
      .where(eq(userTable.id, userId))
      .returning({ id: userTable.id });
    if (!updated.length) return false;
    if (ban.banned) await tx.delete(sessionTable).where(eq(sessionTable.userId, userId));
    return true;
  });
}

/** New accounts per UTC day since `since` (days with none are absent). */
export async function signUpsPerDay(db: Db, since: Date): Promise<{ day: string; count: number }[]> {
  const day = sql<string>`to_char(date_trunc('day', ${userTable.createdAt}), 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, count: sql<number>`count(*)::int` })
    .from(userTable)
    .where(gte(userTable.createdAt, since))
    .groupBy(day);
  return rows.map((r) => ({ day: r.day, count: Number(r.count) }));
}

/** Names and addresses of these accounts (ids not found are left out): members and inviters in a team's lists. */
export async function accountsByIds(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, { name: string; email: string }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: userTable.id, name: userTable.name, email: userTable.email })
    .from(userTable)
    .where(inArray(userTable.id, unique));
  return new Map(rows.map((row) => [row.id, { name: row.name, email: row.email }]));
}
