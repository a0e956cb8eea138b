import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userSentence } from '../db/schema/learner.ts';
import { notFound } from '../http/errors.ts';
import { ITEMS } from './items.ts';

/**
 * Sentences whose meaning a translator may fill: the ones named (all must be the learner's, else 404), or
 * without ids the newest saved sentences that still have none, at most `limit`.
 */
export async function sentencesForMeanings(db: Db, userId: string, ids: readonly string[] | undefined, limit: number) {
  const mine = eq(userSentence.userId, userId);
  if (ids) {
    const rows = ids.length
      ? await db
          .select()
          .from(userSentence)
          .where(and(mine, inArray(userSentence.id, [...ids])))
      : [];
    if (rows.length !== ids.length) throw notFound(ITEMS.sentence.someNotFound);
    return rows;
  }
  return db
    .select()
    .from(userSentence)
    .where(and(mine, eq(userSentence.isSaved, true), isNull(userSentence.meaning)))
    .orderBy(desc(userSentence.id))
    .limit(limit);
}

/** Fills a sentence's missing meaning; one the learner wrote meanwhile is never overwritten. */
export async function fillMeaning(db: Db, sentenceId: string, meaning: string): Promise<void> {
  await db
    .update(userSentence)
    .set({ meaning })
    .where(and(eq(userSentence.id, sentenceId), isNull(userSentence.meaning)));
}
