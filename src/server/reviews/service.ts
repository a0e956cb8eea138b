import type { z } from 'zod';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import {
  type CardRow,
  itemsOfCards,
  rateCard as rateLearnersCard,
  type Rating,
  reviewActivity,
  reviewQueue as learnersQueue,
  undoLastRating as undoLearnersRating,
} from '../learner/index.ts';
import { streaks, utcDayNumber } from '../lib/utc-days.ts';
import { learnerProfile } from '../users/profile.ts';
import { presentCards } from './presenter.ts';
import type { RateResult, ReviewQueue, ReviewStats, UndoResult } from './schema.ts';

async function presentCard(db: Db, card: CardRow, retention: number, now: Date) {
  const [presented] = presentCards([card], await itemsOfCards(db, [card]), retention, now);
  return presented!;
}

/** Today's queue (ADR 7), at the learner's desired retention and new cards a day. */
export async function reviewQueue(
  db: Db,
  user: AuthUser,
  limit: number,
  now: Date,
): Promise<z.input<typeof ReviewQueue>> {
  const settings = await learnerProfile(db, user.id);
  const queue = await learnersQueue(db, user.id, limit, now, settings.newCardsPerDay);
  const items = await itemsOfCards(db, queue.cards);
  return { ...queue, cards: presentCards(queue.cards, items, settings.desiredRetention, now) };
}

/** One rating: the card moves by FSRS and the word's status with it (ADR 7). */
export async function rateCard(
  db: Db,
  user: AuthUser,
  cardId: string,
  rating: Rating,
  now: Date,
): Promise<z.input<typeof RateResult>> {
  const { desiredRetention } = await learnerProfile(db, user.id);
  const { card, status } = await rateLearnersCard(db, user.id, cardId, rating, now, desiredRetention);
  return { card: await presentCard(db, card, desiredRetention, now), status };
}

/** Undoes the latest rating: the card and the word's status go back to what they were. */
export async function undoLastRating(db: Db, user: AuthUser, now: Date): Promise<z.input<typeof UndoResult>> {
  const { desiredRetention } = await learnerProfile(db, user.id);
  const { card, status } = await undoLearnersRating(db, user.id);
  return { card: await presentCard(db, card, desiredRetention, now), status };
}

/** The review dashboard: what is waiting, what was done today, the streak, and known words per language. */
export async function reviewStats(db: Db, user: AuthUser, now: Date): Promise<z.input<typeof ReviewStats>> {
  const { newCardsPerDay } = await learnerProfile(db, user.id);
  const activity = await reviewActivity(db, user.id, now);
  const days = activity.days.map((day) => utcDayNumber(new Date(`${day}T00:00:00Z`)));
  return {
    due: activity.due,
    newAvailable: Math.min(Math.max(0, newCardsPerDay - activity.startedToday), activity.fresh),
    reviewedToday: activity.reviewedToday,
    streak: streaks(days, utcDayNumber(now)),
    knownByLanguage: activity.languages.filter((l) => l.known + l.learning > 0),
  };
}
