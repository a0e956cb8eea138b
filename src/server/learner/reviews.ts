import { and, asc, desc, eq, gt, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { reviewCard, reviewLog, type StatusSnapshot, userVocab } from '../db/schema/learner.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { startOfUtcDay } from '../lib/utc-days.ts';
import {
  type CardRow,
  fromFsrsCard,
  logColumns,
  type Rating,
  restoreSnapshot,
  schedulerFor,
  snapshotOf,
  toFsrsCard,
} from './fsrs.ts';
import { type SentenceView, sentencesById, type WordView, wordsById } from './read.ts';
import { statusAfterRating } from './transitions.ts';

export const CARD_NOT_FOUND = 'This review card does not exist or is not yours.';
export const CARD_PAUSED = 'This card is paused: its word or sentence is no longer saved. Save it again to review it.';
export const NOTHING_TO_UNDO = 'There is no rating to undo.';
/** As Anki's "learn ahead limit": a learning card due within 20 minutes is shown when nothing else is left. */
export const LEARN_AHEAD_MS = 20 * 60_000;

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
        eq(reviewCard.userId, userId),
        eq(reviewCard.active, true),
        eq(reviewCard.state, state),
        after ? gt(reviewCard.due, after) : undefined,
        until ? lte(reviewCard.due, until) : undefined,
      ),
    )
    .orderBy(asc(reviewCard.due), asc(reviewCard.id))
    .limit(limit);

/**
 * Today's queue (ADR 7): cards due by now (learning, relearning and review; oldest due first), then new
 * cards up to what is left of the daily limit (in the order they were saved), then learning cards due
 * within the learn-ahead window. Counts are of the whole day's work, not only of the cards returned.
 */
export async function reviewQueue(db: Db, userId: string, limit: number, now: Date, newCardsPerDay: number) {
  const newLimit = Math.max(0, newCardsPerDay - (await newCardsStartedToday(db, userId, now)));
  const ahead = new Date(now.getTime() + LEARN_AHEAD_MS);
  const [counts] = await db
    .select({
      due: countWhere(userId, sql`${reviewCard.state} = 2 and ${reviewCard.due} <= ${now}`),
      learning: countWhere(userId, sql`${reviewCard.state} in (1, 3) and ${reviewCard.due} <= ${ahead}`),
      // Only up to the day's allowance matters: counting every unreviewed card of a large collection would not.
      fresh: countWhere(userId, sql`${reviewCard.state} = 0`, newLimit),
    })
    .from(sql`(select 1) as one`);

  const due = (await Promise.all(SEEN_STATES.map((state) => inState(db, userId, state, limit, undefined, now))))
    .flat()
    .sort(byDue)
    .slice(0, limit);
  const newRoom = Math.min(newLimit, limit - due.length);
  const fresh = newRoom > 0 ? await inState(db, userId, 0, newRoom) : [];
  const aheadRoom = limit - due.length - fresh.length;
  const soon =
    aheadRoom > 0
      ? (await Promise.all(LEARNING_STATES.map((state) => inState(db, userId, state, aheadRoom, now, ahead))))
          .flat()
          .sort(byDue)
          .slice(0, aheadRoom)
      : [];
  return {
    cards: [...due, ...fresh, ...soon],
    counts: { due: counts?.due ?? 0, new: Math.min(newLimit, counts?.fresh ?? 0), learning: counts?.learning ?? 0 },
    newLimit,
  };
}

export type CardItem = { word: WordView | null; sentence: SentenceView | null };

/** The word (with every context) or sentence behind each card, in a fixed number of queries. */
export async function itemsOfCards(db: DbOrTx, cards: readonly CardRow[]): Promise<Map<string, CardItem>> {
  const [words, sentences] = await Promise.all([
    wordsById(
      db,
      cards.flatMap((c) => (c.vocabId ? [c.vocabId] : [])),
    ),
    sentencesById(
      db,
      cards.flatMap((c) => (c.sentenceId ? [c.sentenceId] : [])),
    ),
  ]);
  const wordById = new Map(words.map((w) => [w.id, w]));
  const sentenceById = new Map(sentences.map((s) => [s.id, s]));
  return new Map(
    cards.map((card) => [
      card.id,
      {
        word: (card.vocabId && wordById.get(card.vocabId)) || null,
        sentence: (card.sentenceId && sentenceById.get(card.sentenceId)) || null,
      },
    ]),
  );
}

/** The learner's card, or undefined: another learner's card id reads as a card that does not exist. */
async function ownCard(db: DbOrTx, userId: string, cardId: string): Promise<CardRow | undefined> {
  const [row] = await db
    .select()
    .from(reviewCard)
    .where(and(eq(reviewCard.id, cardId), eq(reviewCard.userId, userId)))
    .for('update');
  return row;
}

const statusOf = (row: {
  id: string;
  status: StatusSnapshot['status'];
  learningLevel: number | null;
}): StatusSnapshot => ({
  vocabId: row.id,
  status: row.status,
  learningLevel: row.learningLevel,
});

/**
 * One rating, in one transaction: the card moves by FSRS at the learner's desired retention, the log keeps
 * ts-fsrs's entry with the card and word status it replaced, and the word's status moves (ADR 7).
 */
export async function rateCard(db: Db, userId: string, cardId: string, rating: Rating, now: Date, retention: number) {
  return db.transaction(async (tx) => {
    const before = await ownCard(tx, userId, cardId);
    if (!before) throw notFound(CARD_NOT_FOUND);
    if (!before.active) throw badRequest(CARD_PAUSED);
    const item = schedulerFor(retention).next(toFsrsCard(before), now, rating);
    let statusBefore: StatusSnapshot | null = null;
    let statusAfter: StatusSnapshot | null = null;
    if (before.vocabId) {
      const [word] = await tx
        .select({ id: userVocab.id, status: userVocab.status, learningLevel: userVocab.learningLevel })
        .from(userVocab)
        .where(eq(userVocab.id, before.vocabId))
        .for('update');
      if (word) {
        statusBefore = statusOf(word);
        statusAfter = { vocabId: word.id, ...statusAfterRating(statusBefore, rating) };
        if (statusAfter.status !== word.status || statusAfter.learningLevel !== word.learningLevel) {
          await tx
            .update(userVocab)
            .set({ status: statusAfter.status, learningLevel: statusAfter.learningLevel })
            .where(eq(userVocab.id, word.id));
        }
      }
    }
    const [updated] = await tx
      .update(reviewCard)
      .set(fromFsrsCard(item.card))
      .where(eq(reviewCard.id, before.id))
      .returning();
    await tx
      .insert(reviewLog)
      .values({ cardId: before.id, userId, ...logColumns(item), cardBefore: snapshotOf(before), statusBefore });
    return { card: updated!, status: statusAfter };
  });
}

/**
 * Undoes the learner's latest rating (Anki's undo; again for the one before): the card and the word's status
 * go back to what the log row kept, and the row goes, so the rating never happened (nor counts today).
 */
export async function undoLastRating(db: Db, userId: string) {
  return db.transaction(async (tx) => {
    const [log] = await tx
      .select()
      .from(reviewLog)
      .where(eq(reviewLog.userId, userId))
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
        .where(and(eq(userVocab.id, vocabId), eq(userVocab.userId, userId)))
        .returning({ id: userVocab.id, status: userVocab.status, learningLevel: userVocab.learningLevel });
      status = row ? statusOf(row) : null;
    }
    await tx.delete(reviewLog).where(eq(reviewLog.id, log.id));
    return { card: restored!, status };
  });
}

/** What the review dashboard counts: cards waiting, today's work, the days reviewed and words per language. */
export async function reviewActivity(db: Db, userId: string, now: Date) {
  const [[cards], startedToday, [today], days, languages] = await Promise.all([
    db
      .select({
        due: sql<number>`count(*) filter (where ${reviewCard.state} <> 0 and ${reviewCard.due} <= ${now})`.mapWith(
          Number,
        ),
        fresh: sql<number>`count(*) filter (where ${reviewCard.state} = 0)`.mapWith(Number),
      })
      .from(reviewCard)
      .where(and(eq(reviewCard.userId, userId), eq(reviewCard.active, true))),
    newCardsStartedToday(db, userId, now),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(reviewLog)
      .where(and(eq(reviewLog.userId, userId), gte(reviewLog.review, startOfUtcDay(now)))),
    // One row per day reviewed: a few thousand at most, however many reviews.
    db
      .selectDistinct({ day: sql<string>`to_char(${reviewLog.review} at time zone 'UTC', 'YYYY-MM-DD')` })
      .from(reviewLog)
      .where(eq(reviewLog.userId, userId)),
    db
      .select({
        language: userVocab.language,
        known: sql<number>`count(*) filter (where ${userVocab.status} = 'known')`.mapWith(Number),
        learning: sql<number>`count(*) filter (where ${userVocab.status} = 'learning')`.mapWith(Number),
      })
      .from(userVocab)
      .where(eq(userVocab.userId, userId))
      .groupBy(userVocab.language)
      .orderBy(asc(userVocab.language)),
  ]);
  return {
    due: cards?.due ?? 0,
    fresh: cards?.fresh ?? 0,
    startedToday,
    reviewedToday: today?.n ?? 0,
    days: days.map((d) => d.day),
    languages,
  };
}
