import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../auth/session.ts';
import { reviewCard, reviewLog, userVocab } from '../db/schema/learner.ts';
import { profile } from '../db/schema/profiles.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { NOTHING_TO_UNDO } from '../learner/index.ts';
import { rateCard, reviewQueue, reviewStats, undoLastRating } from './service.ts';
import { updateReviewSettings } from '../users/service.ts';
import { cardOf, savedSentence, savedWord } from '../learner/test-items.ts';

/**
 * FSRS through the service with an injected clock: each test's learner reviews over days and months
 * without waiting. Times are far from the real clock on purpose (2030), so nothing depends on "now".
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const DAY = 86_400_000;
const T0 = new Date('2030-03-01T09:00:00Z');
const at = (days: number, minutes = 0) => new Date(T0.getTime() + days * DAY + minutes * 60_000);

async function learner(): Promise<AuthUser> {
  const user = await t.createUser();
  return { id: user.id, email: user.email, name: user.name, role: null };
}

const db = () => t.database.db;
const vocabStatus = async (vocabId: string) =>
  (await db().select().from(userVocab).where(eq(userVocab.id, vocabId)))[0]!;
const logs = (cardId: string) =>
  db().select().from(reviewLog).where(eq(reviewLog.cardId, cardId)).orderBy(asc(reviewLog.id));

/** Rates a card Good each time it comes due, and returns the intervals (days) it was given. */
async function goodWhenDue(user: AuthUser, cardId: string, times: number, from: Date): Promise<number[]> {
  const intervals: number[] = [];
  let now = from;
  for (let i = 0; i < times; i++) {
    const { card } = await rateCard(db(), user, cardId, 3, now);
    const due = new Date(card.due);
    intervals.push((due.getTime() - now.getTime()) / DAY);
    now = due;
  }
  return intervals;
}

describe('FSRS scheduling', () => {
  it('learns a new card through the short-term steps, then Good makes every interval longer', async () => {
    const user = await learner();
    const { card, vocab } = await savedWord(db(), user.id, 'keyboard', { createdAt: T0 });
    const first = await rateCard(db(), user, card.id, 3, at(0));
    expect(first.card.state).toBe('learning');
    // ts-fsrs learning steps: Good on a new card brings it back in 10 minutes, the same day.
    expect(new Date(first.card.due).getTime() - at(0).getTime()).toBe(10 * 60_000);
    const second = await rateCard(db(), user, card.id, 3, at(0, 10));
    expect(second.card.state).toBe('review');
    const intervals = await goodWhenDue(user, card.id, 4, new Date(second.card.due));
    expect(intervals[0]).toBeGreaterThanOrEqual(1);
    for (let i = 1; i < intervals.length; i++) expect(intervals[i]).toBeGreaterThan(intervals[i - 1]!);

    const rows = await logs(card.id);
    expect(rows).toHaveLength(6);
    expect(rows.map((r) => r.rating)).toEqual([3, 3, 3, 3, 3, 3]);
    expect(rows.map((r) => r.state)).toEqual([0, 1, 2, 2, 2, 2]);
    // Each row keeps the card as it was before that rating.
    expect(rows[0]!.cardBefore).toMatchObject({ state: 0, reps: 0, lastReview: null });
    expect(rows[1]!.cardBefore).toMatchObject({ state: 1, reps: 1, lastReview: at(0).toISOString() });
    expect(rows[0]!.statusBefore).toEqual({ vocabId: vocab.id, status: 'learning', learningLevel: 1 });
    expect((await cardOf(db(), user.id, { vocabId: vocab.id })).reps).toBe(6);
  });

  it('Again on a review card is a lapse: relearning within minutes, then a shorter interval than before', async () => {
    const user = await learner();
    const { card } = await savedWord(db(), user.id, 'screen', { createdAt: T0 });
    await rateCard(db(), user, card.id, 3, at(0));
    const learnt = await rateCard(db(), user, card.id, 3, at(0, 10));
    const intervals = await goodWhenDue(user, card.id, 3, new Date(learnt.card.due));
    const before = intervals.at(-1)!;
    const dueAt = new Date((await cardOf(db(), user.id, { vocabId: card.vocabId! })).due);
    const lapse = await rateCard(db(), user, card.id, 1, dueAt);
    expect(lapse.card).toMatchObject({ state: 'relearning', lapses: 1 });
    expect(new Date(lapse.card.due).getTime() - dueAt.getTime()).toBeLessThanOrEqual(10 * 60_000);
    const relearnt = await rateCard(db(), user, card.id, 3, new Date(lapse.card.due));
    expect(relearnt.card.state).toBe('review');
    const after = (new Date(relearnt.card.due).getTime() - new Date(lapse.card.due).getTime()) / DAY;
    expect(after).toBeLessThan(before);
  });

  it('moves the word status with each rating (Good +1, Easy +2, past 4 known, Again back to 1); sentences have none', async () => {
    const user = await learner();
    const { card, vocab } = await savedWord(db(), user.id, 'bright', { createdAt: T0 });
    expect((await rateCard(db(), user, card.id, 3, at(0))).status).toEqual({
      vocabId: vocab.id,
      status: 'learning',
      learningLevel: 2,
    });
    expect((await rateCard(db(), user, card.id, 4, at(0, 10))).status).toMatchObject({
      status: 'learning',
      learningLevel: 4,
    });
    expect((await rateCard(db(), user, card.id, 2, at(3))).status).toMatchObject({
      status: 'learning',
      learningLevel: 4,
    });
    expect((await rateCard(db(), user, card.id, 3, at(9))).status).toMatchObject({
      status: 'known',
      learningLevel: null,
    });
    expect(await vocabStatus(vocab.id)).toMatchObject({ status: 'known', learningLevel: null });
    expect((await rateCard(db(), user, card.id, 1, at(30))).status).toMatchObject({
      status: 'learning',
      learningLevel: 1,
    });

    const { card: sentenceCard } = await savedSentence(db(), user.id, 'The screen is bright.');
    const rated = await rateCard(db(), user, sentenceCard.id, 3, at(0));
    expect(rated.status).toBeNull();
    expect(rated.card.kind).toBe('sentence');
    expect((await logs(sentenceCard.id))[0]!.statusBefore).toBeNull();
  });

  it('a lower desired retention gives longer intervals for the same answers', async () => {
    const intervalAt = async (desiredRetention: number) => {
      const user = await learner();
      await updateReviewSettings(db(), user, { desiredRetention });
      const { card } = await savedWord(db(), user.id, 'weak', { createdAt: T0 });
      await rateCard(db(), user, card.id, 3, at(0));
      const learnt = await rateCard(db(), user, card.id, 3, at(0, 10));
      return (await goodWhenDue(user, card.id, 3, new Date(learnt.card.due))).at(-1)!;
    };
    const [relaxed, normal, strict] = [await intervalAt(0.7), await intervalAt(0.9), await intervalAt(0.97)];
    expect(relaxed).toBeGreaterThan(normal);
    expect(normal).toBeGreaterThan(strict);
  });

  it("rejects a card that is not the learner's, as not found, and writes nothing", async () => {
    const [owner, stranger] = [await learner(), await learner()];
    const { card } = await savedWord(db(), owner.id, 'spot', { createdAt: T0 });
    await expect(rateCard(db(), stranger, card.id, 3, at(0))).rejects.toMatchObject({ code: 'not_found' });
    expect(await logs(card.id)).toHaveLength(0);
  });
});

describe('undo', () => {
  it('puts the card and word status back exactly, one rating at a time, and says when there is nothing left', async () => {
    const user = await learner();
    const { card, vocab } = await savedWord(db(), user.id, 'battery', { createdAt: T0 });
    const fresh = await cardOf(db(), user.id, { vocabId: vocab.id });
    await rateCard(db(), user, card.id, 3, at(0));
    const afterFirst = await cardOf(db(), user.id, { vocabId: vocab.id });
    await rateCard(db(), user, card.id, 4, at(0, 10));
    expect(await vocabStatus(vocab.id)).toMatchObject({ learningLevel: 4 });

    const undone = await undoLastRating(db(), user, at(0, 11));
    expect(undone.status).toEqual({ vocabId: vocab.id, status: 'learning', learningLevel: 2 });
    expect(await cardOf(db(), user.id, { vocabId: vocab.id })).toEqual(afterFirst);
    expect(undone.card).toMatchObject({ id: card.id, state: 'learning', reps: 1 });
    expect(await logs(card.id)).toHaveLength(1);

    await undoLastRating(db(), user, at(0, 12));
    expect(await cardOf(db(), user.id, { vocabId: vocab.id })).toEqual(fresh);
    expect(await vocabStatus(vocab.id)).toMatchObject({ status: 'learning', learningLevel: 1 });
    await expect(undoLastRating(db(), user, at(0, 13))).rejects.toMatchObject({
      code: 'not_found',
      message: NOTHING_TO_UNDO,
    });
  });

  it("never undoes another learner's rating", async () => {
    const [owner, other] = [await learner(), await learner()];
    const { card } = await savedWord(db(), owner.id, 'life', { createdAt: T0 });
    await rateCard(db(), owner, card.id, 3, at(0));
    await expect(undoLastRating(db(), other, at(0, 1))).rejects.toMatchObject({ code: 'not_found' });
    expect(await logs(card.id)).toHaveLength(1);
  });
});

describe("today's queue", () => {
  it('shows due cards (oldest due first), then new cards up to the daily limit minus those started today', async () => {
    const user = await learner();
    await updateReviewSettings(db(), user, { newCardsPerDay: 2 });
    const fresh = [];
    for (const lemma of ['alpha', 'beta', 'gamma', 'delta'])
      fresh.push((await savedWord(db(), user.id, lemma, { createdAt: T0 })).card);
    // Two review cards due yesterday and the day before, one due next week.
    const review = async (lemma: string, due: Date) => {
      const { card } = await savedWord(db(), user.id, lemma, { createdAt: at(-30) });
      await db()
        .update(reviewCard)
        .set({ state: 2, due, stability: 5, difficulty: 5, reps: 3, scheduledDays: 5, lastReview: at(-12) })
        .where(eq(reviewCard.id, card.id));
      return card;
    };
    const dueLater = await review('later', at(-1));
    const dueEarlier = await review('earlier', at(-2));
    await review('future', at(7));
    const { card: paused } = await savedWord(db(), user.id, 'paused', { createdAt: T0 });
    await db().update(reviewCard).set({ active: false }).where(eq(reviewCard.id, paused.id));
    await savedWord(db(), (await learner()).id, 'someone-else', { createdAt: T0 });

    const queue = await reviewQueue(db(), user, 100, at(0));
    expect(queue.cards.map((c) => c.id)).toEqual([dueEarlier.id, dueLater.id, fresh[0]!.id, fresh[1]!.id]);
    expect(queue.counts).toEqual({ due: 2, new: 2, learning: 0 });
    expect(queue.newLimit).toBe(2);
    const next = queue.cards[2]!.next;
    expect(new Date(next.again.due).getTime()).toBeLessThan(new Date(next.good.due).getTime());
    expect(next.easy.scheduledDays).toBeGreaterThan(0);
    expect(queue.cards[2]!.vocab).toMatchObject({
      lemma: 'alpha',
      contexts: [{ text: 'A line with alpha.' }],
      review: { cardId: fresh[0]!.id, state: 'new' },
    });

    // Starting a new card uses one of today's two; Again brings it back within the learn-ahead window.
    await rateCard(db(), user, fresh[0]!.id, 1, at(0, 1));
    const later = await reviewQueue(db(), user, 100, at(0, 1));
    expect(later.newLimit).toBe(1);
    expect(later.counts).toEqual({ due: 2, new: 1, learning: 1 });
    expect(later.cards.map((c) => c.id)).toEqual([dueEarlier.id, dueLater.id, fresh[1]!.id, fresh[0]!.id]);
    expect((await reviewQueue(db(), user, 3, at(0, 1))).cards).toHaveLength(3);

    // Undoing the first rating gives the new card back to today; a new UTC day gives a fresh allowance.
    await undoLastRating(db(), user, at(0, 2));
    expect((await reviewQueue(db(), user, 100, at(0, 2))).newLimit).toBe(2);
    await rateCard(db(), user, fresh[0]!.id, 3, at(0, 3));
    await rateCard(db(), user, fresh[1]!.id, 3, at(0, 3));
    expect((await reviewQueue(db(), user, 100, at(0, 4))).counts.new).toBe(0);
    const tomorrow = await reviewQueue(db(), user, 100, at(1));
    expect(tomorrow.newLimit).toBe(2);
    expect(tomorrow.cards.filter((c) => c.state === 'new').map((c) => c.vocab?.lemma)).toEqual(['gamma', 'delta']);
  });
});

describe('stats', () => {
  it('counts the streak of consecutive UTC review days, ending today or yesterday', async () => {
    const user = await learner();
    const { card } = await savedWord(db(), user.id, 'streak', { createdAt: at(-10) });
    // Reviews on days -9, -8, -7 (a run of 3), then -3, -2, -1 and today at 23:59 (a run of 4).
    for (const day of [-9, -8, -7, -3, -2, -1]) await rateCard(db(), user, card.id, 3, at(day));
    const lateToday = new Date(Date.UTC(2030, 2, 1, 23, 59));
    await rateCard(db(), user, card.id, 3, lateToday);
    const today = await reviewStats(db(), user, at(0, 60));
    expect(today.streak).toEqual({ current: 4, longest: 4 });
    expect(today.reviewedToday).toBe(1);
    // Tomorrow the streak still stands (today's reviews are not done yet); the day after, it is over.
    expect((await reviewStats(db(), user, at(1))).streak).toEqual({ current: 4, longest: 4 });
    expect((await reviewStats(db(), user, at(1))).reviewedToday).toBe(0);
    expect((await reviewStats(db(), user, at(2))).streak).toEqual({ current: 0, longest: 4 });
  });

  it('reports due and new cards and known words per language', async () => {
    const user = await learner();
    await db()
      .insert(profile)
      .values({ userId: user.id, newCardsPerDay: 1 })
      .onConflictDoUpdate({ target: profile.userId, set: { newCardsPerDay: 1 } });
    await savedWord(db(), user.id, 'one', { createdAt: T0 });
    await savedWord(db(), user.id, 'two', { createdAt: T0, status: 'known' });
    await savedWord(db(), user.id, 'Haus', { createdAt: T0, language: 'de' });
    const stats = await reviewStats(db(), user, at(0));
    expect(stats).toMatchObject({ due: 0, newAvailable: 1, reviewedToday: 0, streak: { current: 0, longest: 0 } });
    expect(stats.knownByLanguage).toEqual([
      { language: 'de', known: 0, learning: 1 },
      { language: 'en', known: 1, learning: 1 },
    ]);
  });
});
