import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewCard, userVocab, vocabContext } from '../db/schema/learner.ts';
import type { TestApp, TestUser } from '../test/app.ts';
import { SOME_VOCAB_NOT_FOUND, VOCAB_NOT_FOUND } from '../learner/index.ts';
import { cardOf, countRows, counters, createLearner, insertNote, learnerTestApp } from './test/fixtures.ts';
import { NOTE_NOT_FOUND } from '../notes/access.ts';

const LINES = ['The screen is bright, and the keyboards are better than I expected.', 'Die Kinder spielten im Garten.'];

let t: TestApp;
let calls: Awaited<ReturnType<typeof learnerTestApp>>['calls'];
let stranger: TestUser;
beforeAll(async () => {
  ({ t, calls } = await learnerTestApp({ screen: 'écran', the: 'le', bright: 'lumineux' }));
  stranger = await createLearner(t);
});
afterAll(() => t?.close());

const post = (url: string, user: TestUser | null, payload?: object) =>
  t.request({ method: 'POST', url, user, ...(payload ? { payload } : {}) });
const toggle = (id: string, user: TestUser | null) =>
  t.request({ method: 'PUT', url: `/v3/user-vocab/${id}/toggle-save`, user });
const saveWord = async (user: TestUser, word: string, from = 'en', translation?: string) =>
  (await post('/v3/user-vocab', user, { word, from, to: 'fr', ...(translation ? { translation } : {}) })).json()
    .entity as { id: string; review: { cardId: string } };

describe('PUT /v3/user-vocab/{vocabId}/toggle-save', () => {
  it('unsaves (status stays, card paused) and saves again (same card, woken)', async () => {
    const learner = await createLearner(t);
    const word = await saveWord(learner, 'screen');
    await t.database.db
      .update(userVocab)
      .set({ status: 'learning', learningLevel: 3 })
      .where(eq(userVocab.id, word.id));
    const off = await toggle(word.id, learner);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().entity).toMatchObject({
      id: word.id,
      isSaved: false,
      savedAt: null,
      status: 'learning',
      learningLevel: 3,
      review: { cardId: word.review.cardId },
    });
    expect(await cardOf(t, { vocabId: word.id })).toMatchObject({ active: false });
    expect((await counters(t, learner.id)).vocab).toBe(0);
    const on = (await toggle(word.id, learner)).json().entity;
    expect(on).toMatchObject({
      isSaved: true,
      savedAt: expect.any(String),
      status: 'learning',
      learningLevel: 3,
      review: { cardId: word.review.cardId },
    });
    expect(await cardOf(t, { vocabId: word.id })).toMatchObject({ id: word.review.cardId, active: true });
    expect((await counters(t, learner.id)).vocab).toBe(1);
  });

  it("answers 404 for another learner's word and a validation message for a bad id", async () => {
    const learner = await createLearner(t);
    const word = await saveWord(learner, 'bright');
    const res = await toggle(word.id, stranger);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(VOCAB_NOT_FOUND);
    expect((await cardOf(t, { vocabId: word.id }))?.active).toBe(true);
    expect((await toggle('not-an-id', learner)).json().message).toBe('vocabId: must be a word id');
  });
});

describe('POST /v3/user-vocab/reset-saved', () => {
  it('unsaves every saved word (or those of one language), keeps statuses and pauses their cards', async () => {
    const learner = await createLearner(t);
    const en = await saveWord(learner, 'screen');
    const en2 = await saveWord(learner, 'keyboard');
    const de = await saveWord(learner, 'Garten', 'de');
    const reset = await post('/v3/user-vocab/reset-saved', learner, { language: 'de' });
    expect(reset.json().entity).toEqual({ count: 1 });
    expect((await counters(t, learner.id)).vocab).toBe(2);
    expect((await post('/v3/user-vocab/reset-saved', learner)).json().entity).toEqual({ count: 2 });
    expect((await post('/v3/user-vocab/reset-saved', learner)).json().entity).toEqual({ count: 0 });
    const rows = await t.database.db.select().from(userVocab).where(eq(userVocab.userId, learner.id));
    expect(rows.map((r) => [r.isSaved, r.status])).toEqual([
      [false, 'learning'],
      [false, 'learning'],
      [false, 'learning'],
    ]);
    const cards = await t.database.db
      .select()
      .from(reviewCard)
      .where(inArray(reviewCard.vocabId, [en.id, en2.id, de.id]));
    expect(cards.map((c) => c.active)).toEqual([false, false, false]);
    expect((await counters(t, learner.id)).vocab).toBe(0);
    expect((await post('/v3/user-vocab/reset-saved', learner, { language: 'klingon' })).statusCode).toBe(400);
  });

  it("leaves other learners' words alone", async () => {
    const learner = await createLearner(t);
    await saveWord(learner, 'screen');
    await post('/v3/user-vocab/reset-saved', stranger);
    expect(await countRows(t, 'user_vocab', learner.id)).toBe(1);
  });
});

describe('POST /v3/user-vocab/delete-vocab-list', () => {
  it('answers the spec message without ids', async () => {
    const message = async (payload?: object) =>
      (await post('/v3/user-vocab/delete-vocab-list', stranger, payload)).json().message;
    expect(await message()).toBe('vocabIds are required');
    expect(await message({ vocabIds: [] })).toBe('vocabIds are required');
    expect(await message({ vocabIds: ['x'] })).toBe('vocabIds.0: must be word ids');
  });

  it("deletes words with contexts and cards; all or nothing when one is not the learner's", async () => {
    const learner = await createLearner(t);
    const a = await saveWord(learner, 'screen');
    await post('/v3/user-vocab', learner, { word: 'bright', from: 'en', to: 'fr', context: 'So bright.' });
    const b = await saveWord(learner, 'bright');
    const foreign = await saveWord(stranger, 'screen');
    const refused = await post('/v3/user-vocab/delete-vocab-list', learner, { vocabIds: [a.id, foreign.id] });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(SOME_VOCAB_NOT_FOUND);
    expect(await countRows(t, 'user_vocab', learner.id)).toBe(2);
    const res = await post('/v3/user-vocab/delete-vocab-list', learner, { vocabIds: [a.id, b.id, a.id] });
    expect(res.json().entity).toEqual({ deleted: 2 });
    expect(await countRows(t, 'user_vocab', learner.id, false)).toBe(0);
    expect(await t.database.db.$count(vocabContext, inArray(vocabContext.vocabId, [a.id, b.id]))).toBe(0);
    expect(await t.database.db.$count(reviewCard, inArray(reviewCard.vocabId, [a.id, b.id]))).toBe(0);
    expect((await counters(t, learner.id)).vocab).toBe(0);
    expect((await post('/v3/user-vocab/delete-vocab-list', learner, { vocabIds: [a.id] })).statusCode).toBe(404);
    expect(await countRows(t, 'user_vocab', stranger.id)).toBe(1);
  });
});

describe('POST /v3/user-vocab/extract-word-meanings', () => {
  it('requires sentenceId, then noteId', async () => {
    const message = async (payload: object) =>
      (await post('/v3/user-vocab/extract-word-meanings', stranger, payload)).json().message;
    expect(await message({})).toBe('sentenceId is required');
    expect(await message({ sentenceId: 0 })).toBe('noteId is required');
    expect(await message({ sentenceId: 0, noteId: 'x' })).toBe('noteId: must be a note id');
  });

  it("gives each word's lemma, meaning, status and saved word; the saved meaning wins", async () => {
    const learner = await createLearner(t);
    const noteId = await insertNote(t, learner, LINES);
    const saved = (
      await post('/v3/user-vocab', learner, {
        word: 'screen',
        from: 'en',
        to: 'fr',
        noteId,
        sentenceId: 0,
        translation: 'moniteur',
      })
    ).json().entity;
    await t.database.db.insert(userVocab).values({
      userId: learner.id,
      language: 'en',
      lemma: 'the',
      word: 'the',
      translationLanguage: 'fr',
      status: 'ignored',
      learningLevel: null,
    });
    calls.length = 0;
    const res = await post('/v3/user-vocab/extract-word-meanings', learner, { sentenceId: '0', noteId });
    expect(res.statusCode, res.body).toBe(200);
    const { entity } = res.json();
    expect(entity).toMatchObject({ noteId, sentenceId: 0, text: LINES[0] });
    expect(entity.words.map((w: { word: string }) => w.word)).toEqual([
      'The',
      'screen',
      'is',
      'bright',
      'and',
      'the',
      'keyboards',
      'are',
      'better',
      'than',
      'I',
      'expected',
    ]);
    expect(entity.words[1]).toEqual({
      word: 'screen',
      lemma: 'screen',
      pos: 'noun',
      isStopWord: false,
      meaning: 'moniteur',
      status: 'learning',
      learningLevel: 1,
      vocabId: saved.id,
      isSaved: true,
    });
    expect(entity.words[3]).toMatchObject({
      lemma: 'bright',
      meaning: 'lumineux',
      status: 'new',
      vocabId: null,
      isSaved: false,
    });
    expect(entity.words[0]).toMatchObject({ lemma: 'the', status: 'ignored', isSaved: false, meaning: 'le' });
    expect(calls.map((c) => c.text)).not.toContain('screen');
    const other = await post('/v3/user-vocab/extract-word-meanings', stranger, { sentenceId: 0, noteId });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(NOTE_NOT_FOUND);
  });
});

describe('POST /v3/user-vocab/{vocabId}/audio', () => {
  it("speaks the saved word (the browser's voice without a server engine), only for its owner", async () => {
    const learner = await createLearner(t);
    const word = await saveWord(learner, 'Garten', 'de');
    const res = await post(`/v3/user-vocab/${word.id}/audio`, learner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().entity).toEqual({
      audio: { provider: 'browser', url: null, voice: null, lang: 'de', text: 'Garten' },
    });
    expect((await post(`/v3/user-vocab/${word.id}/audio`, stranger)).statusCode).toBe(404);
  });
});
