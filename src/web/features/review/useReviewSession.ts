import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { toastFailure } from '../../lib/failure-toast.ts';
import { rateCard, reviewKeys, reviewQueueQuery, undoLastRating } from './review-api.ts';
import { initialSession, nextDueAfter, reviewReducer, sessionPhase } from './review-session.ts';
import type { Rating } from '../../lib/api-types.ts';
import { useReviewTranslation } from './strings.ts';

/** A card coming back within this long is waited for on the finished screen, then asked for again. */
export const WAIT_FOR_NEXT_MS = 30 * 60 * 1000;

/**
 * Today's reviews as the page works through them. Ratings and undos show at once and reach the server
 * one after another in order (an undo never overtakes the rating it takes back); a refused rating puts
 * its card back. When the cards run out the server is asked again, since learning cards come back soon.
 */
export function useReviewSession() {
  const { t } = useReviewTranslation();
  const queryClient = useQueryClient();
  const [session, dispatch] = useReducer(reviewReducer, initialSession);
  const sessionRef = useRef(session);
  sessionRef.current = session;
  const queue = useQuery({ ...reviewQueueQuery, meta: { silent: true } });
  const [refillFailed, setRefillFailed] = useState(false);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const outcomes = useRef(new Map<number, Promise<boolean>>());

  const enqueue = useCallback(<T>(work: () => Promise<T>): Promise<T> => {
    const next = chain.current.then(work);
    chain.current = next.catch(() => undefined);
    return next;
  }, []);
  const statsChanged = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: reviewKeys.stats }),
    [queryClient],
  );

  useEffect(() => {
    if (queue.data && queue.isFetchedAfterMount && !sessionRef.current.loaded)
      dispatch({ type: 'load', queue: queue.data });
  }, [queue.data, queue.isFetchedAfterMount]);

  /** Reads the queue again once every rating sent so far is in; a rating or undo meanwhile makes it stale. */
  const refill = useCallback(() => {
    const version = sessionRef.current.version;
    setRefillFailed(false);
    enqueue(() => queryClient.fetchQuery({ ...reviewQueueQuery, meta: { silent: true } })).then(
      (fresh) => dispatch({ type: 'load', queue: fresh, version }),
      () => setRefillFailed(true),
    );
  }, [enqueue, queryClient]);

  const phase = sessionPhase(session);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new session version that still needs cards asks for them again.
  useEffect(() => {
    if (phase === 'refilling') refill();
  }, [phase, session.version, refill]);

  const nextDue = phase === 'finished' ? nextDueAfter(session, Date.now()) : null;
  useEffect(() => {
    if (!nextDue) return;
    const wait = Date.parse(nextDue) - Date.now();
    if (wait > WAIT_FOR_NEXT_MS) return;
    const timer = setTimeout(refill, Math.max(0, wait) + 1000);
    return () => clearTimeout(timer);
  }, [nextDue, refill]);

  const reveal = useCallback(() => dispatch({ type: 'reveal' }), []);

  const rate = useCallback(
    (rating: Rating) => {
      const { cards, revealed, nextSeq: seq } = sessionRef.current;
      const card = cards[0];
      if (!card || !revealed) return;
      dispatch({ type: 'rate', rating });
      const sent = enqueue(() => rateCard(card.id, rating)).then(
        () => {
          statsChanged();
          return true;
        },
        (error: unknown) => {
          toastFailure(error, t);
          dispatch({ type: 'rate-failed', seq });
          return false;
        },
      );
      outcomes.current.set(seq, sent);
    },
    [enqueue, statsChanged, t],
  );

  const undo = useCallback(() => {
    const last = sessionRef.current.rated.at(-1);
    if (!last) return;
    dispatch({ type: 'undo' });
    const wasRated = outcomes.current.get(last.seq) ?? Promise.resolve(true);
    enqueue(async () => {
      if (await wasRated) await undoLastRating();
    }).then(statsChanged, (error: unknown) => {
      // The server kept the rating: start again from what it has.
      toastFailure(error, t);
      enqueue(() => queryClient.fetchQuery({ ...reviewQueueQuery, meta: { silent: true } })).then(
        (fresh) => dispatch({ type: 'load', queue: fresh }),
        () => undefined,
      );
    });
  }, [enqueue, queryClient, statsChanged, t]);

  return {
    session,
    phase,
    nextDue,
    loadError: !session.loaded && queue.isError ? queue.error : null,
    refillFailed,
    retry: () => (session.loaded ? refill() : void queue.refetch()),
    reveal,
    rate,
    undo,
  };
}
