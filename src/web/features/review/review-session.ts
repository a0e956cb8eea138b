import { earliestFuture } from './intervals.ts';
import { ratingName } from './review-api.ts';
import type { Rating, ReviewCard, ReviewQueue } from '../../lib/api-types.ts';

/** One rating given during this visit; `seq` tells ratings of the same card apart. */
export type RatedCard = { seq: number; card: ReviewCard; rating: Rating; due: string };

/**
 * A visit to the review page: the cards still to see (the first is on screen), whether its answer shows,
 * and the ratings given so far (newest last), which undo takes back one by one.
 */
export type ReviewSession = {
  loaded: boolean;
  cards: ReviewCard[];
  revealed: boolean;
  rated: RatedCard[];
  /** The day's work by kind as the server last counted it (it may be more than the cards sent). */
  counts: QueueCounts;
  /** `nextSeq` when the server's queue was last read: ratings from this one on came after it. */
  loadedAtSeq: number;
  nextSeq: number;
  /** Bumped by every rating and undo, so a queue read before them is not applied after them. */
  version: number;
};

export type ReviewEvent =
  /** `version`: the session's version when the queue was asked for; a stale answer is dropped. */
  | { type: 'load'; queue: ReviewQueue; version?: number }
  | { type: 'reveal' }
  | { type: 'rate'; rating: Rating }
  | { type: 'undo' }
  /** The server refused rating `seq`: the card comes back as if it had never been rated. */
  | { type: 'rate-failed'; seq: number };

export type QueueCounts = ReviewQueue['counts'];

export const initialSession: ReviewSession = {
  loaded: false,
  cards: [],
  revealed: false,
  rated: [],
  counts: { new: 0, learning: 0, due: 0 },
  loadedAtSeq: 1,
  nextSeq: 1,
  version: 0,
};

function putBack(session: ReviewSession, entry: RatedCard): ReviewSession {
  return {
    ...session,
    cards: [entry.card, ...session.cards.filter((card) => card.id !== entry.card.id)],
    revealed: false,
    rated: session.rated.filter((r) => r.seq !== entry.seq),
    version: session.version + 1,
  };
}

export function reviewReducer(session: ReviewSession, event: ReviewEvent): ReviewSession {
  switch (event.type) {
    case 'load': {
      if (event.version !== undefined && event.version !== session.version) return session;
      const seen = new Set<string>();
      const cards = event.queue.cards.filter((card) => !seen.has(card.id) && seen.add(card.id));
      return {
        ...session,
        loaded: true,
        cards,
        revealed: false,
        counts: event.queue.counts,
        loadedAtSeq: session.nextSeq,
      };
    }
    case 'reveal':
      return session.cards.length === 0 || session.revealed ? session : { ...session, revealed: true };
    case 'rate': {
      const [card, ...rest] = session.cards;
      if (!card) return session;
      const entry: RatedCard = {
        seq: session.nextSeq,
        card,
        rating: event.rating,
        due: card.next[ratingName(event.rating)].due,
      };
      return {
        ...session,
        cards: rest,
        revealed: false,
        rated: [...session.rated, entry],
        nextSeq: session.nextSeq + 1,
        version: session.version + 1,
      };
    }
    case 'undo': {
      const last = session.rated.at(-1);
      return last ? putBack(session, last) : session;
    }
    case 'rate-failed': {
      const entry = session.rated.find((r) => r.seq === event.seq);
      return entry ? putBack(session, entry) : session;
    }
  }
}

export type SessionPhase = 'loading' | 'studying' | 'refilling' | 'finished';

/** Out of cards after rating some: the server is asked again (learning cards may be due by now). */
export function sessionPhase(session: ReviewSession): SessionPhase {
  if (!session.loaded) return 'loading';
  if (session.cards.length > 0) return 'studying';
  return session.nextSeq > session.loadedAtSeq ? 'refilling' : 'finished';
}

/** Cards by kind of work: new ones, ones being learned (learning, relearning) and reviews due. */
export function queueCounts(cards: readonly ReviewCard[]): QueueCounts {
  const counts = { new: 0, learning: 0, due: 0 };
  for (const card of cards) {
    if (card.state === 'new') counts.new += 1;
    else if (card.state === 'review') counts.due += 1;
    else counts.learning += 1;
  }
  return counts;
}

/** When the soonest card rated this visit comes back (each card's latest rating counts), or null. */
export function nextDueAfter(session: ReviewSession, now: number): string | null {
  const latest = new Map<string, string>();
  for (const entry of session.rated) latest.set(entry.card.id, entry.due);
  return earliestFuture([...latest.values()], now);
}

/** As the server's learn-ahead: a card coming back this soon is shown again in this visit. */
export const LEARN_AHEAD_MS = 20 * 60_000;

/**
 * What is left today by kind: the server's counts less the cards rated since, never fewer than the cards
 * in hand; a card rated since that comes back within the learn-ahead window counts as learning again.
 */
export function remainingCounts(session: ReviewSession, now = Date.now()): QueueCounts {
  const inHand = queueCounts(session.cards);
  const sinceLoad = session.rated.filter((r) => r.seq >= session.loadedAtSeq);
  const rated = queueCounts(sinceLoad.map((r) => r.card));
  const latest = new Map(sinceLoad.map((r) => [r.card.id, r.due]));
  const comingBack = [...latest.values()].filter((due) => Date.parse(due) - now <= LEARN_AHEAD_MS).length;
  const left = (kind: keyof QueueCounts) => Math.max(inHand[kind], session.counts[kind] - rated[kind]);
  return { new: left('new'), learning: left('learning') + comingBack, due: left('due') };
}
