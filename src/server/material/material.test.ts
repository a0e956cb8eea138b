import { and, count, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flashcard, noteMaterial, usageEvent } from '../db/schema/material.ts';
import { note } from '../db/schema/notes.ts';
import { insertEntries } from '../dictionaries/test/entries.ts';
import { VIDEOS } from '../providers/youtube/test/replay-server.ts';
import type { TestApp, TestUser } from '../test/app.ts';
import { createReplayTestApp } from '../test/replay-app.ts';
import { COMING_SOON, MATERIAL_FAILED, materialJob } from './material.job.ts';
import { markMaterialPending } from './access.ts';
import { catalogueExamples } from './grammar/index.ts';
import { STORY_NEEDS_MODEL } from './service.ts';

let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, close } = await createReplayTestApp({
    env: { TRANSLATION_PROVIDERS: 'dictionary' },
    providers: { speech: null },
  }));
  await insertEntries(t.database.db, 'en>fr', [
    ['tablet', ['tablette']],
    ['week', ['semaine']],
    ['screen', ['écran']],
    ['keyboard', ['clavier']],
    ['battery', ['batterie']],
    ['hour', ['heure']],
    ['hand', ['main']],
    ['bright', ['lumineux']],
    ['expect', ['attendre']],
    ['honestly', ['honnêtement']],
  ]);
});
afterAll(() => close?.());

async function learner(app: TestApp, learning: string, native: string): Promise<TestUser> {
  const user = await app.createUser();
  await app.request({
    method: 'PUT',
    url: '/v3/user/language-setting',
    user,
    payload: { nativeLanguage: native, mainLearningLanguage: { language: learning, level: 'intermediate' } },
  });
  return user;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value).slice(0, 300)}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

const get = async (user: TestUser, url: string) => (await t.request({ method: 'GET', url, user })).json().entity;
const flashcards = (user: TestUser, noteId: string) => get(user, `/v3/flashcard?noteId=${noteId}`);
const materialReady = (user: TestUser, noteId: string) =>
  until(
    () => flashcards(user, noteId),
    (f) => f.status === 'ready' || f.status === 'failed',
    'material',
  );

async function oneMinuteNote(user: TestUser): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/v3/note/yt',
    user,
    payload: { url: VIDEOS.recorded, startAt: 0, studyGuide: true },
  });
  const status = await until(
    () => get(user, `/v3/note/status?stfId=${res.json().entity.stfId}`),
    (s) => s.status === 'ready',
    'note',
  );
  return status.noteId;
}

let owner: TestUser;
let noteId: string;
beforeAll(async () => {
  owner = await learner(t, 'en', 'fr');
  noteId = await oneMinuteNote(owner);
});

describe('study material of a YouTube note (English for a French speaker)', () => {
  it('makes word cards with lemmas and dictionary translations, one collection per page', async () => {
    const entity = await materialReady(owner, noteId);
    expect(entity).toMatchObject({ noteId, status: 'ready', progress: 100, message: null, engine: 'offline' });
    expect(entity.words.map((c: { number: number }) => c.number)).toEqual([1]);
    const words = entity.words[0].cards;
    expect(words.length).toBeGreaterThanOrEqual(8);
    expect(words.length).toBeLessThanOrEqual(12);
    const lemmas = words.map((c: { lemma: string }) => c.lemma);
    expect(new Set(lemmas).size).toBe(lemmas.length);
    expect(lemmas).not.toContain('the');
    const note = await get(owner, `/v3/note/${noteId}`);
    for (const card of words) {
      expect(card).toMatchObject({ kind: 'word', source: 'generated', fromLanguage: 'en', toLanguage: 'fr' });
      expect(card.context).toBe(note.transcription.subtitles[card.sentenceId].text);
      expect(card.start).toBe(note.transcription.subtitles[card.sentenceId].start);
    }
    const translated = words.filter((c: { translation: string | null }) => c.translation);
    expect(translated.length).toBeGreaterThanOrEqual(3);
    for (const [lemma, french] of [
      ['week', 'semaine'],
      ['screen', 'écran'],
      ['keyboard', 'clavier'],
    ]) {
      const card = words.find((c: { lemma: string }) => c.lemma === lemma);
      if (card) expect(card.translation).toBe(french);
    }
    // The material job also reads the note's lemmas, so the library knows "% known" before the note is opened.
    const list = await get(owner, '/v3/note/list');
    expect(list.notes.find((n: { id: string }) => n.id === noteId).knowledge).toMatchObject({ percentKnown: 0 });
    expect(
      (await get(owner, '/v3/note/list')).notes.find((n: { id: string }) => n.id === noteId).knowledge.newWords,
    ).toBeGreaterThan(5);
  });

  it("makes sentence cards from key lines, translated by the video's French track", async () => {
    const entity = await flashcards(owner, noteId);
    const sentences = entity.sentences.flatMap((c: { cards: unknown[] }) => c.cards);
    expect(sentences.length).toBeGreaterThanOrEqual(1);
    const wordLemmas = entity.words[0].cards.map((c: { lemma: string }) => c.lemma);
    for (const card of sentences) {
      expect(card).toMatchObject({ kind: 'sentence', source: 'generated', lemma: null });
      expect(card.translation).toBeTruthy();
      expect(card.teaches.every((lemma: string) => wordLemmas.includes(lemma))).toBe(true);
    }
  });

  it('serves slices per page and a study guide with questions', async () => {
    const material = await get(owner, `/v3/note/${noteId}/material`);
    expect(material).toMatchObject({ noteId, status: 'ready', engine: 'offline' });
    expect(material.slices.map((s: { page: number }) => s.page)).toEqual([1]);
    const lines = material.slices[0].lines;
    expect(lines[0]).toMatchObject({ sentenceId: 0, text: expect.any(String), translation: expect.any(String) });
    const guide = material.studyGuide;
    const note = await get(owner, `/v3/note/${noteId}`);
    // Data for the page to word in the UI language (ADR 18), with the note's own length, as its header shows it.
    expect(guide.summary).toBe('');
    expect(guide.facts).toMatchObject({ language: 'en', seconds: note.endAt - note.startAt, lines: lines.length });
    expect(guide.facts.seconds).toBeGreaterThan(0);
    for (const word of guide.facts.frequentWords) expect(word.count).toBeGreaterThanOrEqual(2);
    expect(guide.keyVocabulary.length).toBeGreaterThan(0);
    const cloze = guide.questions.find((q: { kind: string }) => q.kind === 'cloze');
    expect(`${cloze.before}${cloze.answer}${cloze.after}`).toBe(note.transcription.subtitles[cloze.sentenceId].text);
    expect(guide.questions.some((q: { kind: string; word: string }) => q.kind === 'meaning' && q.word)).toBe(true);
    expect(JSON.stringify(guide)).not.toMatch(/Fill in the gap|What does|Watch the video/);
    expect(guide.steps[0]).toEqual({ kind: 'watch', text: null, numbers: { seconds: note.endAt - note.startAt } });
    expect(guide.steps.map((s: { kind: string }) => s.kind)).toEqual(['watch', 'shadow', 'review', 'quiz']);
  });

  it('reads a guide stored before ADR 18 (English sentences) back as data the page can word', async () => {
    const stored = await t.database.db.select().from(noteMaterial).where(eq(noteMaterial.noteId, noteId));
    const current = stored[0]!.studyGuide!;
    await t.database.db
      .update(noteMaterial)
      .set({
        studyGuide: {
          ...current,
          summary: '“Old” is 0:30 of English: 2 lines, 9 words.',
          facts: undefined,
          questions: [
            { question: 'Fill in the gap: I use this ___ daily.', answer: 'tablet', lineIndex: 0 },
            { question: 'What does “screen” mean?', answer: 'écran', lineIndex: 1 },
            { question: 'Why does she like it?', answer: 'It is light.', lineIndex: null },
          ],
          steps: [{ kind: 'watch', text: 'Watch the video (0:30) once.' }],
        },
      })
      .where(eq(noteMaterial.noteId, noteId));
    const guide = (await get(owner, `/v3/note/${noteId}/material`)).studyGuide;
    await t.database.db.update(noteMaterial).set({ studyGuide: current }).where(eq(noteMaterial.noteId, noteId));
    expect(guide).toMatchObject({ summary: '“Old” is 0:30 of English: 2 lines, 9 words.', facts: null });
    expect(guide.questions).toEqual([
      { kind: 'cloze', before: 'I use this ', after: ' daily.', answer: 'tablet', sentenceId: 0 },
      { kind: 'meaning', word: 'screen', answer: 'écran', sentenceId: 1 },
      { kind: 'text', question: 'Why does she like it?', answer: 'It is light.', sentenceId: null },
    ]);
    expect(guide.steps).toEqual([{ kind: 'watch', text: 'Watch the video (0:30) once.', numbers: null }]);
  });

  it('lists grammar notes with written examples and the video’s lines, and no story without a model', async () => {
    const grammar = await get(owner, `/v3/grammar-note?noteId=${noteId}`);
    expect(grammar).toMatchObject({ noteId, status: 'ready' });
    expect(grammar.grammarNotes.length).toBeGreaterThan(0);
    for (const point of grammar.grammarNotes) {
      expect(point.story).toBeNull();
      expect(point.examples.length).toBeGreaterThan(0);
      expect(point.writtenExamples).toEqual(catalogueExamples(point.pointId));
      expect(point.writtenExamples.length).toBeGreaterThanOrEqual(2);
      expect(point.explanationLanguage).toBe('fr');
    }
    const point = grammar.grammarNotes[0];
    const res = await t.request({
      method: 'POST',
      url: `/v3/grammar-note/${point.id}/story?storyId=${point.id}`,
      user: owner,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(STORY_NEEDS_MODEL);
    const [stories] = await t.database.db
      .select({ n: count() })
      .from(usageEvent)
      .where(and(eq(usageEvent.userId, owner.id), eq(usageEvent.kind, 'story')));
    expect(stories!.n).toBe(0);
  });

  it("answers 404 for another learner's note, grammar note and story", async () => {
    const stranger = await t.createUser();
    for (const url of [
      `/v3/flashcard?noteId=${noteId}`,
      `/v3/note/${noteId}/material`,
      `/v3/grammar-note?noteId=${noteId}`,
    ]) {
      expect((await t.request({ method: 'GET', url, user: stranger })).statusCode).toBe(404);
      expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
    }
    const grammar = await get(owner, `/v3/grammar-note?noteId=${noteId}`);
    const point = grammar.grammarNotes[0];
    const res = await t.request({
      method: 'POST',
      url: `/v3/grammar-note/${point.id}/story?storyId=${point.id}`,
      user: stranger,
    });
    expect(res.statusCode).toBe(404);
  });

  it('says which query field is missing', async () => {
    const user = await t.createUser();
    const message = async (method: 'GET' | 'POST', url: string) =>
      (await t.request({ method, url, user })).json().message;
    expect(await message('GET', '/v3/flashcard')).toBe('noteId is required');
    expect(await message('GET', '/v3/grammar-note')).toBe('noteId is required');
    expect(await message('GET', '/v3/grammar-note?noteId=nope')).toBe('noteId: must be a note id');
    expect(await message('POST', `/v3/grammar-note/${noteId}/story`)).toBe('storyId is required');
    expect(await message('POST', `/v3/grammar-note/x/story?storyId=${noteId}`)).toBe(
      'grammarNoteId: must be a grammar note id',
    );
    expect(await message('GET', '/v3/note/nope/material')).toBe('id: id must be a note id');
  });
});

describe('the material job', () => {
  const deps = () => ({
    db: t.database.db,
    providers: t.providers,
    logger: pino({ level: 'silent' }),
    enqueue: t.queue.send,
  });
  const attempt = (isFinalAttempt: boolean) => ({ id: 'test', attempt: 1, isFinalAttempt });
  const generated = async (id: string) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(flashcard)
        .where(and(eq(flashcard.noteId, id), eq(flashcard.source, 'generated')))
    )[0]!.n;

  it('is idempotent: a second delivery does nothing, a re-run replaces generated cards and keeps manual ones', async () => {
    const user = await learner(t, 'en', 'fr');
    const id = await oneMinuteNote(user);
    await materialReady(user, id);
    const before = await generated(id);
    // A number is never a generated card, so this one stays manual.
    const lines: { text: string }[] = (await get(user, `/v3/note/${id}`)).transcription.subtitles;
    const sentenceId = lines.findIndex((line) => /\btwo\b/.test(line.text));
    const added = await t.request({
      method: 'POST',
      url: `/v3/note/${id}/flashcard/word`,
      user,
      payload: {
        word: 'two',
        from: 'en',
        to: 'fr',
        context: lines[sentenceId]!.text,
        ytId: VIDEOS.recorded,
        sentenceId,
      },
    });
    expect(added.statusCode).toBe(200);
    await materialJob(t.services.materialGenerator).handle({ noteId: id }, deps(), attempt(false));
    await t.database.db.update(noteMaterial).set({ status: 'pending' }).where(eq(noteMaterial.noteId, id));
    await materialJob(t.services.materialGenerator).handle({ noteId: id }, deps(), attempt(false));
    await materialJob(t.services.materialGenerator).handle({ noteId: id }, deps(), attempt(false));
    expect(await generated(id)).toBe(before);
    const cards = (await flashcards(user, id)).words.flatMap((c: { cards: unknown[] }) => c.cards);
    expect(cards.find((c: { id: string }) => c.id === added.json().entity.id)).toMatchObject({ source: 'manual' });
    const events = await t.database.db
      .select()
      .from(usageEvent)
      .where(and(eq(usageEvent.noteId, id), eq(usageEvent.kind, 'material')));
    expect(events.map((e) => e.engine)).toEqual(['offline', 'offline']);
  });

  it('retries a failure and shows it on the final attempt', async () => {
    const user = await learner(t, 'en', 'fr');
    const [row] = await t.database.db
      .insert(note)
      .values({
        userId: user.id,
        type: 'full_script',
        title: 'Broken',
        language: 'en',
        source: 'import',
        lines: [{ start: 0, end: 3, text: 'The keyboard is better than I expected.', words: [] }],
      })
      .returning();
    await markMaterialPending(t.database.db, row!.id);
    const broken = {
      ...deps(),
      providers: { ...t.providers, translator: { translate: () => Promise.reject(new Error('database went away')) } },
    };
    await expect(
      materialJob(t.services.materialGenerator).handle({ noteId: row!.id }, broken, attempt(false)),
    ).rejects.toThrow('database went away');
    expect(await flashcards(user, row!.id)).toMatchObject({ status: 'processing' });
    await materialJob(t.services.materialGenerator).handle({ noteId: row!.id }, broken, attempt(true));
    expect(await flashcards(user, row!.id)).toMatchObject({
      status: 'failed',
      progress: 100,
      message: MATERIAL_FAILED,
      words: [],
    });
  });

  it('makes no material yet for a language without an engine', async () => {
    const user = await learner(t, 'it', 'en');
    const [row] = await t.database.db
      .insert(note)
      .values({
        userId: user.id,
        type: 'full_script',
        title: 'Italiano',
        language: 'it',
        source: 'import',
        lines: [{ start: 0, end: 3, text: 'La tastiera è migliore del previsto.', words: [] }],
      })
      .returning();
    await markMaterialPending(t.database.db, row!.id);
    await materialJob(t.services.materialGenerator).handle({ noteId: row!.id }, deps(), attempt(false));
    expect(await get(user, `/v3/note/${row!.id}/material`)).toEqual({
      noteId: row!.id,
      status: 'ready',
      progress: 100,
      message: COMING_SOON,
      engine: null,
      slices: [],
      studyGuide: null,
      studyGuideRequested: true,
    });
  });

  it('asks for the material of a note that has none on the first look', async () => {
    const user = await learner(t, 'de', 'en');
    const [row] = await t.database.db
      .insert(note)
      .values({
        userId: user.id,
        type: 'full_script',
        title: 'Alt',
        language: 'de',
        source: 'import',
        lines: [
          { start: 0, end: 4, text: 'Der Bildschirm ist hell und die Tastatur ist besser als erwartet.', words: [] },
        ],
      })
      .returning();
    expect((await flashcards(user, row!.id)).status).toMatch(/pending|processing|ready/);
    const ready = await materialReady(user, row!.id);
    expect(ready.status).toBe('ready');
    expect(ready.words[0].cards.map((c: { lemma: string }) => c.lemma)).toEqual(
      expect.arrayContaining(['Bildschirm', 'Tastatur']),
    );
  });

  it('makes material for an imported subtitle file', async () => {
    const user = await learner(t, 'fr', 'en');
    const content =
      "1\n00:00:01,000 --> 00:00:04,000\nJ'utilise cette petite tablette depuis deux semaines.\n\n2\n00:00:05,000 --> 00:00:08,000\nL'écran est lumineux et le clavier est meilleur que prévu.\n";
    const res = await t.request({
      method: 'POST',
      url: '/v3/note/subtitle-import',
      user,
      payload: { fileName: 'tablette.srt', content, language: 'fr' },
    });
    const ready = await materialReady(user, res.json().entity.noteId);
    expect(ready.status).toBe('ready');
    expect(ready.words[0].cards.map((c: { lemma: string }) => c.lemma)).toEqual(
      expect.arrayContaining(['tablette', 'écran']),
    );
  });
});
