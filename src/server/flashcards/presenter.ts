import type { z } from 'zod';
import type { MaterialRow } from '../material/access.ts';
import { cardsByPage, type FlashcardRow } from '../material/cards.ts';
import { presentState } from '../material/presenter.ts';
import type { Card, CardCollection, Flashcards } from '../material/schema.ts';

export function presentCard(row: FlashcardRow): z.input<typeof Card> {
  return {
    id: row.id,
    kind: row.kind,
    word: row.front,
    translation: row.translation,
    lemma: row.lemma,
    pos: row.pos,
    context: row.context,
    sentenceId: row.lineIndex,
    start: row.start,
    end: row.end,
    secondExample: row.secondExample,
    teaches: row.teaches ?? [],
    source: row.source,
    fromLanguage: row.fromLanguage,
    toLanguage: row.toLanguage,
  };
}

/** Spec: a collection is `{ number, cards }`; one per one-minute page, in video order. */
function collections(rows: FlashcardRow[]): z.input<typeof CardCollection>[] {
  return cardsByPage(rows).map(([number, cards]) => ({ number, cards: cards.map(presentCard) }));
}

export function presentFlashcards(
  noteId: string,
  state: MaterialRow,
  rows: FlashcardRow[],
): z.input<typeof Flashcards> {
  return {
    ...presentState(state),
    noteId,
    words: collections(rows.filter((row) => row.kind === 'word')),
    sentences: collections(rows.filter((row) => row.kind === 'sentence')),
  };
}
