import { and, asc, desc, eq, gt, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUser } from '../auth/session.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { profile, reviewCard, reviewLog, userVocab, type StatusSnapshot } from '../db/schema/index.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { statusAfterRating } from '../word-status/transitions.ts';
import { startOfUtcDay } from './days.ts';
import { itemsOfCards, ownCard } from './items.ts';
import {
  DEFAULT_RETENTION,
  fromFsrsCard,
  logColumns,
  previewNext,
  restoreSnapshot,
  schedulerFor,
  snapshotOf,
  stateName,
  toFsrsCard,
  type CardRow,
  type Rating,
} from './scheduler.ts';
import type { QueueCard, RateResult, ReviewQueue, UndoResult } from './schema.ts';

export const CARD_NOT_FOUND = 'This review card does not exist or is not yours.';
export const CARD_PAUSED = 'This card is paused: its word or sentence is no longer saved. Save it again to review it.';
export const NOTHING_TO_UNDO = 'There is no rating to undo.';
/** As Anki's "learn ahead limit": a learning card due within 20 minutes is shown when nothing else is left. */
export const LEARN_AHEAD_MS = 20 * 60_000;

export type ReviewSettings = { desiredRetention: number; newCardsPerDay: number };

/** The learner's settings; a learner who never opened their profile has the defaults. */
export async function reviewSettingsOf(db: DbOrTx, userId: string): Promise<ReviewSettings> {
  const [row] = await db
    .select({ desiredRetention: profile.desiredRetention, newCardsPerDay: profile.newCardsPerDay })
    .from(profile)
    .where(eq(profile.userId, userId));
  return row
    ? { desiredRetention: row.desiredRetention, newCardsPerDay: row.newCardsPerDay }
    : { desiredRetention: DEFAULT_RETENTION, newCardsPerDay: 20 };
}

/** New cards first rated today (UTC); an undone first rating no longer counts, as its log row is gone. */
export async function newCardsStartedToday(db: DbOrTx, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${reviewLog.cardId})`.mapWith(Number) })
    .from(reviewLog)
    .where(and(eq(reviewLog.userId, userId), eq(reviewLog.state, 0), gte(reviewLog.review, startOfUtcDay(now))));
  return row?.n ?? 0;
}

/**
 * A count over one range of the (user, active, state, due) index, as a scalar subquery; `cap` stops
 * counting once it is reached.
 */
const countWhere = (userId: string, condition: SQL, cap?: number) => {
  const rows = sql`select 1 from ${reviewCard} where ${reviewCard.userId} = ${userId} and ${reviewCard.active} and ${condition}`;
  return sql<number>`(select count(*) from (${cap === undefined ? rows : sql`${rows} limit ${cap}`}) as counted)`.mapWith(
    Number,
  );
};

const active = (userId: string) => and(eq(reviewCard.userId, userId), eq(reviewCard.active, true));
const SEEN_STATES = [1, 2, 3];
const LEARNING_STATES = [1, 3];
const byDue = (a: CardRow, b: CardRow) => a.due.getTime() - b.due.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Cards of one state due in (after, until], oldest due first: one range of the (user, active, state, due)
 * index read in order and stopped at `limit`, where `state in (…) order by due` would sort every due card.
 * New cards are due from the moment they were saved, so this is also "in the order they were saved".
 */
const inState = (db: DbOrTx, userId: string, state: number, limit: number, after?: Date, until?: Date) =>
  db
    .select()
    .from(reviewCard)
    .where(
      and(
        active(userId),
        eq(reviewCard.state, state),
        after ? gt(reviewCard.due, after) : undefined,
        until ? lte(reviewCard.due, until) : undefined,
      ),
    )
    .orderBy(asc(reviewCard.due), asc(reviewCard.id))
    .limit(limit);

async function presentCards(
  db: DbOrTx,
  rows: CardRow[],
  retention: number,
  now: Date,
): Promise<z.input<typeof QueueCard>[]> {
  const items = await itemsOfCards(db, rows);
  const scheduler = schedulerFor(retention);
  return rows.map((row) => ({
    id: row.id,
    kind: row.vocabId ? 'word' : 'sentence',
    state: stateName(row.state),
    due: row.due.toISOString(),
    reps: row.reps,
    lapses: row.lapses,
    lastReview: row.lastReview?.toISOString() ?? null,
    vocab: items.get(row.id)?.vocab ?? null,
    sentence: items.get(row.id)?.sentence ?? null,
    next: previewNext(scheduler, row, now),
  }));
}

/**
 * Today's queue (ADR 7): cards due by now (learning, relearning and review; oldest due first), then new
 * cards up to what is left of the daily limit (in the order they were saved), then learning cards due
 * within the learn-ahead window. Counts are of the whole day's work, not only of the cards returned.
 */
export async function reviewQueue(
  db: Db,
  user: AuthUser,
  limit: number,
  now: Date,
): Promise<z.input<typeof ReviewQueue>> {
  const settings = await reviewSettingsOf(db, user.id);
  const newLimit = Math.max(0, settings.newCardsPerDay - (await newCardsStartedToday(db, user.id, now)));
  const ahead = new Date(now.getTime() + LEARN_AHEAD_MS);
  const [counts] = await db
    .select({
      due: countWhere(user.id, sql`${reviewCard.state} = 2 and ${reviewCard.due} <= ${now}`),
      learning: countWhere(user.id, sql`${reviewCard.state} in (1, 3) and ${reviewCard.due} <= ${ahead}`),
      // Only up to the day's allowance matters: counting every unreviewed card of a large collection would not.
      fresh: countWhere(user.id, sql`${reviewCard.state} = 0`, newLimit),
    })
    .from(sql`(select 1) as one`);

  const due = (await Promise.all(SEEN_STATES.map((state) => inState(db, user.id, state, limit, undefined, now))))
    .flat()
    .sort(byDue)
    .slice(0, limit);
  const newRoom = Math.min(newLimit, limit - due.length);
  const fresh = newRoom > 0 ? await inState(db, user.id, 0, newRoom) : [];
  const aheadRoom = limit - due.length - fresh.length;
  const soon =
    aheadRoom > 0
      ? (await Promise.all(LEARNING_STATES.map((state) => inState(db, user.id, state, aheadRoom, now, ahead))))
          .flat()
          .sort(byDue)
          .slice(0, aheadRoom)
      : [];
  return {
    cards: await presentCards(db, [...due, ...fresh, ...soon], settings.desiredRetention, now),
    counts: { due: counts?.due ?? 0, new: Math.min(newLimit, counts?.fresh ?? 0), learning: counts?.learning ?? 0 },
    newLimit,
  };
}

const statusOf = (row: {
  id: string;
  status: StatusSnapshot['status'];
  learningLevel: number | null;
}): StatusSnapshot => ({ vocabId: row.id, status: row.status, learningLevel: row.learningLevel });

/**
 * One rating, in one transaction: the card moves by FSRS at the learner's desired retention, the log keeps
 * ts-fsrs's entry with the card and word status it replaced, and the word's status moves (ADR 7).
 */
export async function rateCard(
  db: Db,
  user: AuthUser,
  cardId: string,
  rating: Rating,
  now: Date,
): Promise<z.input<typeof RateResult>> {
  const settings = await reviewSettingsOf(db, user.id);
  const { card, status } = await db.transaction(async (tx) => {
    const before = await ownCard(tx, user.id, cardId, true);
    if (!before) throw notFound(CARD_NOT_FOUND);
    if (!before.active) throw badRequest(CARD_PAUSED);
    const item = schedulerFor(settings.desiredRetention).next(toFsrsCard(before), now, rating);
    let statusBefore: StatusSnapshot | null = null;
    let statusAfter: StatusSnapshot | null = null;
    if (before.vocabId) {
      const [vocab] = await tx
        .select({ id: userVocab.id, status: userVocab.status, learningLevel: userVocab.learningLevel })
        .from(userVocab)
        .where(eq(userVocab.id, before.vocabId))
        .for('update');
      if (vocab) {
        statusBefore = statusOf(vocab);
        statusAfter = { vocabId: vocab.id, ...statusAfterRating(statusBefore, rating) };
        if (statusAfter.status !== vocab.status || statusAfter.learningLevel !== vocab.learningLevel) {
          await tx
            .update(userVocab)
            .set({ status: statusAfter.status, learningLevel: statusAfter.learningLevel })
            .where(eq(userVocab.id, vocab.id));
        }
      }
    }
    const [updated] = await tx
      .update(reviewCard)
      .set(fromFsrsCard(item.card))
      .where(eq(reviewCard.id, before.id))
      .returning();
    await tx.insert(reviewLog).values({
      cardId: before.id,
      userId: user.id,
      ...logColumns(item),
      cardBefore: snapshotOf(before),
      statusBefore,
    });
    return { card: updated!, status: statusAfter };
  });
  const [presented] = await presentCards(db, [card], settings.desiredRetention, now);
  return { card: presented!, status };
}

/**
 * Undoes the learner's latest rating (Anki's undo; again for the one before): the card and the word's status
 * go back to what the log row kept, and the row goes, so the rating never happened (nor counts today).
 */
export async function undoLastRating(db: Db, user: AuthUser, now: Date): Promise<z.input<typeof UndoResult>> {
  const settings = await reviewSettingsOf(db, user.id);
  const { card, status } = await db.transaction(async (tx) => {
    const [log] = await tx
      .select()
      .from(reviewLog)
      .where(eq(reviewLog.userId, user.id))
      .orderBy(desc(reviewLog.id))
      .limit(1)
      .for('update');
    if (!log) throw notFound(NOTHING_TO_UNDO);
    const [restored] = await tx
      .update(reviewCard)
      .set(restoreSnapshot(log.cardBefore))
      .where(eq(reviewCard.id, log.cardId))
      .returning();
    let status: StatusSnapshot | null = null;
    if (log.statusBefore) {
      const { vocabId, status: word, learningLevel } = log.statusBefore;
      const [row] = await tx
        .update(userVocab)
        .set({ status: word, learningLevel })
        .where(and(eq(userVocab.id, vocabId), eq(userVocab.userId, user.id)))
        .returning({ id: userVocab.id, status: userVocab.status, learningLevel: userVocab.learningLevel });
      status = row ? statusOf(row) : null;
    }
    await tx.delete(reviewLog).where(eq(reviewLog.id, log.id));
    return { card: restored!, status };
  });
  const [presented] = await presentCards(db, [card], settings.desiredRetention, now);
  return { card: presented!, status };
}
