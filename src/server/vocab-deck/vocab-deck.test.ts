import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioFile, audioRenders } from '../db/schema/audio.ts';
import { flashcard } from '../db/schema/material.ts';
import { note } from '../db/schema/notes.ts';
import { createTestApp, type TestApp, type TestUser } from '../test/app.ts';
import { deckAccess } from './service.ts';

// Real espeak-ng renders (TTS_PROVIDER auto finds it installed); 7 renders a day, so the limit is reached here.
let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let noteId: string;
let emptyNoteId: string;

const LINE_0 = 'The screen is bright, and the keyboards are better than I expected.';
const LINE_1 = 'Battery life is the weak spot.';
const LONG_LINE = `Wow ${'and so on '.repeat(60)}`.trim();

beforeAll(async () => {
  t = await createTestApp({ env: { TTS_PROVIDER: 'espeak', AUDIO_RENDERS_PER_DAY: '7' } });
  owner = await t.createUser();
  stranger = await t.createUser();
  const newNote = async (userId: string) => {
    const [row] = await t.database.db
      .insert(note)
      .values({
        userId,
        videoId: 'GJLlxj_dtq8',
        type: 'full_script',
        title: 'Review',
        language: 'en',
        source: 'youtube',
        endAt: 130,
        lines: [],
      })
      .returning();
    return row!.id;
  };
  noteId = await newNote(owner.id);
  emptyNoteId = await newNote(owner.id);
  const card = (front: string, translation: string | null, context: string, lineIndex: number, start: number) => ({
    noteId,
    userId: owner.id,
    kind: 'word' as const,
    front,
    lemma: front.toLowerCase(),
    translation,
    fromLanguage: 'en',
    toLanguage: 'fr',
    context,
    lineIndex,
    start,
    end: start + 3,
    source: 'generated' as const,
  });
  // Page 1 (0:00–1:00): two words of one line, one of another. Page 3 (2:00–3:00): a line too long to speak.
  await t.database.db
    .insert(flashcard)
    .values([
      card('keyboards', 'claviers', LINE_0, 0, 1),
      card('screen', 'écran', LINE_0, 0, 1),
      card('Battery', null, LINE_1, 1, 8),
      card('spot', 'endroit', 'My favourite spot is the park.', 5, 125),
      card('Wow', null, LONG_LINE, 6, 128),
    ]);
});
afterAll(() => t?.close());

const deckUrl = (deckId: string, miniDeckId: string | number) =>
  `/v3/vocab/deck/${deckId}/mini-deck/${miniDeckId}/audios`;
const get = (url: string, user: TestUser | null = owner) => t.request({ method: 'GET', url, user });
const rendersOf = async (userId: string) =>
  (await t.database.db.select().from(audioRenders).where(eq(audioRenders.userId, userId)))[0]?.renders ?? 0;
const filesOf = async (userId: string) =>
  (await t.database.db.select().from(audioFile).where(eq(audioFile.userId, userId))).length;

describe('GET /v3/vocab/deck/{deckId}/mini-deck/{miniDeckId}/audios', () => {
  let firstPage: { cards: { wordAudio: { url: string } }[] };

  it("renders a page's words and lines once, two words of one line sharing its audio", async () => {
    const response = await get(deckUrl(noteId, 1));
    expect(response.statusCode).toBe(200);
    firstPage = response.json().entity;
    expect(firstPage).toMatchObject({ deckId: noteId, miniDeckId: 1, pages: [1, 3] });
    const cards = response.json().entity.cards;
    expect(cards.map((c: { word: string; translation: string | null }) => [c.word, c.translation])).toEqual([
      ['keyboards', 'claviers'],
      ['screen', 'écran'],
      ['Battery', null],
    ]);
    for (const c of cards) {
      expect(c.wordAudio).toMatchObject({
        provider: 'espeak',
        url: expect.stringMatching(/^\/v3\/audio\/file\/[0-9a-f]{64}$/),
        lang: 'en',
      });
      expect(c.example.audio.provider).toBe('espeak');
    }
    expect(cards[0].example).toMatchObject({ text: LINE_0, audio: { text: LINE_0 } });
    expect(cards[1].example.audio.url).toBe(cards[0].example.audio.url);
    expect(cards[2].example.audio.url).not.toBe(cards[0].example.audio.url);
    // Three words and two lines: five renders, five files, all charged to the listener.
    expect(await rendersOf(owner.id)).toBe(5);
    expect(await filesOf(owner.id)).toBe(5);

    const file = await get(cards[0].wordAudio.url, null);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('audio/mpeg');
    expect(file.rawPayload.length).toBeGreaterThan(500);
  });

  it('answers the same audio the second time without rendering or counting anything again', async () => {
    const again = await get(deckUrl(noteId, 1));
    expect(again.statusCode).toBe(200);
    expect(again.json().entity).toEqual(firstPage);
    expect(await rendersOf(owner.id)).toBe(5);
    expect(await filesOf(owner.id)).toBe(5);
  });

  it('leaves what is past the daily render limit to the browser, and a line too long to speak without audio', async () => {
    const response = await get(deckUrl(noteId, 3));
    expect(response.statusCode).toBe(200);
    const { cards } = response.json().entity;
    expect(cards.map((c: { word: string }) => c.word)).toEqual(['spot', 'Wow']);
    expect(cards[1].example).toBeNull();
    // spot, its line and Wow want three renders; two were left for today.
    const clips = [cards[0].wordAudio, cards[0].example.audio, cards[1].wordAudio];
    expect(clips.filter((a) => a.provider === 'espeak')).toHaveLength(2);
    const left = clips.filter((a) => a.provider === 'browser');
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ url: null, voice: null, lang: 'en' });
    expect(await rendersOf(owner.id)).toBe(7);
    // The rendered page still plays from storage though the day's renders are used up.
    expect((await get(deckUrl(noteId, 1))).json().entity).toEqual(firstPage);
  });

  it("answers 404 for another learner's note, as for one that does not exist, and renders nothing for them", async () => {
    const theirs = await get(deckUrl(noteId, 1), stranger);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('This note does not exist or is not yours.');
    const missing = await get(deckUrl('01890a5d-ac96-774b-bcce-b302099a8057', 1));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(theirs.json().message);
    expect(await rendersOf(stranger.id)).toBe(0);
    expect((await get(deckUrl(noteId, 1), null)).statusCode).toBe(401);
  });

  it('lets a future sharing rule open a deck to another learner, in one place', async () => {
    await expect(deckAccess({ db: t.database.db, providers: t.providers }, stranger, noteId)).rejects.toMatchObject({
      status: 404,
    });
    const shared = {
      db: t.database.db,
      providers: t.providers,
      sharedWith: async (userId: string, id: string) => userId === stranger.id && id === noteId,
    };
    await expect(deckAccess(shared, stranger, noteId)).resolves.toBeUndefined();
    await expect(deckAccess(shared, stranger, emptyNoteId)).rejects.toMatchObject({ status: 404 });
  });

  it('says which pages have word cards when asked for one that has none', async () => {
    const page = await get(deckUrl(noteId, 2));
    expect(page.statusCode).toBe(404);
    expect(page.json()).toMatchObject({
      message: 'This note has no word cards on page 2; its pages with word cards are 1, 3.',
      reason: 'deck_page_not_found',
      params: { page: '2', values: '1, 3' },
    });
    const empty = await get(deckUrl(emptyNoteId, 1));
    expect(empty.statusCode).toBe(404);
    expect(empty.json().reason).toBe('deck_no_word_cards');
  });

  it.each(['0', '-1', 'abc', '1.5', '1e3', '9999999'])(
    'refuses miniDeckId %s with a 400 that says what it must be',
    async (bad) => {
      const response = await get(deckUrl(noteId, bad));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(
        "miniDeckId: must be the number of a page of the note's word cards, from 1",
      );
    },
  );

  it('refuses a deckId that is not a note id', async () => {
    const response = await get(deckUrl('not-a-note', 1));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('deckId: must be a note id');
  });
});
