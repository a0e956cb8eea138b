import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userVocab } from '../db/schema/learner.ts';
import { quizResult } from '../db/schema/quizzes.ts';
import type { TestApp, TestUser } from '../test/app.ts';
import { quizFixture } from './test-quiz-world.ts';

const fx = quizFixture();
let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let noteId: string;
beforeAll(() => {
  ({ t, owner, stranger, noteId } = fx);
});

const get = (url: string, user: TestUser | null = owner) => t.request({ method: 'GET', url, user });
const post = (url: string, payload: object, user: TestUser | null = owner) =>
  t.request({ method: 'POST', url, user, payload });

const answer = (lemma: string | null, correct: boolean, itemKind: 'word' | 'sentence' = 'word') => ({
  kind: 'meaning',
  itemKind,
  itemId: null,
  lemma,
  correct,
});

describe('POST /v3/quiz/result', () => {
  const state = async (user: TestUser, lemma: string) => {
    const [row] = await t.database.db
      .select()
      .from(userVocab)
      .where(and(eq(userVocab.userId, user.id), eq(userVocab.language, 'en'), eq(userVocab.lemma, lemma)));
    return (
      row && {
        status: row.status,
        learningLevel: row.learningLevel,
        isSaved: row.isSaved,
        word: row.word,
        translation: row.translation,
        translationLanguage: row.translationLanguage,
      }
    );
  };

  it("stores the score and moves each answered word's status", async () => {
    const db = t.database.db;
    const row = (lemma: string, status: 'learning' | 'known' | 'ignored', learningLevel: number | null) => ({
      userId: owner.id,
      language: 'en',
      lemma,
      word: lemma,
      translation: null,
      translationLanguage: 'fr',
      status,
      learningLevel,
      isSaved: true,
      savedAt: new Date(),
    });
    await db
      .insert(userVocab)
      .values([
        row('screen', 'learning', 2),
        row('keyboard', 'learning', 3),
        row('battery', 'known', null),
        row('wow', 'ignored', null),
      ]);
    const answers = [
      answer('screen', true),
      answer('screen', true),
      answer('keyboard', false),
      answer('battery', true),
      answer('wow', false),
      answer('cheap', true),
      answer('random', false),
      answer(null, true, 'sentence'),
      { ...answer('buy', true), itemKind: 'sentence' },
    ];
    const res = await post('/v3/quiz/result', { noteId, language: 'en', source: 'note', answers });
    expect(res.statusCode).toBe(200);
    const saved = res.json().entity;
    expect(saved).toMatchObject({ score: 6, total: 9 });
    expect(saved.statuses).toEqual([
      { lemma: 'battery', status: 'known', learningLevel: null },
      { lemma: 'cheap', status: 'learning', learningLevel: 1 },
      { lemma: 'keyboard', status: 'learning', learningLevel: 1 },
      { lemma: 'random', status: 'learning', learningLevel: 1 },
      { lemma: 'screen', status: 'learning', learningLevel: 4 },
      { lemma: 'wow', status: 'ignored', learningLevel: null },
    ]);
    expect(await state(owner, 'screen')).toMatchObject({ status: 'learning', learningLevel: 4, isSaved: true });
    expect(await state(owner, 'keyboard')).toMatchObject({ status: 'learning', learningLevel: 1 });
    // New lemmas get an unsaved row: from the note's card when it has one, meanings in the native language.
    expect(await state(owner, 'cheap')).toEqual({
      status: 'learning',
      learningLevel: 1,
      isSaved: false,
      word: 'cheap',
      translation: 'bon marché',
      translationLanguage: 'fr',
    });
    expect(await state(owner, 'random')).toEqual({
      status: 'learning',
      learningLevel: 1,
      isSaved: false,
      word: 'random',
      translation: null,
      translationLanguage: 'fr',
    });
    expect(await state(owner, 'buy')).toBeUndefined();
    const [stored] = await db.select().from(quizResult).where(eq(quizResult.id, saved.id));
    expect(stored).toMatchObject({ userId: owner.id, noteId, language: 'en', source: 'note', score: 6, total: 9 });
    expect(stored!.answers).toHaveLength(9);
  });

  it('takes a known word back to learning 1 when it is missed', async () => {
    await post('/v3/quiz/result', { noteId, language: 'en', source: 'note', answers: [answer('battery', false)] });
    expect(await state(owner, 'battery')).toMatchObject({ status: 'learning', learningLevel: 1 });
  });

  it('validates the body', async () => {
    const message = async (payload: object) => (await post('/v3/quiz/result', payload)).json().message;
    const body = { language: 'en', source: 'saved', answers: [answer('x', true)] };
    expect(await message({ ...body, language: undefined })).toBe('language is required');
    expect(await message({ ...body, answers: [] })).toBe('answers is required');
    expect(await message({ ...body, source: 'exam' })).toBe('source: must be note or saved');
    expect(await message({ ...body, answers: [{ ...answer('x', true), correct: 'yes' }] })).toBe(
      'answers.0.correct: must be true or false',
    );
    expect(await message({ ...body, source: 'note' })).toBe('noteId is required for a quiz of a note');
    expect(await message({ ...body, noteId })).toBe('noteId: a quiz of saved items has no note');
    expect(await message({ ...body, source: 'note', noteId, language: 'de' })).toBe(
      "language must be the note's language (en)",
    );
  });

  it("answers 404 for another learner's note and changes nothing", async () => {
    const before = await state(owner, 'screen');
    const res = await post(
      '/v3/quiz/result',
      { noteId, language: 'en', source: 'note', answers: [answer('screen', false)] },
      stranger,
    );
    expect(res.statusCode).toBe(404);
    expect(await state(owner, 'screen')).toEqual(before);
    expect(await state(stranger, 'screen')).toBeUndefined();
  });
});

describe('GET /v3/quiz/results', () => {
  it("lists the learner's scores, newest first, of one note with noteId", async () => {
    const learner = await t.createUser();
    await post('/v3/quiz/result', { language: 'de', source: 'saved', answers: [answer('Haus', true)] }, learner);
    await post(
      '/v3/quiz/result',
      { language: 'de', source: 'saved', answers: [answer('Haus', true), answer('Hund', false)] },
      learner,
    );
    const { results } = (await get('/v3/quiz/results', learner)).json().entity;
    expect(results.map((r: { score: number; total: number }) => [r.score, r.total])).toEqual([
      [1, 2],
      [1, 1],
    ]);
    expect(results[0]).toMatchObject({
      noteId: null,
      noteTitle: null,
      language: 'de',
      source: 'saved',
      createdAt: expect.any(String),
    });

    const forNote = (await get(`/v3/quiz/results?noteId=${noteId}`)).json().entity.results;
    expect(forNote.map((r: { total: number }) => r.total)).toEqual([1, 9]);
    expect(forNote[0]).toMatchObject({ noteId, noteTitle: 'Phone review', source: 'note' });
    expect((await get('/v3/quiz/results?limit=1')).json().entity.results).toHaveLength(1);
    expect((await get('/v3/quiz/results?limit=0')).json().message).toBe('limit: must be a whole number from 1 to 100');
    expect((await get(`/v3/quiz/results?noteId=${noteId}`, learner)).statusCode).toBe(404);
  });
});
