import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/route.ts';
import type { Db } from '../db/client.ts';
import { CardParams, QueueQuery, RateBody, RateResult, ReviewQueue, ReviewStats, UndoResult } from './schema.ts';
import { rateCard, reviewQueue, reviewStats, undoLastRating } from './service.ts';

/** FSRS reviews of saved words and sentences (issue 5); see docs/decisions/0007-learners-loop.md. */
export function registerReviewRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  const tag = 'Reviews';
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/review/queue',
      tag,
      summary:
        "Today's reviews: due cards, oldest first, then new cards up to the daily limit, each with the next interval of every button",
      auth: 'required',
      query: QueueQuery,
      response: ReviewQueue,
    },
    ({ user, query }) => reviewQueue(db, user, query.limit, new Date()),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/review/:cardId/rate',
      tag,
      summary: 'Rate a card 1 (Again) to 4 (Easy): schedules it with FSRS and moves the word status',
      auth: 'required',
      params: CardParams,
      body: RateBody,
      response: RateResult,
    },
    ({ user, params, body }) => rateCard(db, user, params.cardId, body.rating, new Date()),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/review/undo',
      tag,
      summary: 'Undo the latest rating: the card and word status go back to what they were',
      auth: 'required',
      response: UndoResult,
    },
    ({ user }) => undoLastRating(db, user, new Date()),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/review/stats',
      tag,
      summary: 'Cards due, new cards left today, reviews today, the daily streak and known words per language',
      auth: 'required',
      response: ReviewStats,
    },
    ({ user }) => reviewStats(db, user, new Date()),
  );
}
