import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewCard, userSentence } from '../db/schema/learner.ts';
import type { TestApp, TestUser } from '../test/app.ts';
import {
  cardOf,
  countRows,
  counters,
  createLearner,
  insertNote,
  learnerTestApp,
  timed,
} from '../saved-words/test/fixtures.ts';
import { SENTENCE_NOT_FOUND, SOME_SENTENCES_NOT_FOUND } from '../learner/index.ts';
import { NOTE_NOT_FOUND } from '../notes/access.ts';

const LINES = ['The screen is bright.', 'I would buy it again.', 'Battery life is the weak spot.'];
const MEANINGS = {
  'the screen is bright.': "L'écran est lumineux.",
  'i would buy it again.': "Je l'achèterais encore.",
  'battery life is the weak spot.': "L'autonomie est le point faible.",
};

let t: TestApp;
let calls: Awaited<ReturnType<typeof learnerTestApp>>['calls'];
let stranger: TestUser;
beforeAll(async () => {
  ({ t, calls } = await learnerTestApp(MEANINGS));
  stranger = await createLearner(t);
});
afterAll(() => t?.close());

const post = (url: string, user: TestUser | null, payload?: object) =>
  t.request({ method: 'POST', url, user, ...(payload ? { payload } : {}) });
const save = (user: TestUser | null, payload?: object) => post('/v3/user-sentence', user, payload);

describe('POST /v3/user-sentence', () => {
  it('answers the spec messages', async () => {
    const message = async (payload?: object) => (await save(stranger, payload)).json().message;
    expect(await message()).toBe('sentence is required');
    expect(await message({ sentence: 'Hi.' })).toBe('from is required');
    expect(await message({ sentence: 'Hi.', from: 'en' })).toBe('to is required');
    expect(await message({ sentence: 'Hi.', from: 'en', to: 'fr', sentenceId: 0 })).toBe('noteId is required');
    expect((await save(null, { sentence: 'Hi.', from: 'en', to: 'fr' })).statusCode).toBe(401);
  });

  it("takes a note's regional language (en-GB) and files the sentence under its base language", async () => {
    const learner = await createLearner(t);
    const british = await insertNote(t, learner, ['The colour is lovely.'], { language: 'en-GB' });
    const res = await save(learner, {
      sentence: 'The colour is lovely.',
      from: 'en-GB',
      to: 'fr',
      noteId: british,
      sentenceId: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().entity).toMatchObject({ language: 'en' });
    expect((await save(learner, { sentence: 'Hi.', from: 'xx-GB', to: 'fr' })).json().message).toBe(
      'from: must be a language code from the translation list, like en, ko or pt-BR',
    );
  });

  it('saves a note line with its time and a translated meaning; the same text again is the same row', async () => {
    const learner = await createLearner(t);
    const noteId = await insertNote(t, learner, LINES, { title: 'Phone review' });
    calls.length = 0;
    const res = await save(learner, { sentence: LINES[1], from: 'en', to: 'fr', noteId, sentenceId: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const sentence = res.json().entity;
    expect(sentence).toMatchObject({
      text: LINES[1],
      meaning: "Je l'achèterais encore.",
      language: 'en',
      translationLanguage: 'fr',
      noteId,
      noteTitle: 'Phone review',
      sentenceId: 1,
      start: 10,
      end: timed(LINES[1]!, 10).end,
      ytId: 'GJLlxj_dtq8',
      isSaved: true,
      review: { state: 'new', reps: 0 },
    });
    expect(calls).toHaveLength(1);
    const again = (
      await save(learner, { sentence: '  i WOULD buy   it again. ', from: 'en', to: 'fr', meaning: 'Autre.' })
    ).json().entity;
    expect(again).toMatchObject({
      id: sentence.id,
      meaning: "Je l'achèterais encore.",
      noteId,
      savedAt: sentence.savedAt,
    });
    expect(calls).toHaveLength(1);
    expect(await cardOf(t, { sentenceId: sentence.id })).toMatchObject({ id: sentence.review.cardId, active: true });
    expect(await counters(t, learner.id)).toMatchObject({ sentences: 1 });
    const foreign = await save(stranger, { sentence: LINES[1], from: 'en', to: 'fr', noteId, sentenceId: 1 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(NOTE_NOT_FOUND);
  });

  it('keeps a typed sentence without meaning when nothing translates it, and gives it a note line later', async () => {
    const learner = await createLearner(t);
    const typed = (await save(learner, { sentence: 'Battery life is the weak spot.', from: 'en', to: 'de' })).json()
      .entity;
    expect(typed).toMatchObject({ meaning: null, noteId: null, sentenceId: null });
    const noteId = await insertNote(t, learner, LINES);
    const placed = (
      await save(learner, {
        sentence: LINES[2],
        from: 'en',
        to: 'de',
        noteId,
        sentenceId: 2,
        meaning: 'Die Akkulaufzeit ist die Schwachstelle.',
      })
    ).json().entity;
    expect(placed).toMatchObject({
      id: typed.id,
      noteId,
      sentenceId: 2,
      start: 20,
      meaning: 'Die Akkulaufzeit ist die Schwachstelle.',
    });
  });
});

describe('GET /v3/user-sentence/list', () => {
  it('pages newest first and filters by isSaved, language, note and text', async () => {
    const learner = await createLearner(t);
    const noteId = await insertNote(t, learner, LINES);
    const ids: string[] = [];
    for (const [i, line] of LINES.entries())
      ids.push((await save(learner, { sentence: line, from: 'en', to: 'fr', noteId, sentenceId: i })).json().entity.id);
    ids.push((await save(learner, { sentence: 'Das Haus ist groß.', from: 'de', to: 'fr' })).json().entity.id);
    await t.request({ method: 'PUT', url: `/v3/user-sentence/${ids[0]}/toggle-save`, user: learner });
    const get = async (query: string) =>
      (await t.request({ method: 'GET', url: `/v3/user-sentence/list?${query}`, user: learner })).json().entity;
    const page = await get('limit=3');
    expect(page.sentences.map((s: { id: string }) => s.id)).toEqual([ids[3], ids[2], ids[1]]);
    expect(page.hasMore).toBe(true);
    expect(await get(`limit=3&lastId=${ids[1]}`)).toEqual({
      sentences: [expect.objectContaining({ id: ids[0], isSaved: false })],
      hasMore: false,
    });
    expect((await get('isSaved=true&language=en')).sentences.map((s: { id: string }) => s.id)).toEqual([
      ids[2],
      ids[1],
    ]);
    expect((await get(`noteId=${noteId}`)).sentences).toHaveLength(3);
    expect((await get('text=point%20faible')).sentences.map((s: { id: string }) => s.id)).toEqual([ids[2]]);
    expect(
      (await t.request({ method: 'GET', url: `/v3/user-sentence/list?noteId=${noteId}`, user: stranger })).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: '/v3/user-sentence/list', user: stranger })).json().entity.sentences,
    ).toEqual([]);
  });
});

describe('toggle-save, reset-saved and delete-sentence-list', () => {
  it('toggles the card with the save and keeps its history', async () => {
    const learner = await createLearner(t);
    const s = (await save(learner, { sentence: LINES[0], from: 'en', to: 'fr' })).json().entity;
    const off = (await t.request({ method: 'PUT', url: `/v3/user-sentence/${s.id}/toggle-save`, user: learner })).json()
      .entity;
    expect(off).toMatchObject({ isSaved: false, savedAt: null, review: { cardId: s.review.cardId } });
    expect(await cardOf(t, { sentenceId: s.id })).toMatchObject({ active: false });
    expect((await counters(t, learner.id)).sentences).toBe(0);
    await t.request({ method: 'PUT', url: `/v3/user-sentence/${s.id}/toggle-save`, user: learner });
    expect(await cardOf(t, { sentenceId: s.id })).toMatchObject({ id: s.review.cardId, active: true });
    const foreign = await t.request({ method: 'PUT', url: `/v3/user-sentence/${s.id}/toggle-save`, user: stranger });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(SENTENCE_NOT_FOUND);
  });

  it('resets saved sentences of one language or all, pausing their cards', async () => {
    const learner = await createLearner(t);
    const en = (await save(learner, { sentence: LINES[0], from: 'en', to: 'fr' })).json().entity;
    const de = (await save(learner, { sentence: 'Das Haus ist groß.', from: 'de', to: 'fr' })).json().entity;
    expect((await post('/v3/user-sentence/reset-saved', learner, { language: 'de' })).json().entity).toEqual({
      count: 1,
    });
    expect(await cardOf(t, { sentenceId: de.id })).toMatchObject({ active: false });
    expect(await cardOf(t, { sentenceId: en.id })).toMatchObject({ active: true });
    expect((await post('/v3/user-sentence/reset-saved', learner)).json().entity).toEqual({ count: 1 });
    expect(await counters(t, learner.id)).toMatchObject({ sentences: 0 });
    expect(await countRows(t, 'user_sentence', learner.id, false)).toBe(2);
  });

  it("deletes all or nothing and answers 'sentenceIds are required'", async () => {
    const learner = await createLearner(t);
    const a = (await save(learner, { sentence: LINES[0], from: 'en', to: 'fr' })).json().entity;
    const b = (await save(learner, { sentence: LINES[1], from: 'en', to: 'fr' })).json().entity;
    const foreign = (await save(stranger, { sentence: LINES[0], from: 'en', to: 'fr' })).json().entity;
    expect((await post('/v3/user-sentence/delete-sentence-list', learner, {})).json().message).toBe(
      'sentenceIds are required',
    );
    expect((await post('/v3/user-sentence/delete-sentence-list', learner, { sentenceIds: [] })).json().message).toBe(
      'sentenceIds are required',
    );
    const refused = await post('/v3/user-sentence/delete-sentence-list', learner, { sentenceIds: [a.id, foreign.id] });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(SOME_SENTENCES_NOT_FOUND);
    expect(await countRows(t, 'user_sentence', learner.id)).toBe(2);
    expect(
      (await post('/v3/user-sentence/delete-sentence-list', learner, { sentenceIds: [a.id, b.id] })).json().entity,
    ).toEqual({ deleted: 2 });
    expect(await t.database.db.$count(reviewCard, inArray(reviewCard.sentenceId, [a.id, b.id]))).toBe(0);
    expect(await counters(t, learner.id)).toMatchObject({ sentences: 0 });
    expect(await countRows(t, 'user_sentence', stranger.id)).toBeGreaterThan(0);
  });
});

describe('audio and meanings', () => {
  it('speaks a saved sentence for its owner only', async () => {
    const learner = await createLearner(t);
    const s = (await save(learner, { sentence: 'Das Haus ist groß.', from: 'de', to: 'fr' })).json().entity;
    expect((await post(`/v3/user-sentence/${s.id}/audio`, learner)).json().entity).toEqual({
      audio: { provider: 'browser', url: null, voice: null, lang: 'de', text: 'Das Haus ist groß.' },
    });
    expect((await post(`/v3/user-sentence/${s.id}/audio`, stranger)).statusCode).toBe(404);
  });

  it('fills missing meanings, never replacing one, for given ids or for every saved sentence without one', async () => {
    const learner = await createLearner(t);
    const ids: string[] = [];
    for (const line of LINES)
      ids.push((await save(learner, { sentence: line, from: 'en', to: 'de' })).json().entity.id);
    await t.database.db
      .update(userSentence)
      .set({ translationLanguage: 'fr' })
      .where(inArray(userSentence.id, ids.slice(0, 2)));
    await t.database.db.update(userSentence).set({ meaning: 'Mine.' }).where(eq(userSentence.id, ids[0]!));
    const given = (
      await post('/v3/user-sentence/extract-sentence-meanings', learner, { sentenceIds: [ids[0], ids[1]] })
    ).json().entity;
    expect(given.sentences.map((s: { meaning: string | null }) => s.meaning)).toEqual([
      'Mine.',
      "Je l'achèterais encore.",
    ]);
    await t.database.db.update(userSentence).set({ translationLanguage: 'fr' }).where(eq(userSentence.id, ids[2]!));
    const all = (await post('/v3/user-sentence/extract-sentence-meanings', learner, {})).json().entity;
    expect(all.sentences).toEqual([
      expect.objectContaining({ id: ids[2], meaning: "L'autonomie est le point faible." }),
    ]);
    expect((await post('/v3/user-sentence/extract-sentence-meanings', learner, {})).json().entity).toEqual({
      sentences: [],
    });
    expect(
      (await post('/v3/user-sentence/extract-sentence-meanings', stranger, { sentenceIds: [ids[1]] })).statusCode,
    ).toBe(404);
  });
});
