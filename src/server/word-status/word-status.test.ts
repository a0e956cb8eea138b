import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noteKnowledge as noteKnowledgeCache, noteLexicon, noteWord, userVocab } from '../db/schema/learner.ts';
import { note, type StoredLine } from '../db/schema/notes.ts';
import { splitWords } from '../providers/youtube/words.ts';
import { createTestApp, type TestApp, type TestUser } from '../test/app.ts';
import { noteKnowledge } from '../learner/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const db = () => t.database.db;
const line = (text: string): StoredLine => ({
  text,
  start: 0,
  end: 1,
  words: splitWords(text, 'en').map((w) => ({ text: w, start: 0, end: 1 })),
});
const LINES = [
  line('The keyboards are better than the old keyboard.'),
  line('I saw 3 cats, Anna.'),
  line('Cats sleep.'),
];

async function learner(native = 'fr'): Promise<TestUser> {
  const user = await t.createUser();
  await t.request({
    method: 'PUT',
    url: '/v3/user/language-setting',
    user,
    payload: { nativeLanguage: native, mainLearningLanguage: { language: 'en', level: 'beginner' } },
  });
  return user;
}
async function noteOf(user: TestUser, lines = LINES, language = 'en') {
  const [row] = await db()
    .insert(note)
    .values({ userId: user.id, type: 'subtitle_import', title: 'Cats', language, source: 'import', lines })
    .returning();
  return row!.id;
}
const setStatus = (user: TestUser | null, payload: object) =>
  t.request({ method: 'PUT', url: '/v3/user-vocab/status', user, payload });
const wordStatus = (user: TestUser | null, noteId: string) =>
  t.request({ method: 'GET', url: `/v3/note/${noteId}/word-status`, user });

describe('PUT /v3/user-vocab/status', () => {
  it("creates an unsaved row in the learner's native language, with the lemma from the engine, and changes it after", async () => {
    const user = await learner('ko');
    const res = await setStatus(user, { language: 'en', word: 'keyboards', status: 'known' });
    expect(res.statusCode).toBe(200);
    const { entity } = res.json();
    expect(entity).toMatchObject({ lemma: 'keyboard', status: 'known', learningLevel: null });
    const [row] = await db().select().from(userVocab).where(eq(userVocab.id, entity.vocabId));
    expect(row).toMatchObject({
      userId: user.id,
      language: 'en',
      lemma: 'keyboard',
      word: 'keyboards',
      translationLanguage: 'ko',
      isSaved: false,
      status: 'known',
    });

    // The same lemma from another form, and from a regional caption track, is the same row.
    const again = (
      await setStatus(user, {
        language: 'en-GB',
        word: 'Keyboard',
        lemma: 'keyboard',
        status: 'learning',
        learningLevel: 3,
      })
    ).json().entity;
    expect(again).toEqual({ vocabId: entity.vocabId, lemma: 'keyboard', status: 'learning', learningLevel: 3 });
    expect(
      (await setStatus(user, { language: 'en', word: 'keyboard', status: 'learning' })).json().entity.learningLevel,
    ).toBe(1);
    expect((await setStatus(user, { language: 'en', word: 'keyboard', status: 'new' })).json().entity).toEqual({
      vocabId: entity.vocabId,
      lemma: 'keyboard',
      status: 'new',
      learningLevel: null,
    });
    expect(await db().select().from(userVocab).where(eq(userVocab.userId, user.id))).toHaveLength(1);
    // Back to new for a word with no row stores nothing.
    expect((await setStatus(user, { language: 'en', word: 'zebras', status: 'new' })).json().entity).toEqual({
      vocabId: null,
      lemma: 'zebra',
      status: 'new',
      learningLevel: null,
    });
    expect(await db().select().from(userVocab).where(eq(userVocab.userId, user.id))).toHaveLength(1);
  });

  it('explains what is wrong', async () => {
    const user = await learner();
    const message = async (payload: object) => (await setStatus(user, payload)).json().message;
    expect(await message({ word: 'cat', status: 'known' })).toBe('language is required');
    expect(await message({ language: 'en', status: 'known' })).toBe('word is required');
    expect(await message({ language: 'en', word: 'cat' })).toBe('status is required');
    expect(await message({ language: 'en', word: 'cat', status: 'famous' })).toBe(
      'status: must be one of new, learning, known, ignored',
    );
    // A code of the one language list (common/languages.ts) or a regional variant of one, not anything shaped like a code.
    for (const language of ['English', 'xx', 'xx-GB', 'en-GB-x-'])
      expect(await message({ language, word: 'cat', status: 'known' })).toBe(
        'language: must be a language code from the translation list, like en, ko or pt-BR',
      );
    const statuses = await t.request({ method: 'GET', url: '/v3/user-vocab/statuses?language=xx', user });
    expect(statuses.statusCode).toBe(400);
    expect(await message({ language: 'en', word: 'cat', status: 'learning', learningLevel: 5 })).toBe(
      'learningLevel: must be a whole number from 1 to 4',
    );
    expect(await message({ language: 'en', word: 'cat', status: 'known', learningLevel: 2 })).toBe(
      'learningLevel goes only with status learning',
    );
    expect((await setStatus(null, { language: 'en', word: 'cat', status: 'known' })).statusCode).toBe(401);
  });
});

describe('GET /v3/user-vocab/statuses', () => {
  it("gives the learner's statuses in a language, never another learner's", async () => {
    const [user, other] = [await learner(), await learner()];
    await setStatus(user, { language: 'en', word: 'cats', status: 'learning', learningLevel: 2 });
    await setStatus(user, { language: 'en', word: 'Anna', lemma: 'Anna', status: 'ignored' });
    await setStatus(user, { language: 'en', word: 'sleep', status: 'new' });
    await setStatus(user, { language: 'de', word: 'Katze', lemma: 'Katze', status: 'known' });
    await setStatus(other, { language: 'en', word: 'dog', status: 'known' });
    const { entity } = (await t.request({ method: 'GET', url: '/v3/user-vocab/statuses?language=en', user })).json();
    expect(entity).toEqual({
      language: 'en',
      statuses: { cat: { status: 'learning', learningLevel: 2 }, Anna: { status: 'ignored', learningLevel: null } },
    });
    expect((await t.request({ method: 'GET', url: '/v3/user-vocab/statuses', user })).json().message).toBe(
      'language is required',
    );
  });
});

describe('GET /v3/note/{id}/word-status', () => {
  it("aligns a lemma with every word of the note's lines and sums what the learner knows", async () => {
    const user = await learner();
    const noteId = await noteOf(user);
    expect((await noteKnowledge(db(), user.id, [noteId])).get(noteId)).toBeNull();

    const first = (await wordStatus(user, noteId)).json().entity;
    expect(first.language).toBe('en');
    expect(first.lines.map((l: unknown[]) => l.length)).toEqual(LINES.map((l) => l.words.length));
    expect(first.lines[0]).toEqual(['the', 'keyboard', 'be', 'good', 'than', 'the', 'old', 'keyboard']);
    expect(first.lines[1]).toEqual(['i', 'see', null, 'cat', 'Anna']);
    const words = first.lines.flat().filter(Boolean);
    expect(first.summary).toEqual({
      totalWords: words.length,
      knownWords: 0,
      percentKnown: 0,
      newWords: new Set(words).size,
    });
    expect(first.statuses).toEqual({});

    await setStatus(user, { language: 'en', word: 'the', status: 'known' });
    await setStatus(user, { language: 'en', word: 'keyboard', status: 'known' });
    await setStatus(user, { language: 'en', word: 'cats', status: 'learning', learningLevel: 2 });
    await setStatus(user, { language: 'en', word: 'Anna', lemma: 'Anna', status: 'ignored' });
    const { summary, statuses } = (await wordStatus(user, noteId)).json().entity;
    // the ×2 + keyboard ×2 known, of every word but Anna (ignored).
    const total = words.length - 1;
    expect(summary).toEqual({
      totalWords: total,
      knownWords: 4,
      percentKnown: Math.round((4 * 100) / total),
      newWords: new Set(words).size - 4,
    });
    expect(statuses).toEqual({
      the: { status: 'known', learningLevel: null },
      keyboard: { status: 'known', learningLevel: null },
      cat: { status: 'learning', learningLevel: 2 },
      Anna: { status: 'ignored', learningLevel: null },
    });
    expect((await noteKnowledge(db(), user.id, [noteId])).get(noteId)).toEqual({
      percentKnown: summary.percentKnown,
      newWords: summary.newWords,
    });
  });

  it('keeps the note list\'s "% known" cached until a word of the learner changes', async () => {
    const user = await learner();
    const noteId = await noteOf(user);
    await wordStatus(user, noteId); // builds the lexicon
    const before = (await noteKnowledge(db(), user.id, [noteId])).get(noteId)!;
    expect(before.percentKnown).toBe(0);
    const cached = await db().select().from(noteKnowledgeCache).where(eq(noteKnowledgeCache.noteId, noteId));
    expect(cached).toHaveLength(1); // the list reads this row while the learner's words stay as they are
    expect((await noteKnowledge(db(), user.id, [noteId])).get(noteId)).toEqual(before);

    await setStatus(user, { language: 'en', word: 'the', status: 'known' });
    const after = (await noteKnowledge(db(), user.id, [noteId])).get(noteId)!;
    expect(after.percentKnown).toBeGreaterThan(0);
    expect(after.percentKnown).toBe((await wordStatus(user, noteId)).json().entity.summary.percentKnown);
    await setStatus(user, { language: 'en', word: 'the', status: 'new' });
    expect((await noteKnowledge(db(), user.id, [noteId])).get(noteId)).toEqual(before);
  });

  it('builds the lexicon once, even when asked twice at the same moment', async () => {
    const user = await learner();
    const noteId = await noteOf(user);
    const [a, b] = await Promise.all([wordStatus(user, noteId), wordStatus(user, noteId)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().entity).toEqual(b.json().entity);
    const words = await db().select().from(noteWord).where(eq(noteWord.noteId, noteId));
    expect(words.find((w) => w.lemma === 'cat')?.occurrences).toBe(2);
    expect(words.find((w) => w.lemma === 'keyboard')?.occurrences).toBe(2);
    await wordStatus(user, noteId);
    expect(await db().select().from(noteWord).where(eq(noteWord.noteId, noteId))).toHaveLength(words.length);
    expect(await db().select().from(noteLexicon).where(eq(noteLexicon.noteId, noteId))).toHaveLength(1);
  });

  it("answers 404 for another learner's note, and a clear message for a bad id", async () => {
    const [owner, stranger] = [await learner(), await learner()];
    const noteId = await noteOf(owner);
    const res = await wordStatus(stranger, noteId);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
    expect(await db().select().from(noteLexicon).where(eq(noteLexicon.noteId, noteId))).toHaveLength(0);
    expect((await wordStatus(owner, 'nope')).json().message).toBe('id: must be a note id');
    expect((await wordStatus(null, noteId)).statusCode).toBe(401);
    // Knowledge is only ever the learner's own.
    await wordStatus(owner, noteId);
    expect((await noteKnowledge(db(), stranger.id, [noteId])).get(noteId)).toBeNull();
  });

  it('files a regional note under its language, so statuses are shared', async () => {
    const user = await learner();
    const noteId = await noteOf(user, [line('Cats sleep.')], 'en-GB');
    await setStatus(user, { language: 'en', word: 'sleep', status: 'known' });
    const { entity } = await (await wordStatus(user, noteId)).json();
    expect(entity.language).toBe('en');
    expect(entity.summary).toMatchObject({ totalWords: 2, knownWords: 1, percentKnown: 50, newWords: 1 });
    const [row] = await db()
      .select()
      .from(noteLexicon)
      .where(and(eq(noteLexicon.noteId, noteId)));
    expect(row!.language).toBe('en');
  });
});
