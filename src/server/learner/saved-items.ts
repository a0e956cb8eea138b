import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { userVocab } from '../db/schema/learner.ts';
import { notFound } from '../http/errors.ts';
import { activateCards, deactivateCards } from './cards.ts';
import { ITEMS, chunks, type ItemKind } from './items.ts';
import { studyLanguage } from './language.ts';
import { lockLearner, recountSaved } from './lock.ts';
import { statusOnSave } from './transitions.ts';

/**
 * Saves an unsaved item or unsaves a saved one. Unsaving keeps a word's status (ADR 7) and pauses the
 * review card; saving again wakes the card with its history, and a word still `new` starts learning.
 */
export async function toggleSaved(db: Db, userId: string, kind: ItemKind, id: string): Promise<void> {
  const { table, notFound: missing } = ITEMS[kind];
  await db.transaction(async (tx) => {
    await lockLearner(tx, userId);
    const [row] = await tx
      .select({ isSaved: table.isSaved })
      .from(table)
      .where(and(eq(table.id, id), eq(table.userId, userId)))
      .for('update');
    if (!row) throw notFound(missing);
    if (row.isSaved) {
      await tx.update(table).set({ isSaved: false, savedAt: null }).where(eq(table.id, id));
      await deactivateCards(tx, userId, kind, [id]);
    } else {
      await tx.update(table).set({ isSaved: true, savedAt: new Date() }).where(eq(table.id, id));
      if (kind === 'word') await startLearning(tx, id);
      await activateCards(tx, userId, kind, [id]);
    }
    await recountSaved(tx, userId, [kind]);
  });
}

/** A word saved again moves as saving does: a word still `new` starts learning, any other status stays. */
async function startLearning(tx: DbOrTx, vocabId: string): Promise<void> {
  const [row] = await tx
    .select({ status: userVocab.status, learningLevel: userVocab.learningLevel })
    .from(userVocab)
    .where(eq(userVocab.id, vocabId));
  const next = statusOnSave(row ?? null);
  await tx.update(userVocab).set(next).where(eq(userVocab.id, vocabId));
}

/** Unsaves every saved item of a kind (of one language when given); statuses and review history stay. */
export async function resetSaved(
  db: Db,
  userId: string,
  kind: ItemKind,
  language?: string,
): Promise<{ count: number }> {
  const { table } = ITEMS[kind];
  return db.transaction(async (tx) => {
    await lockLearner(tx, userId);
    const unsaved = await tx
      .update(table)
      .set({ isSaved: false, savedAt: null })
      .where(
        and(
          eq(table.userId, userId),
          eq(table.isSaved, true),
          language ? eq(table.language, studyLanguage(language)) : undefined,
        ),
      )
      .returning({ id: table.id });
    for (const ids of chunks(unsaved.map((r) => r.id))) await deactivateCards(tx, userId, kind, ids);
    await recountSaved(tx, userId, [kind]);
    return { count: unsaved.length };
  });
}

/**
 * Deletes items for good: the row (so a word's status), its contexts and its review history. All or
 * nothing: an id that is not the learner's answers 404 and nothing is deleted.
 */
export async function deleteItems(
  db: Db,
  userId: string,
  kind: ItemKind,
  itemIds: readonly string[],
): Promise<{ deleted: number }> {
  const { table, someNotFound } = ITEMS[kind];
  const ids = [...new Set(itemIds)];
  return db.transaction(async (tx) => {
    await lockLearner(tx, userId);
    const deleted = await tx
      .delete(table)
      .where(and(eq(table.userId, userId), inArray(table.id, ids)))
      .returning({ id: table.id });
    // Throwing rolls the deletion back.
    if (deleted.length !== ids.length) throw notFound(someNotFound);
    await recountSaved(tx, userId, [kind]);
    return { deleted: deleted.length };
  });
}
