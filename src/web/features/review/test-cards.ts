import type { ReviewCard, ReviewQueue } from '../../lib/api-types.ts';
import type { ReviewState } from '../../../common/learning.ts';

/** Review cards for tests: `minutes` after `now` for each rating's next due. */
export function wordCard(id: string, word: string, state: ReviewState = 'new', now = Date.now()): ReviewCard {
  const at = (minutes: number, scheduledDays = 0) => ({
    due: new Date(now + minutes * 60_000).toISOString(),
    scheduledDays,
  });
  return {
    id,
    kind: 'word',
    state,
    due: new Date(now).toISOString(),
    reps: 0,
    lapses: 0,
    lastReview: null,
    vocab: {
      id: `v-${id}`,
      word,
      lemma: word,
      pos: 'noun',
      language: 'fr',
      translation: `${word} (en)`,
      translationLanguage: 'en',
      status: 'learning',
      learningLevel: 1,
      isSaved: true,
      savedAt: new Date(now).toISOString(),
      createdAt: new Date(now).toISOString(),
      review: { cardId: id, due: new Date(now).toISOString(), state, reps: 0, lapses: 0 },
      contexts: [
        {
          id: `c-${id}`,
          text: `Le ${word} est là.`,
          noteId: 'note-1',
          noteTitle: 'Une vidéo',
          sentenceId: 3,
          start: 75,
          end: 78,
          ytId: 'abc',
        },
      ],
    },
    sentence: null,
    next: { again: at(1), hard: at(6), good: at(10), easy: at(3 * 1440, 3) },
  };
}

export const queueOf = (cards: ReviewCard[]): ReviewQueue => ({
  cards,
  counts: { due: 0, new: cards.length, learning: 0 },
  newLimit: 20,
});
