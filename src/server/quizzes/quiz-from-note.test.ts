import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { audioFile, audioRenders } from '../db/schema/audio.ts';
import { flashcard } from '../db/schema/material.ts';
import type { TestApp, TestUser } from '../test/app.ts';
import { type Question, quizFixture } from './test-quiz-world.ts';

const fx = quizFixture();
let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let noteId: string;
beforeAll(() => {
  ({ t, owner, stranger, noteId } = fx);
});

const get = (url: string, user: TestUser | null = owner) => t.request({ method: 'GET', url, user });
const spoken = fx.spoken;
const cards = (kind: 'word' | 'sentence') => fx.cardIds[kind];

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
      // The answer is the word as written alone ("battery"), the sentence keeps it as said ("Battery life…").
      if (q.kind === 'cloze') {
        expect(q.sentence).toBe(card.context);
        expect((q.prompt as string).replace('_____', q.answer as string).toLowerCase()).toBe(
          card.context.toLowerCase(),
        );
      }
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

describe('GET /v3/quiz past the learner’s speech renders for the day', () => {
  it('still answers, with listening questions the browser speaks', async () => {
    // Nothing rendered is left, and today's renders are used up.
    await rm(join(t.config.dataDir, 'media', 'audio'), { recursive: true, force: true });
    await t.database.db.delete(audioFile);
    const day = new Date().toISOString().slice(0, 10);
    const used = { userId: owner.id, day, renders: t.providers.audioLimits.rendersPerDay };
    await t.database.db
      .insert(audioRenders)
      .values(used)
      .onConflictDoUpdate({ target: audioRenders.userId, set: used });
    const res = await get(`/v3/quiz?noteId=${noteId}&kinds=listening&seed=limited`);
    expect(res.statusCode).toBe(200);
    const questions = res.json().entity.questions as Question[];
    expect(questions.length).toBeGreaterThan(0);
    for (const q of questions) expect(q.audio).toMatchObject({ provider: 'browser', url: null });
  });
});
