import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewCard, userSentence, userVocab, vocabContext } from '../db/schema/learner.ts';
import { note } from '../db/schema/notes.ts';
import { profile } from '../db/schema/profiles.ts';
import { createTestApp, type TestApp, type TestUser } from '../test/app.ts';
import { parseStatus } from './csv-rows.ts';

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp({ providers: { speech: null } });
  owner = await t.createUser();
  const db = t.database.db;
  const [review] = await db
    .insert(note)
    .values({
      userId: owner.id,
      type: 'full_script',
      title: 'Review',
      language: 'en',
      source: 'youtube',
      lines: [{ text: 'The keyboard is great, "really".', start: 0, end: 2, words: [] }],
    })
    .returning();
  const word = (lemma: string, extra: Partial<typeof userVocab.$inferInsert> = {}) => ({
    userId: owner.id,
    language: 'en',
    lemma,
    word: lemma,
    translation: null,
    translationLanguage: 'fr',
    status: 'learning' as const,
    learningLevel: 1,
    isSaved: true,
    savedAt: new Date(),
    ...extra,
  });
  const [keyboard] = await db
    .insert(userVocab)
    .values(word('keyboard', { translation: 'clavier', learningLevel: 2 }))
    .returning();
  await db.insert(userVocab).values(word('-ish', { status: 'known', learningLevel: null }));
  await db.insert(userVocab).values(word('Haus', { language: 'de', translation: 'maison', translationLanguage: 'fr' }));
  await db.insert(userVocab).values(word('spot', { isSaved: false, savedAt: null }));
  await db.insert(vocabContext).values([
    { vocabId: keyboard!.id, noteId: review!.id, lineIndex: 0, text: 'The keyboard is great, "really".' },
    { vocabId: keyboard!.id, text: 'A keyboard, again.' },
  ]);
  await db.insert(userSentence).values([
    {
      userId: owner.id,
      language: 'en',
      text: 'I would buy it again.',
      meaning: "Je l'achèterais encore.",
      translationLanguage: 'fr',
      savedAt: new Date(),
    },
    {
      userId: owner.id,
      language: 'en',
      text: '=2+2 is four',
      meaning: null,
      translationLanguage: 'fr',
      savedAt: new Date(),
    },
  ]);
});
afterAll(() => t?.close());

const get = (url: string, user: TestUser | null = owner) => t.request({ method: 'GET', url, user });
const post = (url: string, payload: object, user: TestUser | null = owner) =>
  t.request({ method: 'POST', url, user, payload });

// One language after another, oldest first within each.
const VOCAB_CSV =
  '\uFEFFword,translation,context,language,status\r\n' +
  'Haus,maison,,de,learning 1\r\n' +
  'keyboard,clavier,"The keyboard is great, ""really"".\nA keyboard, again.",en,learning 2\r\n' +
  `"'-ish",,,en,known\r\n`;

describe('GET /v3/export/csv', () => {
  it('writes the saved words with their contexts and status, formulas defused', async () => {
    const res = await get('/v3/export/csv?kind=vocab');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="lingoclip-words.csv"; filename*=UTF-8''lingoclip-words.csv`,
    );
    expect(res.body).toBe(VOCAB_CSV);
    expect((await get('/v3/export/csv?kind=vocab&language=de')).body).toBe(
      '\uFEFFword,translation,context,language,status\r\nHaus,maison,,de,learning 1\r\n',
    );
  });

  it('writes the saved sentences', async () => {
    const res = await get('/v3/export/csv?kind=sentence&language=en');
    expect(res.headers['content-disposition']).toContain('filename="lingoclip-sentences-en.csv"');
    expect(res.body).toBe(
      '\uFEFFsentence,meaning,language\r\nI would buy it again.,Je l\'achèterais encore.,en\r\n"\'=2+2 is four",,en\r\n',
    );
  });

  it('validates the query and needs a session', async () => {
    expect((await get('/v3/export/csv')).json().message).toBe('kind is required');
    expect((await get('/v3/export/csv?kind=cards')).json().message).toBe('kind: must be vocab or sentence');
    expect((await get('/v3/export/csv?kind=vocab&language=xx')).json().message).toBe(
      'language: must be a language code from the translation list, like en, ko or pt-BR',
    );
    expect((await get('/v3/export/csv?kind=vocab', null)).statusCode).toBe(401);
    expect((await get('/v3/export/csv?kind=vocab', await t.createUser())).body).toBe(
      '\uFEFFword,translation,context,language,status\r\n',
    );
  });
});

const MIXED = [
  'status,word,language,translation',
  'learning 3,Hund,,chien',
  ',,de,',
  'known,Katze,xx,chat',
  'maybe,Baum,de,arbre',
  `2,${'w'.repeat(101)},de,`,
  'ignored,und,DE,',
  '"known,Maus,de',
].join('\n');

describe('POST /v3/import/csv/preview', () => {
  it('checks every row and writes nothing', async () => {
    const learner = await t.createUser();
    const res = await post('/v3/import/csv/preview', { kind: 'vocab', csv: MIXED, language: 'de', to: 'en' }, learner);
    expect(res.statusCode).toBe(200);
    const { rows, valid, invalid } = res.json().entity;
    expect({ valid, invalid }).toEqual({ valid: 2, invalid: 5 });
    expect(rows.map((r: { line: number; error: string | null }) => [r.line, r.error])).toEqual([
      [2, null],
      [3, 'word is required'],
      [4, 'language: unknown language "xx"'],
      [5, 'status: "maybe" is not a status; use new, learning, learning 1 to 4, known or ignored'],
      [6, 'word: must be at most 100 characters'],
      [7, null],
      [8, expect.stringMatching(/^the row is not valid CSV: /)],
    ]);
    expect(rows[0].values).toEqual({
      word: 'Hund',
      translation: 'chien',
      context: null,
      language: null,
      status: 'learning 3',
    });
    expect(await t.database.db.select().from(userVocab).where(eq(userVocab.userId, learner.id))).toEqual([]);
  });

  it('validates the body', async () => {
    const message = async (payload: object) => (await post('/v3/import/csv/preview', payload)).json().message;
    const body = { kind: 'vocab', csv: 'word\nx', language: 'de', to: 'en' };
    expect(await message({ ...body, csv: undefined })).toBe('csv is required');
    expect(await message({ ...body, to: undefined })).toBe('to is required');
    expect(await message({ ...body, kind: 'deck' })).toBe('kind: must be vocab or sentence');
    expect(await message({ ...body, language: 'klingon' })).toBe(
      'language: must be a language code from the translation list, like en, ko or pt-BR',
    );
    expect(await message({ ...body, csv: 'word,translation\n' })).toBe('csv: the file has no rows to import');
    expect(await message({ ...body, csv: `word\n${'a\n'.repeat(5001)}` })).toBe(
      'csv: the file has 5001 rows; import at most 5000 at a time',
    );
    expect((await post('/v3/import/csv/preview', body, null)).statusCode).toBe(401);
  });
});

describe('POST /v3/import/csv', () => {
  const words = (user: TestUser) =>
    t.database.db.select().from(userVocab).where(eq(userVocab.userId, user.id)).orderBy(asc(userVocab.lemma));

  it('refuses a file with an invalid row and writes nothing', async () => {
    const learner = await t.createUser();
    const res = await post('/v3/import/csv', { kind: 'vocab', csv: MIXED, language: 'de', to: 'en' }, learner);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      '5 of 7 rows are invalid (line 3: word is required); nothing was imported. Fix them, or import with skipInvalid to leave them out.',
    );
    expect(await words(learner)).toEqual([]);
  });

  it('with skipInvalid saves the valid rows whole and lists the others', async () => {
    const learner = await t.createUser();
    const res = await post(
      '/v3/import/csv',
      { kind: 'vocab', csv: MIXED, language: 'de', to: 'en', skipInvalid: true },
      learner,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().entity).toEqual({
      imported: 2,
      skipped: [3, 4, 5, 6, 8].map((line) => ({ line, error: expect.any(String) })),
    });
    expect(
      (await words(learner)).map((w) => [
        w.lemma,
        w.language,
        w.translation,
        w.translationLanguage,
        w.status,
        w.learningLevel,
        w.isSaved,
      ]),
    ).toEqual([
      ['Hund', 'de', 'chien', 'en', 'learning', 3, true],
      ['und', 'de', null, 'en', 'ignored', null, true],
    ]);
    const [counts] = await t.database.db
      .select({ words: profile.totalVocabCount })
      .from(profile)
      .where(eq(profile.userId, learner.id));
    expect(counts!.words).toBe(2);
    expect(await t.database.db.select().from(reviewCard).where(eq(reviewCard.userId, learner.id))).toHaveLength(2);
  });

  it('round-trips an export: the same words, contexts and statuses, meanings left empty stay empty', async () => {
    const learner = await t.createUser();
    const res = await post('/v3/import/csv', { kind: 'vocab', csv: VOCAB_CSV, language: 'en', to: 'fr' }, learner);
    expect(res.json().entity).toEqual({ imported: 3, skipped: [] });
    expect((await get('/v3/export/csv?kind=vocab', learner)).body).toBe(VOCAB_CSV);
    const [keyboard] = await t.database.db
      .select()
      .from(userVocab)
      .where(and(eq(userVocab.userId, learner.id), eq(userVocab.lemma, 'keyboard')));
    expect(
      (await t.database.db.select().from(vocabContext).where(eq(vocabContext.vocabId, keyboard!.id))).map((c) => [
        c.text,
        c.noteId,
      ]),
    ).toEqual([
      ['The keyboard is great, "really".', null],
      ['A keyboard, again.', null],
    ]);

    const sentences = (await get('/v3/export/csv?kind=sentence', owner)).body;
    expect(
      (await post('/v3/import/csv', { kind: 'sentence', csv: sentences, language: 'en', to: 'fr' }, learner)).json()
        .entity,
    ).toEqual({ imported: 2, skipped: [] });
    expect((await get('/v3/export/csv?kind=sentence', learner)).body).toBe(sentences);
    const [typed] = await t.database.db
      .select()
      .from(userSentence)
      .where(and(eq(userSentence.userId, learner.id), eq(userSentence.text, '=2+2 is four')));
    expect(typed).toMatchObject({ meaning: null, isSaved: true, translationLanguage: 'fr' });
  });

  it('reads a file without a header in the ADR column order, and saves the same word once', async () => {
    const learner = await t.createUser();
    const csv = 'Hund,dog,Der Hund schläft.,de,\nhund,,Ein Hund bellt.,,known\n';
    expect(
      (await post('/v3/import/csv', { kind: 'vocab', csv, language: 'de', to: 'en' }, learner)).json().entity,
    ).toEqual({ imported: 2, skipped: [] });
    const [row, ...others] = await words(learner);
    expect(others).toEqual([]);
    expect(row).toMatchObject({ word: 'Hund', translation: 'dog', status: 'known', isSaved: true });
    expect(
      (await t.database.db.select().from(vocabContext).where(eq(vocabContext.vocabId, row!.id)))
        .map((c) => c.text)
        .sort(),
    ).toEqual(['Der Hund schläft.', 'Ein Hund bellt.']);
  });

  it('saves new rows together and rows the learner has again, one by one, as a save would', async () => {
    const learner = await t.createUser();
    const first = 'word,translation,context,status\ncat,,A cat.,learning 2\nsun,soleil,,\n';
    await post('/v3/import/csv', { kind: 'vocab', csv: first, language: 'en', to: 'fr' }, learner);
    // cat is had (its translation filled, status as the file says), dog is new and met twice, moon is new.
    const again =
      'word,translation,context,status\ncat,chat,Another cat.,known\ndog,chien,A dog.,\nmoon,lune,,\ndog,,Two dogs.,\n';
    expect(
      (await post('/v3/import/csv', { kind: 'vocab', csv: again, language: 'en', to: 'fr' }, learner)).json().entity,
    ).toEqual({
      imported: 4,
      skipped: [],
    });
    const saved = await words(learner);
    expect(saved.map((w) => [w.lemma, w.translation, w.status, w.learningLevel])).toEqual([
      ['cat', 'chat', 'known', null],
      ['dog', 'chien', 'learning', 1],
      ['moon', 'lune', 'learning', 1],
      ['sun', 'soleil', 'learning', 1],
    ]);
    const contexts = async (lemma: string) =>
      (
        await t.database.db
          .select()
          .from(vocabContext)
          .where(eq(vocabContext.vocabId, saved.find((w) => w.lemma === lemma)!.id))
      )
        .map((c) => c.text)
        .sort();
    expect(await contexts('cat')).toEqual(['A cat.', 'Another cat.']);
    expect(await contexts('dog')).toEqual(['A dog.', 'Two dogs.']);
    const [counts] = await t.database.db
      .select({ words: profile.totalVocabCount })
      .from(profile)
      .where(eq(profile.userId, learner.id));
    expect(counts!.words).toBe(4);
    expect(await t.database.db.select().from(reviewCard).where(eq(reviewCard.userId, learner.id))).toHaveLength(4);

    // Sentences: the same text again (case and spacing aside) is the same sentence, its meaning filled once.
    const sentences = 'sentence,meaning\nGood morning.,\nSee you soon.,À bientôt.\ngood  MORNING.,Bonjour.\n';
    await post('/v3/import/csv', { kind: 'sentence', csv: sentences, language: 'en', to: 'fr' }, learner);
    const rows = await t.database.db
      .select()
      .from(userSentence)
      .where(eq(userSentence.userId, learner.id))
      .orderBy(asc(userSentence.createdAt), asc(userSentence.text));
    expect(rows.map((r) => [r.text, r.meaning])).toEqual([
      ['Good morning.', 'Bonjour.'],
      ['See you soon.', 'À bientôt.'],
    ]);
  });

  it('checks sentence rows', async () => {
    const res = await post('/v3/import/csv/preview', {
      kind: 'sentence',
      csv: `sentence,meaning\nGuten Tag.,Good day.\n,Hello\n${'x'.repeat(1001)},`,
      language: 'de',
      to: 'en',
    });
    expect(res.json().entity.rows.map((r: { error: string | null }) => r.error)).toEqual([
      null,
      'sentence is required',
      'sentence: must be at most 1000 characters',
    ]);
  });
});

describe('parseStatus', () => {
  it('reads the statuses spreadsheets and LingQ write', () => {
    expect(
      ['', 'new', 'learning', 'Learning 4', 'learning-2', '3', 'known', 'IGNORED', 'learning 5', 'unknown'].map((s) =>
        parseStatus(s),
      ),
    ).toEqual([
      { status: null, learningLevel: null },
      { status: null, learningLevel: null },
      { status: 'learning', learningLevel: 1 },
      { status: 'learning', learningLevel: 4 },
      { status: 'learning', learningLevel: 2 },
      { status: 'learning', learningLevel: 3 },
      { status: 'known', learningLevel: null },
      { status: 'ignored', learningLevel: null },
      null,
      null,
    ]);
  });
});
