import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userVocab, vocabContext } from '../db/schema/learner.ts';
import type { TestApp, TestUser } from '../test/app.ts';
import { cardOf, counters, createLearner, insertNote, learnerTestApp, timed } from './test/fixtures.ts';
import { NOTE_NOT_FOUND } from '../notes/access.ts';

const LINES = [
  'The screen is bright, and the keyboards are better than I expected.',
  'My new keyboard is loud.',
  'She studies every morning.',
];

let t: TestApp;
let calls: Awaited<ReturnType<typeof learnerTestApp>>['calls'];
let owner: TestUser;
let stranger: TestUser;
let noteId: string;
beforeAll(async () => {
  ({ t, calls } = await learnerTestApp({
    keyboards: 'claviers',
    keyboard: 'clavier',
    screen: 'écran',
    morning: 'matin',
  }));
  owner = await createLearner(t);
  stranger = await createLearner(t);
  noteId = await insertNote(t, owner, LINES, { title: 'Keyboard review' });
});
afterAll(() => t?.close());

const save = (payload: object | undefined, user: TestUser | null = owner) =>
  t.request({ method: 'POST', url: '/v3/user-vocab', user, ...(payload ? { payload } : {}) });
const list = async (query: string, user: TestUser = owner) => {
  const res = await t.request({ method: 'GET', url: `/v3/user-vocab/list?${query}`, user });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().entity as { vocabs: { id: string; lemma: string }[]; hasMore: boolean };
};

describe('POST /v3/user-vocab', () => {
  it('answers the spec messages for missing or wrong fields', async () => {
    const message = async (payload: object | undefined) => (await save(payload)).json().message;
    expect(await message(undefined)).toBe('word is required');
    expect(await message({ word: '  ', from: 'en', to: 'fr' })).toBe('word is required');
    expect(await message({ word: 'loud' })).toBe('from is required');
    expect(await message({ word: 'loud', from: 'en' })).toBe('to is required');
    expect(await message({ word: 'loud', from: 'xx', to: 'fr' })).toBe(
      'from: must be a language code from the translation list, like en, ko or pt-BR',
    );
    expect(await message({ word: 'loud', from: 'en', to: 'fr', sentenceId: 1 })).toBe('noteId is required');
    expect(await message({ word: 'loud', from: 'en', to: 'fr', noteId })).toBe('sentenceId is required');
    expect(await message({ word: 'loud', from: 'en', to: 'fr', noteId, sentenceId: 7 })).toBe(
      'sentenceId: the note has no line 7 (its lines are 0 to 2)',
    );
    expect(await message({ word: 'loud', from: 'de', to: 'fr', noteId, sentenceId: 1 })).toBe(
      "from must be the note's language (en)",
    );
    expect((await save({ word: 'loud', from: 'en', to: 'fr' }, null)).statusCode).toBe(401);
  });

  it("takes a note's regional language (en-GB) and files the word under its base language", async () => {
    const learner = await createLearner(t);
    const british = await insertNote(t, learner, ['The colour is lovely.'], { language: 'en-GB' });
    const res = await save({ word: 'colour', from: 'en-GB', to: 'fr', noteId: british, sentenceId: 0 }, learner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().entity).toMatchObject({ lemma: 'colour', language: 'en' });
    expect((await save({ word: 'colour', from: 'xx-GB', to: 'fr' }, learner)).json().message).toBe(
      'from: must be a language code from the translation list, like en, ko or pt-BR',
    );
  });

  it('caps every field, lines of notes too', async () => {
    const message = async (payload: object) => (await save({ word: 'loud', from: 'en', to: 'fr', ...payload })).json();
    for (const sentenceId of [2 ** 31, 1_000_001, '99999999999999999999'])
      expect(await message({ noteId, sentenceId })).toMatchObject({
        message: 'sentenceId: must be the index of a line of the note',
        reason: 'must_be_line_index',
      });
    expect((await message({ word: 'w'.repeat(101) })).message).toBe('word: must be at most 100 characters');
    expect((await message({ context: 'c'.repeat(1001) })).message).toBe('context: must be at most 1000 characters');
    expect((await message({ translation: 't'.repeat(501) })).message).toBe(
      'translation: must be at most 500 characters',
    );
  });

  it("answers 404 for another learner's note", async () => {
    const res = await save({ word: 'loud', from: 'en', to: 'fr', noteId, sentenceId: 1 }, stranger);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found', message: NOTE_NOT_FOUND });
  });

  it('saves the lemma of the word in its line, translated, learning, with its context and a new review card', async () => {
    calls.length = 0;
    const res = await save({ word: 'keyboards', from: 'en', to: 'fr', noteId, sentenceId: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const vocab = res.json().entity;
    expect(vocab).toMatchObject({
      word: 'keyboards',
      lemma: 'keyboard',
      pos: 'noun',
      language: 'en',
      translation: 'claviers',
      translationLanguage: 'fr',
      status: 'learning',
      learningLevel: 1,
      isSaved: true,
      savedAt: expect.any(String),
      contexts: [
        {
          text: LINES[0],
          noteId,
          noteTitle: 'Keyboard review',
          sentenceId: 0,
          start: 0,
          end: timed(LINES[0]!, 0).end,
          ytId: 'GJLlxj_dtq8',
        },
      ],
      review: { state: 'new', reps: 0, lapses: 0 },
    });
    expect(calls).toEqual([expect.objectContaining({ text: 'keyboards', from: 'en', to: 'fr', context: LINES[0] })]);
    expect(await cardOf(t, { vocabId: vocab.id })).toMatchObject({ id: vocab.review.cardId, active: true });
    expect((await counters(t, owner.id)).vocab).toBe(1);
  });

  it('saving the same lemma again adds the new context only, keeps the translation and asks no translator', async () => {
    const first = (await save({ word: 'keyboards', from: 'en', to: 'fr', noteId, sentenceId: 0 })).json().entity;
    calls.length = 0;
    const again = (
      await save({ word: 'Keyboard', from: 'en', to: 'fr', noteId, sentenceId: 1, translation: 'touches' })
    ).json().entity;
    const twice = (await save({ word: 'keyboard', from: 'en', to: 'fr', noteId, sentenceId: 1 })).json().entity;
    expect(calls).toEqual([]);
    expect(again.id).toBe(first.id);
    expect(twice).toMatchObject({ id: first.id, word: 'keyboards', translation: 'claviers', savedAt: first.savedAt });
    expect(twice.contexts.map((c: { sentenceId: number }) => c.sentenceId)).toEqual([0, 1]);
    expect(
      await t.database.db.$count(userVocab, and(eq(userVocab.userId, owner.id), eq(userVocab.lemma, 'keyboard'))),
    ).toBe(1);
    expect((await counters(t, owner.id)).vocab).toBe(1);
  });

  it('keeps a free-text context once per text, and none when there is none', async () => {
    const body = { word: 'loudly', from: 'en', to: 'fr', context: 'He  laughed loudly.' };
    const first = (await save(body)).json().entity;
    const again = (await save(body)).json().entity;
    expect(again.id).toBe(first.id);
    expect(again.contexts).toEqual([
      expect.objectContaining({ text: 'He  laughed loudly.', noteId: null, noteTitle: null, sentenceId: null }),
    ]);
    const bare = (await save({ word: 'quiet', from: 'en', to: 'fr' })).json().entity;
    expect(bare).toMatchObject({ lemma: 'quiet', contexts: [], translation: null });
  });

  it('uses the given translation, and saves without one when the translator fails', async () => {
    expect(
      (await save({ word: 'bright', from: 'en', to: 'fr', translation: ' brillant ' })).json().entity.translation,
    ).toBe('brillant');
    const res = await save({ word: 'BOOM', from: 'en', to: 'fr' });
    expect(res.statusCode).toBe(200);
    expect(res.json().entity).toMatchObject({ word: 'BOOM', translation: null, isSaved: true });
  });

  it('files regional variants under their language and keeps a status the word already had', async () => {
    const db = t.database.db;
    await db.insert(userVocab).values([
      {
        userId: owner.id,
        language: 'en',
        lemma: 'morning',
        word: 'morning',
        translationLanguage: 'fr',
        status: 'known',
        learningLevel: null,
      },
      {
        userId: owner.id,
        language: 'en',
        lemma: 'every',
        word: 'every',
        translationLanguage: 'fr',
        status: 'new',
        learningLevel: null,
      },
    ]);
    const known = (await save({ word: 'morning', from: 'en', to: 'fr', noteId, sentenceId: 2 })).json().entity;
    expect(known).toMatchObject({
      language: 'en',
      status: 'known',
      learningLevel: null,
      isSaved: true,
      translation: 'matin',
    });
    expect((await save({ word: 'every', from: 'en', to: 'fr' })).json().entity).toMatchObject({
      status: 'learning',
      learningLevel: 1,
    });
    const canadian = (await save({ word: 'maison', from: 'fr-CA', to: 'en' })).json().entity;
    expect((await save({ word: 'maison', from: 'fr', to: 'en' })).json().entity).toMatchObject({
      id: canadian.id,
      language: 'fr',
    });
  });

  it('saves a word picked in a note line under the lemma the transcript is tinted by', async () => {
    const korean = await insertNote(t, owner, ['학교에서 친구를 만났어요'], { language: 'ko' });
    const saved = (await save({ word: '학교에서', from: 'ko', to: 'fr', noteId: korean, sentenceId: 0 })).json().entity;
    const status = await t.request({ method: 'GET', url: `/v3/note/${korean}/word-status`, user: owner });
    const lineLemmas = status.json().entity.lines[0] as string[];
    expect(saved.lemma).toBe(lineLemmas[0]);
    expect(saved.lemma).toBe('학교');
    expect(status.json().entity.statuses[saved.lemma]).toMatchObject({ status: 'learning', learningLevel: 1 });
  });
});

describe('GET /v3/user-vocab/list', () => {
  let reader: TestUser;
  let readerNote: string;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    reader = await createLearner(t);
    readerNote = await insertNote(t, reader, LINES);
    for (const [word, from, sentenceId] of [
      ['screen', 'en', 0],
      ['loud', 'en', 1],
      ['studies', 'en', 2],
      ['Haus', 'de', null],
      ['morning', 'en', 2],
    ] as const) {
      const body =
        sentenceId === null ? { word, from, to: 'fr' } : { word, from, to: 'fr', noteId: readerNote, sentenceId };
      ids[word] = (await save(body, reader)).json().entity.id;
    }
    await t.request({ method: 'PUT', url: `/v3/user-vocab/${ids.loud}/toggle-save`, user: reader });
    await t.database.db
      .update(userVocab)
      .set({ status: 'known', learningLevel: null })
      .where(eq(userVocab.id, ids.screen!));
  });

  it('lists newest first and pages by lastId without gaps or repeats', async () => {
    const first = await list('limit=2', reader);
    expect(first).toMatchObject({ hasMore: true });
    expect(first.vocabs.map((v) => v.id)).toEqual([ids.morning, ids.Haus]);
    const second = await list(`limit=2&lastId=${first.vocabs[1]!.id}`, reader);
    expect(second.vocabs.map((v) => v.id)).toEqual([ids.studies, ids.loud]);
    const last = await list(`limit=2&lastId=${second.vocabs[1]!.id}`, reader);
    expect(last).toEqual({ vocabs: [expect.objectContaining({ id: ids.screen })], hasMore: false });
  });

  it('filters by isSaved, language, status, note and text', async () => {
    const lemmas = async (query: string) => (await list(query, reader)).vocabs.map((v) => v.lemma);
    expect(await lemmas('isSaved=false')).toEqual(['loud']);
    expect(await lemmas('isSaved=true&language=de')).toEqual(['Haus']);
    expect(await lemmas('status=known')).toEqual(['screen']);
    expect(await lemmas(`noteId=${readerNote}&isSaved=true`)).toEqual(['morning', 'study', 'screen']);
    expect(await lemmas('text=%20SCREEN%20')).toEqual(['screen']);
    expect(
      (await t.request({ method: 'GET', url: `/v3/user-vocab/list?noteId=${noteId}`, user: reader })).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: '/v3/user-vocab/list?isSaved=maybe', user: reader })).json().message,
    ).toBe('isSaved: must be true or false');
    expect(
      (await t.request({ method: 'GET', url: '/v3/user-vocab/list?limit=500', user: reader })).json().message,
    ).toBe('limit: must be a number from 1 to 100');
  });

  it("never shows another learner's words", async () => {
    expect((await list('', stranger)).vocabs).toEqual([]);
  });

  it('keeps contexts unique per word, note and line in the database too', async () => {
    const contexts = await t.database.db.select().from(vocabContext).where(eq(vocabContext.vocabId, ids.screen!));
    expect(contexts).toHaveLength(1);
  });
});

describe('OpenAPI', () => {
  it('documents every saved-word, saved-sentence and import route', async () => {
    const res = await t.request({ method: 'GET', url: '/v3/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, unknown>>;
    const expected = [
      ['post', '/v3/user-vocab'],
      ['get', '/v3/user-vocab/list'],
      ['put', '/v3/user-vocab/{vocabId}/toggle-save'],
      ['post', '/v3/user-vocab/extract-word-meanings'],
      ['post', '/v3/user-vocab/{vocabId}/audio'],
      ['post', '/v3/user-vocab/reset-saved'],
      ['post', '/v3/user-vocab/delete-vocab-list'],
      ['post', '/v3/user-sentence'],
      ['get', '/v3/user-sentence/list'],
      ['put', '/v3/user-sentence/{sentenceId}/toggle-save'],
      ['post', '/v3/user-sentence/reset-saved'],
      ['post', '/v3/user-sentence/{sentenceId}/audio'],
      ['post', '/v3/user-sentence/extract-sentence-meanings'],
      ['post', '/v3/user-sentence/delete-sentence-list'],
      ['post', '/v3/flashcard/import-vocab'],
      ['post', '/v3/flashcard/import-sentences'],
    ] as const;
    for (const [method, path] of expected) expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });
});
