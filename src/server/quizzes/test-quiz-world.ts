import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { flashcard } from '../db/schema/material.ts';
import { note, type StoredLine } from '../db/schema/notes.ts';
import type { SpeechSynthesizer } from '../providers/speech/types.ts';
import { createTestApp, type TestApp, type TestUser } from '../test/app.ts';

/**
 * The quiz tests' world: a learner (native French, learning English) with a note of four lines, five
 * word cards and two sentence cards, another learner, and speech that records what it was asked to say.
 */
export type QuizFixture = {
  t: TestApp;
  owner: TestUser;
  stranger: TestUser;
  noteId: string;
  /** The note's card ids by kind, sorted. */
  cardIds: { word: string[]; sentence: string[] };
  /** `<lang>:<text>` of every text spoken. */
  spoken: string[];
};

const spoken: string[] = [];
const speech: SpeechSynthesizer = {
  name: 'espeak',
  voiceFor: () => 'test-voice',
  async synthesize(text, lang) {
    spoken.push(`${lang}:${text}`);
    return { audio: Buffer.from(`ID3 ${text}`), mimeType: 'audio/mpeg' };
  },
};

const line = (text: string, start: number): StoredLine => ({ text, start, end: start + 2, words: [] });
const LINES = [
  line('The screen is bright and the keyboard is great.', 0),
  line('Battery life is the weak spot.', 3),
  line('I would buy it again.', 6),
  line('It was cheap, really.', 9),
];
const WORDS: [string, string, string, number][] = [
  ['screen', 'screen', 'écran', 0],
  ['keyboard', 'keyboard', 'clavier', 0],
  ['Battery', 'battery', 'batterie', 1],
  ['cheap', 'cheap', 'bon marché', 3],
  ['buy', 'buy', 'acheter', 2],
];

/** Call at the top of a test file: the world is built before its tests and closed after them. */
export function quizFixture(): QuizFixture {
  const fx = { spoken, cardIds: { word: [], sentence: [] } } as unknown as QuizFixture;
  let t: TestApp;
  let owner: TestUser;
  let noteId: string;
  beforeAll(async () => {
    t = await createTestApp({ providers: { speech } });
    owner = await t.createUser();
    fx.stranger = await t.createUser();
    await t.request({
      method: 'PUT',
      url: '/v3/user/language-setting',
      user: owner,
      payload: { nativeLanguage: 'fr', mainLearningLanguage: { language: 'en', level: 'beginner' } },
    });
    const [row] = await t.database.db
      .insert(note)
      .values({
        userId: owner.id,
        videoId: 'GJLlxj_dtq8',
        type: 'full_script',
        title: 'Phone review',
        language: 'en',
        source: 'youtube',
        endAt: 60,
        lines: LINES,
      })
      .returning();
    noteId = row!.id;
    const base = {
      noteId,
      userId: owner.id,
      fromLanguage: 'en',
      toLanguage: 'fr',
      source: 'generated' as const,
      start: 0,
      end: 2,
    };
    await t.database.db.insert(flashcard).values([
      ...WORDS.map(([front, lemma, translation, lineIndex]) => ({
        ...base,
        kind: 'word' as const,
        front,
        lemma,
        translation,
        context: LINES[lineIndex]!.text,
        lineIndex,
      })),
      {
        ...base,
        kind: 'sentence' as const,
        front: LINES[1]!.text,
        translation: 'La batterie est le point faible.',
        context: LINES[1]!.text,
        lineIndex: 1,
      },
      {
        ...base,
        kind: 'sentence' as const,
        front: LINES[2]!.text,
        translation: "Je l'achèterais encore.",
        context: LINES[2]!.text,
        lineIndex: 2,
      },
    ]);
  });
  beforeAll(async () => {
    const rows = await t.database.db.select().from(flashcard).where(eq(flashcard.noteId, noteId));
    const ids = (kind: 'word' | 'sentence') =>
      rows
        .filter((r) => r.kind === kind)
        .map((r) => r.id)
        .sort();
    Object.assign(fx, { t, owner, noteId, cardIds: { word: ids('word'), sentence: ids('sentence') } });
  });
  afterAll(() => fx.t?.close());
  return fx;
}

export type Question = {
  id: string;
  kind: string;
  item: { kind: string; id: string; lemma: string | null };
  prompt: string | null;
  sentence: string | null;
  choices?: string[] | null;
  answer: string | number[];
  audio?: { url: string | null; text: string };
  words?: string[];
  separator?: string;
  mode?: string;
};
