import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSentence, userVocab, vocabContext } from '../db/schema/learner.ts';
import { createLearner, learnerTestApp } from '../saved-words/test/fixtures.ts';
import type { TestApp, TestUser } from '../test/app.ts';
import { sentencesToExport, wordsToExport } from './export.ts';

// Exports read in pages of 1,000 (ADR 13): more than two pages, oldest first, nothing twice or left out.
const COUNT = 2_345;

let t: TestApp;
let learner: TestUser;
let wordIds: string[];
beforeAll(async () => {
  ({ t } = await learnerTestApp({}));
  learner = await createLearner(t);
  const db = t.database.db;
  const rows = await db
    .insert(userVocab)
    .values(
      Array.from({ length: COUNT }, (_, i) => ({
        userId: learner.id,
        language: i % 2 ? 'en' : 'de',
        lemma: `word${i}`,
        word: `word${i}`,
        translationLanguage: 'fr',
        status: 'learning' as const,
        learningLevel: 1,
        isSaved: i !== 7,
        savedAt: new Date(),
      })),
    )
    .returning({ id: userVocab.id });
  wordIds = rows.map((r) => r.id).sort();
  await db.insert(vocabContext).values({ vocabId: wordIds[1500]!, text: 'Met here.' });
  await db.insert(userSentence).values(
    Array.from({ length: COUNT }, (_, i) => ({
      userId: learner.id,
      language: 'en',
      text: `Sentence number ${i}.`,
      translationLanguage: 'fr',
      isSaved: true,
      savedAt: new Date(),
    })),
  );
});
afterAll(() => t?.close());

describe('exports read in pages', () => {
  it('gives every saved word once, oldest first, with its contexts', async () => {
    const words = await wordsToExport(t.database.db, learner.id, {});
    expect(words).toHaveLength(COUNT - 1); // one is not saved
    const ids = words.map((w) => w.id);
    expect(ids).toEqual([...ids].sort());
    expect(new Set(ids).size).toBe(ids.length);
    expect(words.find((w) => w.id === wordIds[1500])?.contexts.map((c) => c.text)).toEqual(['Met here.']);
  });

  it('keeps to the language, and to the words named across pages (saved or not)', async () => {
    const english = await wordsToExport(t.database.db, learner.id, { language: 'en' });
    expect(english.every((w) => w.language === 'en')).toBe(true);
    expect(english.length).toBe(Math.floor(COUNT / 2) - 1); // word 7 is English and not saved
    const named = [...wordIds.slice(0, 1200), wordIds[2000]!];
    expect((await wordsToExport(t.database.db, learner.id, { ids: named })).map((w) => w.id)).toEqual(named);
    expect(await wordsToExport(t.database.db, learner.id, { ids: [] })).toEqual([]);
  });

  it('gives every saved sentence once, oldest first', async () => {
    const sentences = await sentencesToExport(t.database.db, learner.id, {});
    expect(sentences).toHaveLength(COUNT);
    const ids = sentences.map((s) => s.id);
    expect(ids).toEqual([...ids].sort());
    expect(new Set(ids).size).toBe(COUNT);
  });
});
