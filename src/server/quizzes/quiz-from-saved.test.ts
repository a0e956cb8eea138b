import { beforeAll, describe, expect, it } from 'vitest';
import { userSentence, userVocab, vocabContext } from '../db/schema/learner.ts';
import type { TestApp, TestUser } from '../test/app.ts';
import { type Question, quizFixture } from './test-quiz-world.ts';

const fx = quizFixture();
let t: TestApp;
let owner: TestUser;
beforeAll(() => {
  ({ t, owner } = fx);
});

const get = (url: string, user: TestUser | null = owner) => t.request({ method: 'GET', url, user });

describe('GET /v3/quiz from saved items', () => {
  it('asks to save a few words first, then quizzes the saved ones of the language', async () => {
    const learner = await t.createUser();
    await t.request({
      method: 'PUT',
      url: '/v3/user/language-setting',
      user: learner,
      payload: { nativeLanguage: 'en', mainLearningLanguage: { language: 'de', level: 'beginner' } },
    });
    const tooFew = await get('/v3/quiz', learner);
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json().message).toBe(
      'Save a few words first: a quiz needs at least 4 saved words or sentences in German (you have 0).',
    );

    const db = t.database.db;
    const saved = (lemma: string, translation: string, extra: Partial<typeof userVocab.$inferInsert> = {}) => ({
      userId: learner.id,
      language: 'de',
      lemma,
      word: lemma,
      translation,
      translationLanguage: 'en',
      status: 'learning' as const,
      learningLevel: 1,
      isSaved: true,
      savedAt: new Date(),
      ...extra,
    });
    const vocab = await db
      .insert(userVocab)
      .values([
        saved('Haus', 'house'),
        saved('Hund', 'dog'),
        saved('Katze', 'cat'),
        saved('Baum', 'tree'),
        saved('Brot', 'bread', { isSaved: false, savedAt: null }),
        saved('und', 'and', { status: 'ignored', learningLevel: null }),
        { ...saved('house', 'maison'), language: 'en' },
      ])
      .returning();
    const haus = vocab.find((v) => v.lemma === 'Haus')!;
    await db.insert(vocabContext).values({ vocabId: haus.id, text: 'Das Haus ist groß.' });
    await db.insert(userSentence).values({
      userId: learner.id,
      language: 'de',
      text: 'Ich habe einen kleinen Hund.',
      meaning: 'I have a small dog.',
      translationLanguage: 'en',
      savedAt: new Date(),
    });

    const quiz = (await get('/v3/quiz?count=50&seed=s', learner)).json().entity;
    expect(quiz).toMatchObject({ source: 'saved', noteId: null, language: 'de' });
    const asked = new Set(quiz.questions.map((q: Question) => q.item.lemma ?? q.item.kind));
    expect(asked).toEqual(new Set(['Haus', 'Hund', 'Katze', 'Baum', 'sentence']));
    expect(quiz.questions.find((q: Question) => q.kind === 'cloze')).toMatchObject({
      item: { id: haus.id },
      prompt: 'Das _____ ist groß.',
      answer: 'Haus',
    });
    expect(quiz.questions.find((q: Question) => q.kind === 'ordering')).toMatchObject({
      sentence: 'Ich habe einen kleinen Hund.',
      prompt: 'I have a small dog.',
    });
    // The unsaved word's meaning is a wrong answer elsewhere, never a question.
    expect(quiz.questions.some((q: Question) => q.choices?.includes('bread'))).toBe(true);

    expect((await get('/v3/quiz?language=en', learner)).json().message).toBe(
      'Save a few words first: a quiz needs at least 4 saved words or sentences in English (you have 1).',
    );
    await db
      .insert(userVocab)
      .values(['car', 'tree', 'dog'].map((lemma) => ({ ...saved(lemma, 'x'), language: 'en', translation: null })));
    expect((await get('/v3/quiz?kinds=meaning&language=en', learner)).json().message).toMatch(
      /^These cards cannot make meaning questions yet/,
    );
    expect((await get('/v3/quiz?kinds=listening&language=en&seed=1', learner)).json().entity.questions).toHaveLength(4);
  });
});
