import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userVocab } from '../db/schema/learner.ts';

/** Saved words per learner (the admin area's user list), read from the (user, isSaved) index; none are absent. */
export async function savedWordCounts(db: Db, userIds: string[]): Promise<Map<string, number>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({ userId: userVocab.userId, n: count() })
    .from(userVocab)
    .where(and(inArray(userVocab.userId, userIds), eq(userVocab.isSaved, true)))
    .groupBy(userVocab.userId);
  return new Map(rows.map((r) => [r.userId, Number(r.n)]));
}
