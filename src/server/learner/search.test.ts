import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSentence, userVocab } from '../db/schema/learner.ts';
import type { TestApp, TestUser } from '../test/app.ts';
import { normalizeSearchText, sentenceTextMatch, vocabTextMatch } from './search.ts';
import { createLearner, learnerTestApp } from '../saved-words/test/fixtures.ts';

let t: TestApp;
let learner: TestUser;
beforeAll(async () => {
  t = (await learnerTestApp()).t;
  learner = await createLearner(t, 'de', 'fr');
  const save = (payload: object) => t.request({ method: 'POST', url: '/v3/user-vocab', user: learner, payload });
  await save({
    word: 'spielten',
    from: 'de',
    to: 'fr',
    context: 'Die Kinder spielten im Garten.',
    translation: 'jouaient',
  });
  await save({ word: 'studies', from: 'en', to: 'fr', translation: 'études' });
  await save({ word: 'Tastatur', from: 'de', to: 'fr', translation: 'clavier' });
  await save({ word: 'big house', from: 'en', to: 'fr', translation: 'grande maison' });
  await save({ word: 'rabatt', from: 'de', to: 'fr', translation: '50% de remise' });
  const sentence = (payload: object) => t.request({ method: 'POST', url: '/v3/user-sentence', user: learner, payload });
  await sentence({
    sentence: 'Wir spielten den ganzen Tag Fußball.',
    from: 'de',
    to: 'fr',
    meaning: 'Nous avons joué au football toute la journée.',
  });
  await sentence({
    sentence: 'The children are running outside.',
    from: 'en',
    to: 'fr',
    meaning: 'Les enfants courent dehors.',
  });
});
afterAll(() => t?.close());

const words = async (text: string, extra = '') => {
  const res = await t.request({
    method: 'GET',
    url: `/v3/user-vocab/list?text=${encodeURIComponent(text)}${extra}`,
    user: learner,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json()
    .entity.vocabs.map((v: { word: string }) => v.word)
    .sort();
};
const sentences = async (text: string) => {
  const res = await t.request({
    method: 'GET',
    url: `/v3/user-sentence/list?text=${encodeURIComponent(text)}`,
    user: learner,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().entity.sentences.map((s: { text: string }) => s.text);
};

describe('the text filter', () => {
  it('finds part of a word: "spiel" finds "spielten"', async () => {
    expect(await words('spiel')).toEqual(['spielten']);
    expect(await words('ielte')).toEqual(['spielten']);
  });

  it('finds inflected forms through the stemmer, which a substring cannot', async () => {
    // "studying" is not inside "studies study études", but both stem to "studi".
    expect(await words('studying')).toEqual(['studies']);
    // The lemma is searched too: "spielen" is the lemma of "spielten".
    expect(await words('spielen')).toEqual(['spielten']);
  });

  it('matches the translation, stemmed in the translation language', async () => {
    expect(await words('claviers')).toEqual(['Tastatur']);
    expect(await words('CLAV')).toEqual(['Tastatur']);
    expect(await words('maisons')).toEqual(['big house']);
  });

  it('ignores case and surrounding or repeated whitespace, and takes LIKE wildcards literally', async () => {
    expect(await words('  BIG    House ')).toEqual(['big house']);
    expect(await words('50%')).toEqual(['rabatt']);
    expect(await words('%')).toEqual(['rabatt']);
    expect(await words('_')).toEqual([]);
    expect(await words('   ')).toHaveLength(5);
  });

  it('searches saved sentences by text and meaning', async () => {
    expect(await sentences('spiel')).toEqual(['Wir spielten den ganzen Tag Fußball.']);
    expect(await sentences('run')).toEqual(['The children are running outside.']);
    expect(await sentences('courir')).toEqual([]);
    expect(await sentences('FOOTBALL   toute')).toEqual(['Wir spielten den ganzen Tag Fußball.']);
  });

  it("is answered by the indexes (the substring test is the trigram index's expression)", async () => {
    const plan = async (condition: ReturnType<typeof vocabTextMatch>, table: typeof userVocab | typeof userSentence) =>
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = (await tx.execute(sql`explain select id from ${table} where ${condition}`)) as unknown as {
          rows: Record<string, string>[];
        };
        return result.rows.map((row) => Object.values(row)[0]).join('\n');
      });
    const vocabPlan = await plan(vocabTextMatch({ text: 'spiel', languages: ['de', 'fr'] }), userVocab);
    expect(vocabPlan).toContain('user_vocab_trgm');
    expect(vocabPlan).toContain('user_vocab_search');
    const sentencePlan = await plan(sentenceTextMatch({ text: 'spiel', languages: ['de'] }), userSentence);
    expect(sentencePlan).toContain('user_sentence_trgm');
    expect(sentencePlan).toContain('user_sentence_search');
  });
});

describe('normalizeSearchText', () => {
  it('lower-cases, trims and collapses whitespace', () => {
    expect(normalizeSearchText('  Big \t  HOUSE\n')).toBe('big house');
    expect(vocabTextMatch({ text: ' \n ', languages: ['en'] })).toBeUndefined();
  });
});
