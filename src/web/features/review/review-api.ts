import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type {
  RateRequest,
  RateResult,
  Rating,
  RatingName,
  ReviewCard,
  ReviewQueue,
  ReviewStats,
  UndoResult,
} from '../../lib/api-types.ts';

export const RATINGS: readonly { rating: Rating; name: RatingName }[] = [
  { rating: 1, name: 'again' },
  { rating: 2, name: 'hard' },
  { rating: 3, name: 'good' },
  { rating: 4, name: 'easy' },
];
export const ratingName = (rating: Rating): RatingName => RATINGS[rating - 1]!.name;

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
  api<RateResult>(`/review/${cardId}/rate`, { method: 'POST', body: { rating } satisfies RateRequest });

/** Undoes the learner's last rating on the server (card state and word status both come back). */
export const undoLastRating = () => api<UndoResult>('/review/undo', { method: 'POST' });

/** The text a card asks about, and the language it is in. */
export function cardFront(card: ReviewCard): { text: string; language: string } {
  if (card.kind === 'sentence' && card.sentence) return { text: card.sentence.text, language: card.sentence.language };
  if (card.vocab) return { text: card.vocab.word, language: card.vocab.language };
  return { text: '', language: 'en' };
}
