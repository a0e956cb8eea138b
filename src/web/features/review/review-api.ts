import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { Sentence, Vocab } from '../../lib/vocab-api.ts';

/** Shapes of the review API (docs/decisions/0007-learners-loop.md) as the browser receives them. */
export type CardState = 'new' | 'learning' | 'review' | 'relearning';
/** 1 Again, 2 Hard, 3 Good, 4 Easy. */
export type Rating = 1 | 2 | 3 | 4;
export type RatingName = 'again' | 'hard' | 'good' | 'easy';
export const RATINGS: readonly { rating: Rating; name: RatingName }[] = [
  { rating: 1, name: 'again' },
  { rating: 2, name: 'hard' },
  { rating: 3, name: 'good' },
  { rating: 4, name: 'easy' },
];
export const ratingName = (rating: Rating): RatingName => RATINGS[rating - 1]!.name;

/** The review queue presents words and sentences as the dictionary does. */
export type ReviewVocab = Vocab;
export type ReviewSentence = Sentence;

/** When a card would next be due for each rating. */
export type NextDue = { due: string; scheduledDays: number };

export type ReviewCard = {
  id: string;
  kind: 'word' | 'sentence';
  state: CardState;
  due: string;
  reps?: number;
  lapses?: number;
  vocab: ReviewVocab | null;
  sentence: ReviewSentence | null;
  next: Record<RatingName, NextDue>;
};

export type ReviewQueue = {
  cards: ReviewCard[];
  counts: { due: number; new: number; learning: number };
  newLimit: number;
};

export type ReviewStats = {
  due: number;
  newAvailable: number;
  reviewedToday: number;
  streak: { current: number; longest: number };
  knownByLanguage: { language: string; known: number; learning: number }[];
};

export const reviewKeys = {
  queue: ['review', 'queue'] as const,
  stats: ['review', 'stats'] as const,
};

/**
 * Today's queue is a snapshot the page works through on its own, so it is asked for fresh on every visit
 * and never refetched behind the learner's back (a refetch mid-card would reshuffle what they see).
 */
export const reviewQueueQuery = queryOptions({
  queryKey: reviewKeys.queue,
  queryFn: () => api<ReviewQueue>('/review/queue'),
  staleTime: 0,
  gcTime: 0,
  refetchOnMount: 'always',
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
});

export const reviewStatsQuery = queryOptions({
  queryKey: reviewKeys.stats,
  queryFn: () => api<ReviewStats>('/review/stats'),
  staleTime: 60 * 1000,
});

export const rateCard = (cardId: string, rating: Rating) =>
  api<unknown>(`/review/${cardId}/rate`, { method: 'POST', body: { rating } });

/** Undoes the learner's last rating on the server (card state and word status both come back). */
export const undoLastRating = () => api<unknown>('/review/undo', { method: 'POST' });

/** The text a card asks about, and the language it is in. */
export function cardFront(card: ReviewCard): { text: string; language: string } {
  if (card.kind === 'sentence' && card.sentence) return { text: card.sentence.text, language: card.sentence.language };
  if (card.vocab) return { text: card.vocab.word, language: card.vocab.language };
  return { text: '', language: 'en' };
}
