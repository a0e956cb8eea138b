import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { reviewCard } from '../db/schema/index.ts';
import { presentSentencesById } from '../saved-sentences/presenter.ts';
import type { SentenceDto } from '../saved-sentences/schema.ts';
import { presentVocabsById } from '../saved-words/presenter.ts';
import type { VocabDto } from '../saved-words/schema.ts';
import type { CardRow } from './scheduler.ts';

export type CardItem = { vocab: VocabDto | null; sentence: SentenceDto | null };

/**
 * The word (with every context it was met in) or sentence behind each card, presented as the dictionary
 * presents them, in a fixed number of queries whatever the number of cards.
 */
export async function itemsOfCards(db: DbOrTx, cards: CardRow[]): Promise<Map<string, CardItem>> {
  const vocabIds = cards.flatMap((c) => (c.vocabId ? [c.vocabId] : []));
  const sentenceIds = cards.flatMap((c) => (c.sentenceId ? [c.sentenceId] : []));
  const [vocabs, sentences] = await Promise.all([
    presentVocabsById(db, vocabIds),
    presentSentencesById(db, sentenceIds),
  ]);
  const vocabById = new Map(vocabs.map((v) => [v.id, v]));
  const sentenceById = new Map(sentences.map((s) => [s.id, s]));
  return new Map(
    cards.map((card) => [
      card.id,
      {
        vocab: (card.vocabId && vocabById.get(card.vocabId)) || null,
        sentence: (card.sentenceId && sentenceById.get(card.sentenceId)) || null,
      },
    ]),
  );
}

/** The learner's card, or undefined: another learner's card id reads as a card that does not exist. */
export async function ownCard(db: DbOrTx, userId: string, cardId: string, lock = false): Promise<CardRow | undefined> {
  const query = db
    .select()
    .from(reviewCard)
    .where(and(eq(reviewCard.id, cardId), eq(reviewCard.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
