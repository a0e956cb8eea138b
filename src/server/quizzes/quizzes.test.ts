import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSentence, userVocab, vocabContext } from '../db/schema/learner.ts';
import { flashcard } from '../db/schema/material.ts';
import { note, type StoredLine } from '../db/schema/notes.ts';
import { quizResult } from '../db/schema/quizzes.ts';
import type { SpeechSynthesizer } from '../providers/speech/types.ts';
import { createTestApp, type TestApp, type TestUser } from '../test/app.ts';

const spoken: string[] = [];
const speech: SpeechSynthesizer = {
  name: 'espeak',
  voiceFor: () => 'test-voice',
  async synthesize(text, lang) {
    spoken.push(`${lang}:${text}`);
    return { audio: Buffer.from(`ID3 ${text}`), mimeType: 'audio/mpeg' };
  },
};

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let noteId: string;

const line = (text: string, start: number): StoredLine => ({ text, start, end: start + 2, words: [] });
const LINES = [
  line('The screen is bright and the keyboard is great.', 0),
  line('Battery life is the weak spot.', 3),
  line('I would buy it again.', 6),
  line('It was cheap, really.', 9),
];
const WORDS: [string, string, string, number][] = [
  ['screen', 'screen', 'écran', 0],
  ['keyboard', 'keyboard', 'clavier', 0],
  ['Battery', 'battery', 'batterie', 1],
  ['cheap', 'cheap', 'bon marché', 3],
  ['buy', 'buy', 'acheter', 2],
];

beforeAll(async () => {
  t = await createTestApp({ providers: { speech } });
  owner = await t.createUser();
  stranger = await t.createUser();
  await t.request({
    method: 'PUT',
    url: '/v3/user/language-setting',
    user: owner,
    payload: { nativeLanguage: 'fr', mainLearningLanguage: { language: 'en', level: 'beginner' } },
  });
  const [row] = await t.database.db
    .insert(note)
    .values({
      userId: owner.id,
      videoId: 'GJLlxj_dtq8',
      type: 'full_script',
      title: 'Phone review',
      language: 'en',
      source: 'youtube',
      endAt: 60,
      lines: LINES,
    })
    .returning();
  noteId = row!.id;
  const base = {
    noteId,
    userId: owner.id,
    fromLanguage: 'en',
    toLanguage: 'fr',
    source: 'generated' as const,
    start: 0,
    end: 2,
  };
  await t.database.db.insert(flashcard).values([
    ...WORDS.map(([front, lemma, translation, lineIndex]) => ({
      ...base,
      kind: 'word' as const,
      front,
      lemma,
      translation,
      context: LINES[lineIndex]!.text,
      lineIndex,
    })),
    {
      ...base,
      kind: 'sentence' as const,
      front: LINES[1]!.text,
      translation: 'La batterie est le point faible.',
      context: LINES[1]!.text,
      lineIndex: 1,
    },
    {
      ...base,
      kind: 'sentence' as const,
      front: LINES[2]!.text,
      translation: "Je l'achèterais encore.",
      context: LINES[2]!.text,
      lineIndex: 2,
    },
  ]);
});
afterAll(() => t?.close());

const get = (url: string, user: TestUser | null = owner) => t.request({ method: 'GET', url, user });
const post = (url: string, payload: object, user: TestUser | null = owner) =>
  t.request({ method: 'POST', url, user, payload });

type Question = {
  id: string;
  kind: string;
  item: { kind: string; id: string; lemma: string | null };
  prompt: string | null;
  sentence: string | null;
  choices?: string[] | null;
  answer: string | number[];
  audio?: { url: string | null; text: string };
  words?: string[];
  separator?: string;
  mode?: string;
};

describe('GET /v3/quiz from a note', () => {
  it("asks every kind about the note's cards, with answers that grade", async () => {
    const res = await get(`/v3/quiz?noteId=${noteId}&count=12&seed=fixed`);
    expect(res.statusCode).toBe(200);
    const quiz = res.json().entity as {
      source: string;
      noteId: string;
      language: string;
      seed: string;
      questions: Question[];
    };
    expect(quiz).toMatchObject({ source: 'note', noteId, language: 'en', seed: 'fixed' });
    expect(quiz.questions).toHaveLength(12);
    expect(new Set(quiz.questions.map((q) => q.kind))).toEqual(new Set(['meaning', 'cloze', 'listening', 'ordering']));
    const cards = await t.database.db.select().from(flashcard).where(eq(flashcard.noteId, noteId));
    for (const q of quiz.questions) {
      const card = cards.find((c) => c.id === q.item.id)!;
      expect(q.item).toEqual({ kind: card.kind, id: card.id, lemma: card.kind === 'word' ? card.lemma : null });
      if (q.kind === 'meaning')
        expect([q.answer, q.choices!.includes(q.answer as string)]).toEqual([card.translation, true]);
      if (q.kind === 'cloze') expect((q.prompt as string).replace('_____', q.answer as string)).toBe(card.context);
      if (q.kind === 'ordering')
        expect((q.answer as number[]).map((i) => q.words![i]).join(q.separator)).toBe(card.front);
      if (q.kind === 'listening') {
        expect(q.prompt).toBeNull();
        expect(q.audio).toMatchObject({
          text: card.front,
          url: expect.stringMatching(/^\/v3\/audio\/file\/[0-9a-f]{64}$/),
        });
        expect(spoken).toContain(`en:${card.front}`);
        expect((await get(q.audio!.url!, null)).body).toBe(`ID3 ${card.front}`);
      }
    }
  });

  it('is the same quiz for the same seed, and another without one', async () => {
    const a = (await get(`/v3/quiz?noteId=${noteId}&seed=abc`)).json().entity;
    expect((await get(`/v3/quiz?noteId=${noteId}&seed=abc`)).json().entity).toEqual(a);
    const unseeded = await Promise.all(
      [1, 2, 3].map(async () => (await get(`/v3/quiz?noteId=${noteId}`)).json().entity),
    );
    expect(new Set(unseeded.map((q) => q.seed)).size).toBe(3);
    expect(new Set(unseeded.map((q) => JSON.stringify(q.questions))).size).toBeGreaterThan(1);
  });

  it('keeps to the kinds and count asked for', async () => {
    const { questions } = (await get(`/v3/quiz?noteId=${noteId}&kinds=ordering,cloze&count=3&seed=k`)).json().entity;
    expect(questions).toHaveLength(3);
    expect(questions.every((q: Question) => ['ordering', 'cloze'].includes(q.kind))).toBe(true);
    const repeated = (await get(`/v3/quiz?noteId=${noteId}&kinds=ordering&kinds=ordering&seed=k`)).json().entity
      .questions;
    expect(repeated.map((q: Question) => q.item.id).sort()).toEqual(cards('sentence'));
  });

  it('explains bad parameters', async () => {
    const message = async (query: string) => (await get(`/v3/quiz?${query}`)).json().message;
    expect(await message(`noteId=${noteId}&kinds=meaning,essay`)).toBe(
      'kinds: must be a comma-separated list of meaning, cloze, listening, ordering ("essay" is not one)',
    );
    expect(await message(`noteId=${noteId}&count=0`)).toBe('count: must be a whole number from 1 to 50');
    expect(await message(`noteId=${noteId}&count=many`)).toBe('count: must be a whole number from 1 to 50');
    expect(await message('noteId=nope')).toBe('noteId: must be a note id');
    expect(await message('language=xx')).toBe(
      'language: must be a language code from the translation list, like en, ko or pt-BR',
    );
  });

  it("answers 404 for another learner's note and 401 without a session", async () => {
    expect((await get(`/v3/quiz?noteId=${noteId}`, stranger)).statusCode).toBe(404);
    expect((await get(`/v3/quiz?noteId=${noteId}`, null)).statusCode).toBe(401);
  });
});

let cardIds: { word: string[]; sentence: string[] } = { word: [], sentence: [] };
const cards = (kind: 'word' | 'sentence') => cardIds[kind];
beforeAll(async () => {
  const rows = await t.database.db.select().from(flashcard).where(eq(flashcard.noteId, noteId));
  cardIds = {
    word: rows
      .filter((r) => r.kind === 'word')
      .map((r) => r.id)
      .sort(),
    sentence: rows
      .filter((r) => r.kind === 'sentence')
      .map((r) => r.id)
      .sort(),
  };
});

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
