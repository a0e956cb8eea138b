import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user as userTable } from '../db/schema/auth.ts';
import { userDataVersion } from '../db/schema/data-version.ts';
import { reviewCard, userVocab } from '../db/schema/learner.ts';
import { note } from '../db/schema/notes.ts';
import { profile } from '../db/schema/profiles.ts';
import type { TestApp, TestUser } from '../test/app.ts';
import { createLearner, insertNote, learnerTestApp } from './test/fixtures.ts';

// ADR 40: the lists are answered from a cache checked by the learner's data version; every change they
// show, made through the API or straight in the database, must be seen by the next request.
const LINES = ['The keyboard is loud.', 'My screen is bright.'];

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let noteId: string;
beforeAll(async () => {
  ({ t } = await learnerTestApp({ keyboard: 'clavier', screen: 'écran' }));
  owner = await createLearner(t);
  stranger = await createLearner(t);
  noteId = await insertNote(t, owner, LINES, { title: 'Keyboard review' });
});
afterAll(() => t?.close());

type Word = { id: string; lemma: string; contexts: { noteId: string | null; noteTitle: string | null }[] };
type Sentence = { id: string; noteTitle: string | null; review: { reps: number } | null };

const get = (url: string, user: TestUser = owner) => t.request({ method: 'GET', url, user });
const saveWord = (payload: object, user: TestUser = owner) =>
  t.request({ method: 'POST', url: '/v3/user-vocab', user, payload: { from: 'en', to: 'fr', ...payload } });
const words = async (query = '', user: TestUser = owner) => {
  const res = await get(`/v3/user-vocab/list${query}`, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().entity.vocabs as (Word & { review: { reps: number } | null; translation: string | null })[];
};
const sentences = async () => (await get('/v3/user-sentence/list')).json().entity.sentences as Sentence[];
const version = async (userId = owner.id) => {
  const [row] = await t.database.db.select().from(userDataVersion).where(eq(userDataVersion.userId, userId));
  return row?.version ?? 0;
};
const db = () => t.database.db;

describe('cached list answers (ADR 40)', () => {
  it('answers again from the cache, byte for byte, while nothing changed', async () => {
    const save = await saveWord({ word: 'keyboard', noteId, sentenceId: 0 });
    expect(save.statusCode, save.body).toBe(200);
    const first = await get('/v3/user-vocab/list');
    const hits = t.app.answerCache.stats.hits;
    const again = await get('/v3/user-vocab/list');
    expect(t.app.answerCache.stats.hits).toBe(hits + 1);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers['cache-control']).toBe('no-store');
    // Another learner asking the same address gets their own answer.
    expect(await words('', stranger)).toEqual([]);
  });

  it('sees changes made by the API', async () => {
    expect((await words()).map((w) => w.lemma)).toEqual(['keyboard']);
    const saved = await saveWord({ word: 'screen', noteId, sentenceId: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await words()).map((w) => w.lemma)).toEqual(['screen', 'keyboard']);
    const screen = saved.json().entity.id as string;
    await t.request({ method: 'PUT', url: `/v3/user-vocab/${screen}/toggle-save`, user: owner });
    expect((await words('?isSaved=true')).map((w) => w.lemma)).toEqual(['keyboard']);
  });

  it('sees changes written straight to the database: words, cards, contexts, notes', async () => {
    await words();
    await db().update(userVocab).set({ translation: 'touche' }).where(eq(userVocab.lemma, 'keyboard'));
    expect((await words()).find((w) => w.lemma === 'keyboard')?.translation).toBe('touche');

    const keyboard = (await words()).find((w) => w.lemma === 'keyboard')!;
    await db().update(reviewCard).set({ reps: 7 }).where(eq(reviewCard.vocabId, keyboard.id));
    expect((await words()).find((w) => w.lemma === 'keyboard')?.review?.reps).toBe(7);

    await db().update(note).set({ title: 'Renamed' }).where(eq(note.id, noteId));
    expect((await words()).flatMap((w) => w.contexts.map((c) => c.noteTitle))).toEqual(['Renamed', 'Renamed']);

    await db().execute(sql`delete from vocab_context where vocab_id = ${keyboard.id}`);
    expect((await words()).find((w) => w.lemma === 'keyboard')?.contexts).toEqual([]);
  });

  it('bumps once per transaction, and a note that is gone answers 404 again', async () => {
    const other = await insertNote(t, owner, LINES, { title: 'Other' });
    expect(await words(`?noteId=${other}`)).toEqual([]);
    const before = await version();
    await db().transaction(async (tx) => {
      await tx.update(userVocab).set({ learningLevel: 2 }).where(eq(userVocab.userId, owner.id));
      await tx.update(reviewCard).set({ lapses: 1 }).where(eq(reviewCard.userId, owner.id));
    });
    expect(await version()).toBe(before + 1);
    await db().delete(note).where(eq(note.id, other));
    expect((await get(`/v3/user-vocab/list?noteId=${other}`)).statusCode).toBe(404);
  });

  it('covers the sentences list, and the native language that text search matches in', async () => {
    const saved = await t.request({
      method: 'POST',
      url: '/v3/user-sentence',
      user: owner,
      payload: { sentence: LINES[0], from: 'en', to: 'fr', noteId, sentenceId: 0 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await sentences()).map((s) => s.noteTitle)).toEqual(['Renamed']);
    await db().update(note).set({ title: 'Again' }).where(eq(note.id, noteId));
    expect((await sentences()).map((s) => s.noteTitle)).toEqual(['Again']);

    const before = await version();
    await db().update(profile).set({ nativeLanguage: 'de' }).where(eq(profile.userId, owner.id));
    expect(await version()).toBe(before + 1);
  });

  it('covers the note list: notes made, renamed, deleted, and their lexicon', async () => {
    const titles = async () =>
      ((await get('/v3/note/list')).json().entity.notes as { title: string; knowledge: unknown }[]).map((n) => n.title);
    const before = await titles();
    const made = await insertNote(t, owner, LINES, { title: 'Fresh' });
    expect(await titles()).toEqual(['Fresh', ...before]);
    await db().update(note).set({ title: 'Fresher' }).where(eq(note.id, made));
    expect((await titles())[0]).toBe('Fresher');
    const knowledge = async () =>
      ((await get('/v3/note/list')).json().entity.notes as { id: string; knowledge: unknown }[]).find(
        (n) => n.id === made,
      )?.knowledge;
    expect(await knowledge()).toBeNull();
    await db().execute(sql`insert into note_lexicon (note_id, language, lines) values (${made}, 'en', '[]'::jsonb)`);
    await db().execute(sql`insert into note_word (note_id, lemma, occurrences) values (${made}, 'keyboard', 2)`);
    expect(await knowledge()).toMatchObject({ percentKnown: 0 });
    await db().delete(note).where(eq(note.id, made));
    expect(await titles()).toEqual(before);
  });

  it('is right after saves and reads that ran at once', async () => {
    const learner = await createLearner(t);
    const lemmas = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel'];
    const read = () => get('/v3/user-vocab/list?limit=50', learner);
    await Promise.all(lemmas.flatMap((word) => [saveWord({ word }, learner), read()]));
    const listed = (await read()).json().entity.vocabs as Word[];
    expect(listed.map((w) => w.lemma).sort()).toEqual(lemmas);
  });

  it('answers a bearer-token client from the database, as the session has no version there', async () => {
    const viaToken = () =>
      t.app.inject({ method: 'GET', url: '/v3/user-vocab/list', headers: { authorization: `Bearer ${owner.token}` } });
    const hits = t.app.answerCache.stats.hits;
    expect((await viaToken()).body).toBe((await viaToken()).body);
    expect(t.app.answerCache.stats.hits).toBe(hits);
  });

  it("leaves no version behind for a deleted learner, and other learners' versions alone", async () => {
    const leaving = await createLearner(t);
    await saveWord({ word: 'keyboard' }, leaving);
    expect(await version(leaving.id)).toBeGreaterThan(0);
    const strangers = await version(stranger.id);
    await db().delete(userTable).where(eq(userTable.id, leaving.id));
    expect(await version(leaving.id)).toBe(0);
    expect(await version(stranger.id)).toBe(strangers);
  });

  it('keeps the answer compressed as a browser asked for it, and compresses it again only after a change', async () => {
    // A page long enough to be compressed (over 1 KB).
    const reader = await createLearner(t);
    await db()
      .insert(userVocab)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          userId: reader.id,
          language: 'en',
          lemma: `word${i}`,
          word: `word${i}`,
          translation: `mot${i}`,
          translationLanguage: 'fr',
          status: 'learning' as const,
          learningLevel: 1,
          isSaved: true,
          savedAt: new Date(),
        })),
      );
    const asBrowser = { 'accept-encoding': 'gzip, deflate, br' };
    const plain = await get('/v3/user-vocab/list', reader);
    const first = await t.request({ method: 'GET', url: '/v3/user-vocab/list', user: reader, headers: asBrowser });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
    const hits = t.app.answerCache.stats.hits;
    const again = await t.request({ method: 'GET', url: '/v3/user-vocab/list', user: reader, headers: asBrowser });
    expect(t.app.answerCache.stats.hits).toBe(hits + 1);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers['content-type']).toBe(plain.headers['content-type']);
    const gzip = await t.request({
      method: 'GET',
      url: '/v3/user-vocab/list',
      user: reader,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // After a change the kept forms are stale: the next answer is built and compressed again.
    await db().update(userVocab).set({ translation: 'changed' }).where(eq(userVocab.userId, reader.id));
    const changed = await t.request({ method: 'GET', url: '/v3/user-vocab/list', user: reader, headers: asBrowser });
    expect(JSON.parse(brotliDecompressSync(changed.rawPayload).toString()).entity.vocabs[0].translation).toBe(
      'changed',
    );
  });
});
