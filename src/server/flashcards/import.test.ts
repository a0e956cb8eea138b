import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewCard, userSentence, userVocab, vocabContext } from '../db/schema/learner.ts';
import { flashcard, noteMaterial } from '../db/schema/material.ts';
import type { TestApp, TestUser } from '../test/app.ts';
import { countRows, counters, createLearner, insertNote, learnerTestApp, timed } from '../saved-words/test/fixtures.ts';
import { NOTE_NOT_FOUND } from '../notes/access.ts';

const LINES = [
  'The screen is bright, and the keyboards are better than I expected.',
  'Battery life is the weak spot.',
  'I would buy it again.',
];

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let noteId: string;
beforeAll(async () => {
  t = (await learnerTestApp()).t;
  owner = await createLearner(t);
  stranger = await createLearner(t);
  noteId = await insertNote(t, owner, LINES, { title: 'Laptop review' });
  await t.database.db.insert(noteMaterial).values({ noteId, status: 'ready', progress: 100, engine: 'offline' });
  const card = (
    kind: 'word' | 'sentence',
    front: string,
    lineIndex: number,
    extra: Partial<typeof flashcard.$inferInsert> = {},
  ) => ({
    noteId,
    userId: owner.id,
    kind,
    front,
    fromLanguage: 'en',
    toLanguage: 'fr',
    context: LINES[lineIndex]!,
    lineIndex,
    start: timed(LINES[lineIndex]!, lineIndex * 10).start,
    end: timed(LINES[lineIndex]!, lineIndex * 10).end,
    source: 'generated' as const,
    ...extra,
  });
  await t.database.db
    .insert(flashcard)
    .values([
      card('word', 'keyboards', 0, { lemma: 'keyboard', pos: 'noun', translation: 'clavier' }),
      card('word', 'bright', 0, { lemma: 'bright', pos: 'adj', translation: 'lumineux' }),
      card('word', 'battery', 1, { lemma: 'battery', pos: 'noun', translation: null }),
      card('sentence', LINES[1]!, 1, { translation: "L'autonomie est le point faible." }),
      card('sentence', LINES[2]!, 2, { translation: "Je l'achèterais encore." }),
    ]);
});
afterAll(() => t?.close());

const importing = (kind: 'vocab' | 'sentences', query: string, user: TestUser | null = owner) =>
  t.request({ method: 'POST', url: `/v3/flashcard/import-${kind}${query}`, user });

describe('POST /v3/flashcard/import-vocab and import-sentences', () => {
  it("answer 'noteId is required', 404 for another learner's note, 401 without a session", async () => {
    for (const kind of ['vocab', 'sentences'] as const) {
      expect((await importing(kind, '')).json().message).toBe('noteId is required');
      expect((await importing(kind, '?noteId=')).json().message).toBe('noteId is required');
      expect((await importing(kind, '?noteId=abc')).json().message).toBe('noteId: must be a note id');
      const foreign = await importing(kind, `?noteId=${noteId}`, stranger);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe(NOTE_NOT_FOUND);
      expect((await importing(kind, `?noteId=${noteId}`, null)).statusCode).toBe(401);
    }
    expect(await countRows(t, 'user_vocab', stranger.id, false)).toBe(0);
  });

  it('saves every word card once, with its line as context; importing again adds nothing', async () => {
    // A word saved before the import counts as already saved and gains the card's line.
    const before = (
      await t.request({
        method: 'POST',
        url: '/v3/user-vocab',
        user: owner,
        payload: { word: 'keyboard', from: 'en', to: 'fr', context: 'My keyboard.' },
      })
    ).json().entity;
    const first = await importing('vocab', `?noteId=${noteId}`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().entity).toEqual({ imported: 2, alreadySaved: 1, total: 3 });
    expect((await importing('vocab', `?noteId=${noteId}`)).json().entity).toEqual({
      imported: 0,
      alreadySaved: 3,
      total: 3,
    });

    const rows = await t.database.db.select().from(userVocab).where(eq(userVocab.userId, owner.id));
    expect(rows.map((r) => r.lemma).sort()).toEqual(['battery', 'bright', 'keyboard']);
    expect(rows.every((r) => r.isSaved && r.status === 'learning')).toBe(true);
    // The card's translation fills the one the word lacked; the first form saved stays.
    expect(rows.find((r) => r.lemma === 'keyboard')).toMatchObject({
      id: before.id,
      translation: 'clavier',
      word: 'keyboard',
    });
    expect(rows.find((r) => r.lemma === 'bright')).toMatchObject({
      translation: 'lumineux',
      pos: 'adj',
      translationLanguage: 'fr',
    });
    const contexts = await t.database.db
      .select()
      .from(vocabContext)
      .where(
        inArray(
          vocabContext.vocabId,
          rows.map((r) => r.id),
        ),
      );
    expect(contexts).toHaveLength(4);
    expect(
      contexts
        .filter((c) => c.noteId === noteId)
        .map((c) => c.lineIndex)
        .sort(),
    ).toEqual([0, 0, 1]);
    const cards = await t.database.db
      .select()
      .from(reviewCard)
      .where(
        inArray(
          reviewCard.vocabId,
          rows.map((r) => r.id),
        ),
      );
    expect(cards.map((c) => c.active)).toEqual([true, true, true]);
    expect((await counters(t, owner.id)).vocab).toBe(3);

    const listed = (await t.request({ method: 'GET', url: `/v3/user-vocab/list?noteId=${noteId}`, user: owner })).json()
      .entity.vocabs;
    expect(listed).toHaveLength(3);
    expect(
      listed
        .find((v: { lemma: string }) => v.lemma === 'keyboard')
        .contexts.map((c: { noteTitle: string | null }) => c.noteTitle),
    ).toEqual([null, 'Laptop review']);
  });

  it('saves unsaved words again on a new import, keeping their status', async () => {
    const [bright] = await t.database.db.select().from(userVocab).where(eq(userVocab.lemma, 'bright'));
    await t.request({ method: 'PUT', url: `/v3/user-vocab/${bright!.id}/toggle-save`, user: owner });
    expect((await importing('vocab', `?noteId=${noteId}`)).json().entity).toEqual({
      imported: 1,
      alreadySaved: 2,
      total: 3,
    });
    expect((await counters(t, owner.id)).vocab).toBe(3);
  });

  it('saves every sentence card with its meaning and time; importing again adds nothing', async () => {
    expect((await importing('sentences', `?noteId=${noteId}`)).json().entity).toEqual({
      imported: 2,
      alreadySaved: 0,
      total: 2,
    });
    expect((await importing('sentences', `?noteId=${noteId}`)).json().entity).toEqual({
      imported: 0,
      alreadySaved: 2,
      total: 2,
    });
    const rows = await t.database.db.select().from(userSentence).where(eq(userSentence.userId, owner.id));
    expect(rows.map((r) => [r.lineIndex, r.meaning, r.start, r.noteId]).sort()).toEqual([
      [1, "L'autonomie est le point faible.", 10, noteId],
      [2, "Je l'achèterais encore.", 20, noteId],
    ]);
    expect(
      await t.database.db.$count(
        reviewCard,
        inArray(
          reviewCard.sentenceId,
          rows.map((r) => r.id),
        ),
      ),
    ).toBe(2);
    expect((await counters(t, owner.id)).sentences).toBe(2);
  });

  it('says so when the flashcards are still being made or failed, and imports nothing from a note without cards', async () => {
    const pending = await insertNote(t, owner, LINES);
    await t.database.db.insert(noteMaterial).values({ noteId: pending, status: 'processing' });
    const res = await importing('vocab', `?noteId=${pending}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("This note's flashcards are still being made; import them when they are ready.");
    await t.database.db.update(noteMaterial).set({ status: 'failed' }).where(eq(noteMaterial.noteId, pending));
    expect((await importing('sentences', `?noteId=${pending}`)).json().message).toBe(
      "This note's flashcards could not be made, so there is nothing to import.",
    );
    await t.database.db.update(noteMaterial).set({ status: 'ready' }).where(eq(noteMaterial.noteId, pending));
    expect((await importing('vocab', `?noteId=${pending}`)).json().entity).toEqual({
      imported: 0,
      alreadySaved: 0,
      total: 0,
    });
  });
});
