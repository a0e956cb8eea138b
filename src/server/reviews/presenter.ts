import type { z } from 'zod';
import { type CardItem, type CardRow, previewNext, schedulerFor, stateName } from '../learner/index.ts';
import { presentSentence } from '../saved-sentences/presenter.ts';
import { presentWord } from '../saved-words/presenter.ts';
import type { QueueCard } from './schema.ts';

/** A card with its word or sentence, as the dictionary shows them, and where each button would send it now. */
export function presentCards(
  rows: readonly CardRow[],
  items: Map<string, CardItem>,
  retention: number,
  now: Date,
): z.input<typeof QueueCard>[] {
  const scheduler = schedulerFor(retention);
  return rows.map((row) => {
    const item = items.get(row.id);
    return {
      id: row.id,
      kind: row.vocabId ? 'word' : 'sentence',
      state: stateName(row.state),
      due: row.due.toISOString(),
      reps: row.reps,
      lapses: row.lapses,
      lastReview: row.lastReview?.toISOString() ?? null,
      vocab: item?.word ? presentWord(item.word) : null,
      sentence: item?.sentence ? presentSentence(item.sentence) : null,
      next: previewNext(scheduler, row, now),
    };
  });
}
