import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { reviewCard } from '../db/schema/index.ts';

export type ReviewItems = { vocabIds: string[] } | { sentenceIds: string[] };

/**
 * Saved items are reviewed: saving gives an item an FSRS card (new, due now) or wakes the one it had,
 * keeping its history. Idempotent, and safe to call inside the transaction that saves the item.
 */
export async function activateCards(db: DbOrTx, userId: string, items: ReviewItems): Promise<void> {
  if ('vocabIds' in items) {
    if (items.vocabIds.length === 0) return;
    await db
      .insert(reviewCard)
      .values(items.vocabIds.map((vocabId) => ({ userId, vocabId })))
      .onConflictDoUpdate({ target: reviewCard.vocabId, set: { active: true } });
  } else {
    if (items.sentenceIds.length === 0) return;
    await db
      .insert(reviewCard)
      .values(items.sentenceIds.map((sentenceId) => ({ userId, sentenceId })))
      .onConflictDoUpdate({ target: reviewCard.sentenceId, set: { active: true } });
  }
}

/** Unsaving pauses the card: it leaves the queue but keeps its state and log for when it is saved again. */
export async function deactivateCards(db: DbOrTx, userId: string, items: ReviewItems): Promise<void> {
  const byItem =
    'vocabIds' in items
      ? inArray(reviewCard.vocabId, items.vocabIds)
      : inArray(reviewCard.sentenceId, items.sentenceIds);
  const ids = 'vocabIds' in items ? items.vocabIds : items.sentenceIds;
  if (ids.length === 0) return;
  await db
    .update(reviewCard)
    .set({ active: false })
    .where(and(eq(reviewCard.userId, userId), byItem));
}
