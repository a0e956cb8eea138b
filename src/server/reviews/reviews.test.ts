import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewCard, reviewLog, userVocab } from '../db/schema/learner.ts';
import { profile } from '../db/schema/profiles.ts';
import { createTestApp, type TestApp, type TestUser } from '../test/app.ts';
import { CARD_NOT_FOUND, CARD_PAUSED, NOTHING_TO_UNDO } from '../learner/index.ts';
import { savedSentence, savedWord } from '../learner/test-items.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const db = () => t.database.db;
const get = (url: string, user: TestUser | null) => t.request({ method: 'GET', url, user });
const post = (url: string, user: TestUser | null, payload?: object) =>
  t.request({ method: 'POST', url, user, ...(payload ? { payload } : {}) });
const put = (url: string, user: TestUser | null, payload: object) => t.request({ method: 'PUT', url, user, payload });

describe('GET /v3/review/queue', () => {
  it("lists the learner's saved words and sentences with their item and the interval of every button", async () => {
    const user = await t.createUser();
    const { vocab } = await savedWord(db(), user.id, 'keyboard');
    const { sentence } = await savedSentence(db(), user.id, 'The screen is bright.');
    await savedWord(db(), (await t.createUser()).id, 'not-mine');
    const res = await get('/v3/review/queue', user);
    expect(res.statusCode).toBe(200);
    const { cards, counts, newLimit } = res.json().entity;
    expect(counts).toEqual({ due: 0, new: 2, learning: 0 });
    expect(newLimit).toBe(20);
    expect(cards.map((c: { kind: string }) => c.kind)).toEqual(['word', 'sentence']);
    expect(cards[0]).toMatchObject({
      state: 'new',
      reps: 0,
      lapses: 0,
      lastReview: null,
      sentence: null,
      vocab: {
        id: vocab.id,
        lemma: 'keyboard',
        translation: 'keyboard (fr)',
        isSaved: true,
        status: 'learning',
        learningLevel: 1,
      },
    });
    expect(cards[1]).toMatchObject({
      vocab: null,
      sentence: { id: sentence.id, text: 'The screen is bright.', meaning: 'The screen is bright. (fr)' },
    });
    const { again, hard, good, easy } = cards[0].next;
    const ms = (x: { due: string }) => new Date(x.due).getTime();
    expect(ms(again)).toBeLessThan(ms(hard));
    expect(ms(hard)).toBeLessThan(ms(good));
    expect(ms(good)).toBeLessThan(ms(easy));
    expect(easy.scheduledDays).toBeGreaterThanOrEqual(1);
    expect((await get('/v3/review/queue?limit=1', user)).json().entity.cards).toHaveLength(1);
  });

  it('checks limit and needs a session', async () => {
    const user = await t.createUser();
    expect((await get('/v3/review/queue?limit=0', user)).json().message).toBe(
      'limit: must be a whole number from 1 to 500',
    );
    expect((await get('/v3/review/queue?limit=lots', user)).json().message).toBe(
      'limit: must be a whole number from 1 to 500',
    );
    expect((await get('/v3/review/queue', null)).statusCode).toBe(401);
  });
});

describe('POST /v3/review/{cardId}/rate', () => {
  it('schedules the card, logs the rating and moves the word status, all at once', async () => {
    const user = await t.createUser();
    const { card, vocab } = await savedWord(db(), user.id, 'screen');
    const res = await post(`/v3/review/${card.id}/rate`, user, { rating: 3 });
    expect(res.statusCode).toBe(200);
    const { entity } = res.json();
    expect(entity.card).toMatchObject({
      id: card.id,
      state: 'learning',
      reps: 1,
      vocab: { id: vocab.id, learningLevel: 2 },
    });
    expect(entity.status).toEqual({ vocabId: vocab.id, status: 'learning', learningLevel: 2 });
    const [log] = await db().select().from(reviewLog).where(eq(reviewLog.cardId, card.id));
    expect(log).toMatchObject({
      userId: user.id,
      rating: 3,
      state: 0,
      statusBefore: { vocabId: vocab.id, status: 'learning', learningLevel: 1 },
    });
    expect((await db().select().from(userVocab).where(eq(userVocab.id, vocab.id)))[0]!.learningLevel).toBe(2);
  });

  it("answers 404 for another learner's card or an unknown one, and writes nothing", async () => {
    const [owner, stranger] = [await t.createUser(), await t.createUser()];
    const { card } = await savedWord(db(), owner.id, 'spot');
    for (const id of [card.id, '01900000-0000-7000-8000-000000000000']) {
      const res = await post(`/v3/review/${id}/rate`, stranger, { rating: 3 });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        message: CARD_NOT_FOUND,
        code: 'not_found',
        reason: 'review_card_not_found',
        params: {},
      });
    }
    expect(await db().select().from(reviewLog).where(eq(reviewLog.cardId, card.id))).toHaveLength(0);
  });

  it('explains a bad rating, a bad id and a paused card', async () => {
    const user = await t.createUser();
    const { card } = await savedWord(db(), user.id, 'life');
    const message = async (url: string, payload?: object) => (await post(url, user, payload)).json().message;
    expect(await message(`/v3/review/${card.id}/rate`, {})).toBe('rating is required');
    expect(await message(`/v3/review/${card.id}/rate`, { rating: 5 })).toBe(
      'rating: must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)',
    );
    expect(await message(`/v3/review/${card.id}/rate`, { rating: '3' })).toBe(
      'rating: must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)',
    );
    expect(await message('/v3/review/abc/rate', { rating: 3 })).toBe('cardId: must be a review card id');
    await db().update(reviewCard).set({ active: false }).where(eq(reviewCard.id, card.id));
    const paused = await post(`/v3/review/${card.id}/rate`, user, { rating: 3 });
    expect(paused.statusCode).toBe(400);
    expect(paused.json().message).toBe(CARD_PAUSED);
    expect((await post(`/v3/review/${card.id}/rate`, null, { rating: 3 })).statusCode).toBe(401);
  });
});

describe('POST /v3/review/undo', () => {
  it('undoes the latest rating and then says there is nothing to undo', async () => {
    const user = await t.createUser();
    const { card, vocab } = await savedWord(db(), user.id, 'weak');
    await post(`/v3/review/${card.id}/rate`, user, { rating: 4 });
    const res = await post('/v3/review/undo', user);
    expect(res.statusCode).toBe(200);
    expect(res.json().entity).toMatchObject({
      card: { id: card.id, state: 'new', reps: 0 },
      status: { vocabId: vocab.id, status: 'learning', learningLevel: 1 },
    });
    const none = await post('/v3/review/undo', user);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: NOTHING_TO_UNDO, code: 'not_found', reason: 'nothing_to_undo', params: {} });
  });
});

describe('GET /v3/review/stats', () => {
  it('counts what is left today, what was done, the streak and words by status per language', async () => {
    const user = await t.createUser();
    const { card } = await savedWord(db(), user.id, 'one');
    await savedWord(db(), user.id, 'two', { status: 'known' });
    await savedWord(db(), user.id, 'trois', { language: 'fr' });
    await post(`/v3/review/${card.id}/rate`, user, { rating: 3 });
    const { entity } = (await get('/v3/review/stats', user)).json();
    expect(entity).toEqual({
      due: 0,
      newAvailable: 2,
      reviewedToday: 1,
      streak: { current: 1, longest: 1 },
      knownByLanguage: [
        { language: 'en', known: 1, learning: 1 },
        { language: 'fr', known: 0, learning: 1 },
      ],
    });
    expect((await get('/v3/review/stats', await t.createUser())).json().entity).toMatchObject({
      due: 0,
      newAvailable: 0,
      reviewedToday: 0,
      knownByLanguage: [],
    });
  });
});

describe('PUT /v3/user/review-settings', () => {
  it('saves retention and new cards per day, the ends of the ranges included, and GET /v3/user/login shows them', async () => {
    const user = await t.createUser();
    expect((await get('/v3/user/login', user)).json().entity).toMatchObject({
      desiredRetention: 0.9,
      newCardsPerDay: 20,
    });
    for (const [desiredRetention, newCardsPerDay] of [
      [0.97, 500],
      [0.7, 0],
      [0.85, 35],
    ] as const) {
      const res = await put('/v3/user/review-settings', user, { desiredRetention, newCardsPerDay });
      expect(res.statusCode).toBe(200);
      expect(res.json().entity).toMatchObject({ id: user.id, desiredRetention, newCardsPerDay });
    }
    expect((await put('/v3/user/review-settings', user, { newCardsPerDay: 10 })).json().entity).toMatchObject({
      desiredRetention: 0.85,
      newCardsPerDay: 10,
    });
    expect((await get('/v3/user/login', user)).json().entity).toMatchObject({
      desiredRetention: 0.85,
      newCardsPerDay: 10,
    });
    const [row] = await db().select().from(profile).where(eq(profile.userId, user.id));
    expect(row!.newCardsPerDay).toBe(10);
    expect((await get('/v3/review/queue', user)).json().entity.newLimit).toBe(10);
  });

  it('explains values out of range', async () => {
    const user = await t.createUser();
    const message = async (payload: object) => (await put('/v3/user/review-settings', user, payload)).json().message;
    expect(await message({ desiredRetention: 0.5 })).toBe('desiredRetention: must be a number from 0.70 to 0.97');
    expect(await message({ desiredRetention: 0.98 })).toBe('desiredRetention: must be a number from 0.70 to 0.97');
    expect(await message({ desiredRetention: 'high' })).toBe('desiredRetention: must be a number from 0.70 to 0.97');
    expect(await message({ newCardsPerDay: 501 })).toBe('newCardsPerDay: must be a whole number from 0 to 500');
    expect(await message({ newCardsPerDay: 2.5 })).toBe('newCardsPerDay: must be a whole number from 0 to 500');
    expect(await message({})).toBe('Give desiredRetention, newCardsPerDay or both');
    expect((await put('/v3/user/review-settings', null, { newCardsPerDay: 5 })).statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the review, review-settings and word-status routes', async () => {
    const { paths } = (await get('/v3/openapi.json', null)).json();
    for (const path of [
      '/v3/review/queue',
      '/v3/review/{cardId}/rate',
      '/v3/review/undo',
      '/v3/review/stats',
      '/v3/user/review-settings',
      '/v3/user-vocab/status',
      '/v3/user-vocab/statuses',
      '/v3/note/{id}/word-status',
    ]) {
      expect(paths[path], path).toBeDefined();
    }
  });
});
