import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../test/app.ts';
import { createLearner, learnerTestApp, timed } from '../saved-words/test/fixtures.ts';

/**
 * The note list and the saved-words list, byte for byte, for every kind of page: the snapshot was written
 * by the code before ADR 14's session 9 (contexts read in the words' query, the answer written without a
 * second pass), so a change in how the lists are read or written cannot change what a client receives.
 * Ids and times are fixed, so the answers are too.
 */

let t: TestApp;
let learner: TestUser;

const id = (kind: number, n: number) => `0190a000-0000-7000-8000-${String(kind * 1000 + n).padStart(12, '0')}`;
const noteId = (n: number) => id(1, n);
const wordId = (n: number) => id(2, n);

async function seed(userId: string) {
  const db = t.database.db;
  for (let n = 1; n <= 22; n++) {
    const lines = JSON.stringify([timed('Das Haus ist groß.', 0), timed('Ein "Baum" \u2028 im Garten.', 10)]);
    await db.execute(sql`
      insert into note (id, user_id, video_id, type, title, language, translation_language, source, start_at, end_at, lines, created_at)
      values (${noteId(n)}, ${userId}, ${n % 3 ? 'GJLlxj_dtq8' : null}, ${n % 2 ? 'full_script' : 'one_minute_clip'},
              ${`Notiz ${n} "zitiert" \\ é 🎬`}, 'de', ${n % 4 ? 'en' : null}, 'youtube', ${n}, ${n * 60}, ${lines}::jsonb,
              ${`2026-03-0${(n % 9) + 1} 10:11:12.${String(n * 37_111).padStart(6, '0')}+00`})`);
  }
  // Lexicons for some notes, so "% known" is counted (and cached) for them and null for the others.
  for (const n of [1, 2, 5, 22]) {
    await db.execute(
      sql`insert into note_lexicon (note_id, language, lines) values (${noteId(n)}, 'de', '[["haus","sein","groß"]]'::jsonb)`,
    );
    await db.execute(sql`
      insert into note_word (note_id, lemma, occurrences)
      values (${noteId(n)}, 'haus', ${n}), (${noteId(n)}, 'sein', 2), (${noteId(n)}, 'groß', ${n % 3}), (${noteId(n)}, 'baum', 1)`);
  }
  const words: [number, string, string, string | null, string, number | null, boolean, string][] = [
    [1, 'Haus', 'haus', 'house', 'known', null, true, 'de'],
    [2, 'großen', 'groß', 'big, "tall"', 'learning', 2, true, 'de'],
    [3, 'ist', 'sein', null, 'ignored', null, false, 'de'],
    [4, 'Bäume', 'baum', 'trees\n\ttab', 'learning', 4, true, 'de'],
    [5, 'maison', 'maison', 'house 🏠', 'new', null, true, 'fr'],
    [6, 'Garten', 'garten', 'garden', 'learning', 1, false, 'de'],
    [7, 'Hausbau', 'hausbau', null, 'known', null, true, 'de'],
  ];
  for (const [n, word, lemma, translation, status, level, saved, language] of words) {
    await db.execute(sql`
      insert into user_vocab (id, user_id, language, lemma, word, pos, translation, translation_language, status,
                              learning_level, is_saved, saved_at, created_at)
      values (${wordId(n)}, ${userId}, ${language}, ${lemma}, ${word}, ${n % 2 ? 'NOUN' : null}, ${translation}, 'en',
              ${status}, ${level}, ${saved}, ${saved ? sql`${`2026-04-0${n} 08:09:10.${String(n * 123_457).slice(0, 6)}+00`}` : null},
              ${`2026-04-0${n} 07:00:00.999999+00`})`);
  }
  for (const [n, state, reps, lapses] of [
    [1, 2, 5, 1],
    [2, 1, 1, 0],
    [4, 3, 7, 2],
    [5, 0, 0, 0],
    [6, 2, 3, 0],
  ] as const) {
    await db.execute(sql`
      insert into review_card (id, user_id, vocab_id, due, state, stability, difficulty, reps, lapses, active)
      values (${id(3, n)}, ${userId}, ${wordId(n)}, ${`2026-05-0${n} 12:00:00.000500+00`}, ${state}, 5, 5, ${reps}, ${lapses}, ${n !== 6})`);
  }
  const contexts: [
    number,
    number,
    number | null,
    number | null,
    number | null,
    number | null,
    string | null,
    string,
  ][] = [
    [1, 1, 1, 0, 0.1, 0.6, 'GJLlxj_dtq8', 'Das Haus ist groß.'],
    [2, 1, 2, 0, 1e-7, 12345.678, 'GJLlxj_dtq8', 'Das "Haus" \\ ist\u0001 groß.'],
    [3, 1, null, null, null, null, null, 'Ein Haus, typed in'],
    [4, 2, 5, 1, 10.5, 11, 'GJLlxj_dtq8', 'Ein großen Baum 🌳'],
    [5, 4, 22, 1, 3.3333333, 4.25, null, 'Bäume im Garten'],
    [6, 6, 1, 1, 2, 3, 'GJLlxj_dtq8', 'Im Garten'],
  ];
  for (const [n, word, note, line, start, end, ytId, text] of contexts) {
    await db.execute(sql`
      insert into vocab_context (id, vocab_id, note_id, line_index, start, "end", yt_id, text)
      values (${id(4, n)}, ${wordId(word)}, ${note === null ? null : noteId(note)}, ${line}, ${start}, ${end}, ${ytId}, ${text})`);
  }
}

beforeAll(async () => {
  ({ t } = await learnerTestApp());
  learner = await createLearner(t, 'de', 'en');
  await seed(learner.id);
});
afterAll(() => t?.close());

const NOTE_PAGES = [
  '/v3/note/list',
  '/v3/note/list/initial',
  `/v3/note/list?lastId=${noteId(3)}`,
  '/v3/note/list?sort=known',
  `/v3/note/list?sort=known&lastId=${noteId(5)}`,
  `/v3/note/list?sort=known&lastId=${noteId(20)}`,
];

const WORD_PAGES = [
  '',
  'limit=2',
  `limit=2&lastId=${wordId(6)}`,
  'isSaved=true',
  'isSaved=false',
  'language=de',
  'language=fr',
  'status=learning',
  'status=known&isSaved=true',
  `noteId=${noteId(1)}`,
  `noteId=${noteId(5)}&status=learning`,
  'text=haus',
  'text=haus&limit=1',
  `text=haus&lastId=${wordId(7)}`,
  'text=house&language=de&isSaved=true',
  'text=nothing-like-it',
].map((query) => `/v3/user-vocab/list${query ? `?${query}` : ''}`);

it('answers every kind of list page with the same bytes', async () => {
  const answers: Record<string, string> = {};
  for (const url of [...NOTE_PAGES, ...WORD_PAGES]) {
    const res = await t.request({ method: 'GET', url, user: learner });
    expect(res.statusCode, res.body).toBe(200);
    answers[url] = `${res.headers['content-type']}\n${res.body}`;
  }
  await expect(`${JSON.stringify(answers, null, 2)}\n`).toMatchFileSnapshot('./__snapshots__/list-answers.json');
});
