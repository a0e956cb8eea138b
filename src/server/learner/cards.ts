import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { reviewCard } from '../db/schema/learner.ts';
import { ITEMS, type ItemKind } from './items.ts';

/**
 * Saved items are reviewed: saving gives an item an FSRS card (new, due now) or wakes the one it had,
 * keeping its history. Idempotent, and safe inside the transaction that saves the item.
 */
export async function activateCards(db: DbOrTx, userId: string, kind: ItemKind, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const column = kind === 'word' ? 'vocabId' : 'sentenceId';
  await db
    .insert(reviewCard)
    .values(ids.map((id) => ({ userId, [column]: id })))
    .onConflictDoUpdate({ target: ITEMS[kind].cardColumn, set: { active: true } });
}

/** Unsaving pauses the card: it leaves the queue but keeps its state and log for when it is saved again. */
export async function deactivateCards(
  db: DbOrTx,
  userId: string,
  kind: ItemKind,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(reviewCard)
    .set({ active: false })
    .where(and(eq(reviewCard.userId, userId), inArray(ITEMS[kind].cardColumn, [...ids])));
}
