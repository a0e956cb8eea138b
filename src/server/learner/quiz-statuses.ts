import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import type { WordStatus } from '../../common/learning.ts';
import { userVocab } from '../db/schema/learner.ts';
import { statusAfterQuizAnswer, type StatusState } from './transitions.ts';

export type WordOutcome = { lemma: string; correct: boolean };
/** What a new (unsaved) row for a lemma looks like: its form, meaning and the meaning's language. */
export type NewRowInfo = (lemma: string) => {
  word: string;
  pos: string | null;
  translation: string | null;
  translationLanguage: string;
};
export type MovedStatus = { lemma: string; status: WordStatus; learningLevel: number | null };

const NEW: StatusState = { status: 'new', learningLevel: null };

/**
 * Moves each answered word's status (ADR 7: right +1, wrong → learning 1, ignored stays), one step per
 * answer in answer order. A lemma with no row gets an unsaved one, so status follows the lemma into every
 * video. Rows are locked in lemma order, so two quizzes saved at once serialise instead of deadlocking.
 */
export async function moveStatuses(
  tx: DbOrTx,
  userId: string,
  language: string,
  outcomes: WordOutcome[],
  newRow: NewRowInfo,
): Promise<MovedStatus[]> {
  const byLemma = new Map<string, boolean[]>();
  for (const { lemma, correct } of outcomes) byLemma.set(lemma, [...(byLemma.get(lemma) ?? []), correct]);
  const lemmas = [...byLemma.keys()].sort();
  if (!lemmas.length) return [];
  const after = (from: StatusState, lemma: string) =>
    byLemma.get(lemma)!.reduce((state, correct) => statusAfterQuizAnswer(state, correct), from);
  const ours = and(eq(userVocab.userId, userId), eq(userVocab.language, language));

  const lockExisting = () =>
    tx
      .select()
      .from(userVocab)
      .where(and(ours, inArray(userVocab.lemma, lemmas)))
      .orderBy(userVocab.lemma)
      .for('update');
  let existing = await lockExisting();
  const missing = lemmas.filter((lemma) => !existing.some((row) => row.lemma === lemma));
  const created = new Set<string>();
  if (missing.length) {
    const inserted = await tx
      .insert(userVocab)
      .values(
        missing.map((lemma) => ({ userId, language, lemma, ...newRow(lemma), ...after(NEW, lemma), isSaved: false })),
      )
      .onConflictDoNothing()
      .returning({ lemma: userVocab.lemma });
    for (const row of inserted) created.add(row.lemma);
    // A lemma another request created meanwhile is moved from its state like any existing row.
    if (created.size < missing.length) existing = (await lockExisting()).filter((row) => !created.has(row.lemma));
  }
  const moved = new Map<string, MovedStatus>();
  for (const lemma of created) moved.set(lemma, { lemma, ...after(NEW, lemma) });
  for (const row of existing) {
    const next = after({ status: row.status, learningLevel: row.learningLevel }, row.lemma);
    moved.set(row.lemma, { lemma: row.lemma, ...next });
    if (next.status !== row.status || next.learningLevel !== row.learningLevel) {
      await tx
        .update(userVocab)
        .set({ status: next.status, learningLevel: next.learningLevel })
        .where(eq(userVocab.id, row.id));
    }
  }
  return lemmas.map((lemma) => moved.get(lemma)!);
}
