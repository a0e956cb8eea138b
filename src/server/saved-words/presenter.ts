import type { z } from 'zod';
import { REVIEW_STATES } from '../../common/learning.ts';
import type { CardColumns, ContextView, WordView } from '../learner/index.ts';
import type { ReviewSummary, VocabDto } from './schema.ts';

/**
 * Where the item stands in reviews. A paused card (the item was unsaved) is still shown: its history is
 * kept, and `isSaved: false` already says it is out of the queue.
 */
export function presentReview(row: CardColumns): z.input<typeof ReviewSummary> {
  if (!row.cardId) return null;
  return {
    cardId: row.cardId,
    due: row.cardDue!.toISOString(),
    state: REVIEW_STATES[row.cardState ?? 0] ?? 'new',
    reps: row.cardReps ?? 0,
    lapses: row.cardLapses ?? 0,
  };
}

const presentContext = (c: ContextView): VocabDto['contexts'][number] => ({
  id: c.id,
  text: c.text,
  noteId: c.noteId,
  noteTitle: c.noteTitle,
  sentenceId: c.lineIndex,
  start: c.start,
  end: c.end,
  ytId: c.ytId,
});

/** A word with every context it was met in (first met first), each with its note's title. */
export function presentWord(word: WordView): VocabDto {
  return {
    id: word.id,
    word: word.word,
    lemma: word.lemma,
    pos: word.pos,
    language: word.language,
    translation: word.translation,
    translationLanguage: word.translationLanguage,
    status: word.status,
    learningLevel: word.learningLevel,
    isSaved: word.isSaved,
    savedAt: word.savedAt?.toISOString() ?? null,
    createdAt: word.createdAt.toISOString(),
    contexts: word.contexts.map(presentContext),
    review: presentReview(word),
  };
}
