import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { lockProfile, setSavedCounts } from '../users/profile.ts';
import { ITEMS, type ItemKind } from './items.ts';

/**
 * Serialises one learner's saves (ADR 7): every transaction that changes what is saved takes the learner's
 * lock first, so the count that ends it runs after every earlier change committed and the counters
 * (totalVocabCount, totalSentenceCount) are exact under concurrency.
 */
export const lockLearner = lockProfile;

/** The learner's counter of saved items of these kinds := their number. Call after lockLearner, in the same transaction. */
export async function recountSaved(tx: DbOrTx, userId: string, kinds: readonly ItemKind[]): Promise<void> {
  const saved = async (kind: ItemKind) => {
    const { table } = ITEMS[kind];
    const [row] = await tx
      .select({ n: count() })
      .from(table)
      .where(and(eq(table.userId, userId), eq(table.isSaved, true)));
    return row?.n ?? 0;
  };
  await setSavedCounts(tx, userId, {
    ...(kinds.includes('word') ? { words: await saved('word') } : {}),
    ...(kinds.includes('sentence') ? { sentences: await saved('sentence') } : {}),
  });
}
