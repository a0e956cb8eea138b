import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewCard, userVocab, vocabContext } from '../db/schema/learner.ts';
import type { TestApp, TestUser } from '../test/app.ts';
import { countRows, counters, createLearner, insertNote, learnerTestApp } from '../saved-words/test/fixtures.ts';

// Twenty different English words the language engine keeps as their own lemma.
const WORDS = [
  'apple',
  'river',
  'window',
  'garden',
  'pencil',
  'cloud',
  'bridge',
  'forest',
  'candle',
  'mirror',
  'ladder',
  'basket',
  'button',
  'carpet',
  'engine',
  'feather',
  'harbor',
  'island',
  'jacket',
  'kettle',
];

let t: TestApp;
beforeAll(async () => {
  t = (await learnerTestApp()).t;
});
afterAll(() => t?.close());

const saveWord = (user: TestUser, payload: object) =>
  t.request({ method: 'POST', url: '/v3/user-vocab', user, payload });
const expectExact = async (user: TestUser) => {
  const count = await counters(t, user.id);
  expect(count.vocab).toBe(await countRows(t, 'user_vocab', user.id));
  expect(count.sentences).toBe(await countRows(t, 'user_sentence', user.id));
  return count;
};

describe('totalVocabCount and totalSentenceCount under concurrency', () => {
  it('equal the saved rows after 20 parallel saves of different words', async () => {
    const learner = await createLearner(t);
    const responses = await Promise.all(WORDS.map((word) => saveWord(learner, { word, from: 'en', to: 'fr' })));
    expect(responses.map((r) => r.statusCode)).toEqual(WORDS.map(() => 200));
    expect(await expectExact(learner)).toMatchObject({ vocab: 20 });
    expect(new Set(responses.map((r) => r.json().entity.id)).size).toBe(20);
  });

  it('equal the saved rows after 20 parallel saves of the same word from different lines', async () => {
    const learner = await createLearner(t);
    const noteId = await insertNote(
      t,
      learner,
      WORDS.map((word) => `I saw the ${word} again.`),
    );
    const responses = await Promise.all(
      WORDS.map((_, line) => saveWord(learner, { word: 'saw', from: 'en', to: 'fr', noteId, sentenceId: line })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(WORDS.map(() => 200));
    const ids = new Set(responses.map((r) => r.json().entity.id));
    expect(ids.size).toBe(1);
    const [id] = [...ids] as [string];
    expect(await t.database.db.$count(userVocab, eq(userVocab.userId, learner.id))).toBe(1);
    expect(await t.database.db.$count(vocabContext, eq(vocabContext.vocabId, id))).toBe(20);
    expect(await t.database.db.$count(reviewCard, eq(reviewCard.vocabId, id))).toBe(1);
    expect(await expectExact(learner)).toMatchObject({ vocab: 1 });
  });

  it('equal the saved rows after parallel saves, toggles, a reset and sentences at once', async () => {
    const learner = await createLearner(t);
    const first = await Promise.all(
      WORDS.slice(0, 10).map((word) => saveWord(learner, { word, from: 'en', to: 'fr' })),
    );
    const ids = first.map((r) => r.json().entity.id as string);
    await Promise.all([
      ...ids
        .slice(0, 5)
        .map((id) => t.request({ method: 'PUT', url: `/v3/user-vocab/${id}/toggle-save`, user: learner })),
      ...WORDS.slice(10).map((word) => saveWord(learner, { word, from: 'en', to: 'fr' })),
      ...WORDS.map((word) =>
        t.request({
          method: 'POST',
          url: '/v3/user-sentence',
          user: learner,
          payload: { sentence: `The ${word} is here.`, from: 'en', to: 'fr', meaning: 'Ici.' },
        }),
      ),
      t.request({
        method: 'POST',
        url: '/v3/user-sentence',
        user: learner,
        payload: { sentence: 'the APPLE  is here. ', from: 'en', to: 'fr' },
      }),
    ]);
    expect(await expectExact(learner)).toEqual({ vocab: 15, sentences: 20 });
    await Promise.all([
      t.request({ method: 'POST', url: '/v3/user-vocab/reset-saved', user: learner, payload: {} }),
      ...['extra', 'more'].map((word) => saveWord(learner, { word, from: 'en', to: 'fr' })),
    ]);
    const after = await expectExact(learner);
    // The reset ran before, between or after the two saves: whatever the order, the counter is the rows.
    expect(after.vocab).toBeLessThanOrEqual(2);
  });
});
