import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeDictEntries, lookupEntries } from '../dictionaries/entry.ts';
import { insertEntries } from '../dictionaries/test/entries.ts';
import { createLearner, insertNote, learnerTestApp } from '../saved-words/test/fixtures.ts';
import type { TestApp, TestUser } from '../test/app.ts';
import { dictionaryEntry } from './service.ts';

let t: TestApp;
let learner: TestUser;
let stranger: TestUser;
let noteId: string;
const LINES = ['Der Hund schläft.', 'Wir gehen nach Hause.', 'Zwei Hunde bellen laut.', 'Der Hund bellt.'];

beforeAll(async () => {
  ({ t } = await learnerTestApp({ hund: 'chien' }));
  const db = t.database.db;
  await insertEntries(db, 'de>en', [
    ['Hunde', ['dogs'], 'noun, plural', -3],
    ['Hund', ['dog'], 'noun, masculine', -2],
    ['Hund', ['hound'], 'noun, masculine', 0],
    ['Hund', ['dog'], 'noun, masculine', 1],
    ['gehen', ['go', 'walk'], 'verb', -3],
    ['gehen', ['turn out'], 'verb', 0],
    ['Gehen', ['walking'], 'noun, neuter', 0],
    ['Samstag', ['Saturday'], 'noun, masculine'],
    ['Morgen', ['morning'], 'noun, masculine'],
  ]);
  await insertEntries(db, 'en>ru', [
    ['like', ['как']],
    ['how', ['как', 'каким образом']],
    ['caterpillar', ['гусеница']],
  ]);
  learner = await createLearner(t, 'de', 'en');
  stranger = await createLearner(t, 'de', 'en');
  noteId = await insertNote(t, learner, LINES, { language: 'de', title: 'Hunde im Park', videoId: 'AbCdEfGhIjK' });
  // The note's lexicon is built the first time the note's words are asked for (as the note page does).
  expect((await t.request({ method: 'GET', url: `/v3/note/${noteId}/word-status`, user: learner })).statusCode).toBe(
    200,
  );
});
afterAll(() => t?.close());

const entry = async (query: string, user: TestUser | null = learner) => {
  const res = await t.request({ method: 'GET', url: `/v3/dictionary/entry?${query}`, user });
  return { status: res.statusCode, body: res.json() };
};
const found = async (query: string, user: TestUser = learner) => {
  const { status, body } = await entry(query, user);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.entity;
};

describe('GET /v3/dictionary/entry', () => {
  it('gives an unsaved word its senses, dictionary form, status and the lines of the notes it occurs in', async () => {
    const e = await found('word=Hunde&lang=de');
    expect(e).toMatchObject({
      word: 'Hunde',
      language: 'de',
      translationLanguage: 'en',
      lemma: 'Hund',
      partOfSpeech: 'noun',
      missing: null,
      status: 'new',
      learningLevel: null,
      vocab: null,
    });
    // The form's own entry first (it has a part of speech), then the lemma's; a sense twice is shown once.
    expect(e.dictionaries).toEqual([
      {
        source: 'FreeDict deu-eng',
        groups: [
          { headword: 'Hunde', partOfSpeech: 'noun, plural', senses: [['dogs']] },
          { headword: 'Hund', partOfSpeech: 'noun, masculine', senses: [['dog'], ['hound']] },
        ],
      },
    ]);
    // Two lines per note at most, in order, each with its moment in the video.
    expect(e.encounters).toEqual([
      {
        text: 'Der Hund schläft.',
        saved: false,
        noteId,
        noteTitle: 'Hunde im Park',
        sentenceId: 0,
        start: 0,
        end: 1.5,
        ytId: 'AbCdEfGhIjK',
      },
      expect.objectContaining({ text: 'Zwei Hunde bellen laut.', sentenceId: 2, start: 20, saved: false }),
    ]);
    // Another learner met it nowhere.
    expect((await found('word=Hund&lang=de', stranger)).encounters).toEqual([]);
  });

  it('groups senses by headword and part of speech, the spelling as typed first', async () => {
    const verb = await found('word=gehen&lang=de');
    expect(verb.dictionaries[0].groups).toEqual([
      { headword: 'gehen', partOfSpeech: 'verb', senses: [['go', 'walk'], ['turn out']] },
      { headword: 'Gehen', partOfSpeech: 'noun, neuter', senses: [['walking']] },
    ]);
    // An inflected form is read as its dictionary form.
    expect((await found('word=ging&lang=de')).dictionaries[0].groups[0]).toMatchObject({ headword: 'gehen' });
  });

  it('falls back to the word lookup: compounds, and the opposite-direction dictionary', async () => {
    expect((await found('word=Samstagmorgen&lang=de')).dictionaries[0].groups).toEqual([
      { headword: 'Samstag + Morgen', partOfSpeech: 'noun, masculine', senses: [['Saturday + morning']] },
    ]);
    // A word the built-in core vocabulary (asked first) does not list: FreeDict's English–Russian, read backwards.
    const russian = await createLearner(t, 'ru', 'en');
    expect((await found('word=гусеница&lang=ru', russian)).dictionaries).toEqual([
      { source: 'FreeDict eng-rus', groups: [{ headword: 'гусеница', partOfSpeech: null, senses: [['caterpillar']] }] },
    ]);
    // A common word: the core vocabulary's entry first, FreeDict's after it.
    expect((await found('word=как&lang=ru', russian)).dictionaries.map((d: { source: string }) => d.source)).toEqual([
      'Lingoclip core vocabulary',
      'FreeDict eng-rus',
    ]);
  });

  it('shows the saved word, its saved line first, then the other lines it occurs in', async () => {
    const saved = await t.request({
      method: 'POST',
      url: '/v3/user-vocab',
      user: learner,
      payload: { word: 'Hunde', from: 'de', to: 'en', noteId, sentenceId: 2, translation: 'dogs' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const e = await found('word=hund&lang=de');
    expect(e).toMatchObject({ lemma: 'Hund', status: 'learning', learningLevel: 1 });
    expect(e.vocab).toMatchObject({ id: saved.json().entity.id, isSaved: true, translation: 'dogs' });
    expect(e.encounters.map((m: { sentenceId: number; saved: boolean }) => [m.sentenceId, m.saved])).toEqual([
      [2, true],
      [0, false],
    ]);
    expect((await found('word=Hund&lang=de', stranger)).vocab).toBeNull();
  });

  it('reads a German noun typed in lower case as the noun when the dictionary or the learner spells it so', async () => {
    // The plural has an entry of its own, listed first; the lemma's entry is there too.
    const hunde = await found('word=hunde&lang=de', stranger);
    expect(hunde).toMatchObject({ lemma: 'Hund', partOfSpeech: 'noun' });
    expect(hunde.dictionaries[0].groups.map((g: { headword: string }) => g.headword)).toEqual(['Hunde', 'Hund']);
    // "schön" stays an adjective: nothing spells it with a capital.
    expect(await found('word=schön&lang=de', stranger)).toMatchObject({ lemma: 'schön' });
    expect(await found('word=gehen&lang=de', stranger)).toMatchObject({ lemma: 'gehen', partOfSpeech: 'verb' });
  });

  it('says plainly when no dictionary covers the pair or has the word, and still gives the status', async () => {
    const korean = await createLearner(t, 'ko', 'en');
    await t.request({
      method: 'PUT',
      url: '/v3/user-vocab/status',
      user: korean,
      payload: { language: 'ko', word: '학교에서', status: 'known' },
    });
    const e = await found('word=학교에서&lang=ko', korean);
    expect(e).toMatchObject({
      lemma: '학교',
      dictionaries: [{ source: 'Lingoclip core vocabulary', groups: [{ headword: '학교', senses: [['school']] }] }],
      status: 'known',
    });
    const japanese = await found('word=학교에서&lang=ko&to=ja', korean);
    expect(japanese).toMatchObject({
      dictionaries: [],
      missing: 'No offline dictionary covers Korean → Japanese',
      status: 'known',
    });
    expect((await found('word=Quatschwort&lang=de')).missing).toBe(
      '“Quatschwort” is not in the offline German → English dictionary',
    );
    // Meanings in another language than the learner's own, when asked.
    expect((await found('word=Hund&lang=de&to=ja')).missing).toBe('No offline dictionary covers German → Japanese');
  });

  it('explains what is wrong with the request', async () => {
    const message = async (query: string) => (await entry(query)).body.message;
    expect(await message('lang=de')).toBe('word is required');
    expect(await message('word=%20%20&lang=de')).toBe('word is required');
    expect(await message('word=Hund')).toBe('lang is required');
    expect(await message('word=Hund&lang=klingon')).toBe(
      'lang: must be a language code from the translation list, like en, ko or pt-BR',
    );
    expect(await message(`word=${encodeURIComponent('Der Hund schläft heute im Park')}&lang=de`)).toBe(
      'word: must be one word or a short phrase of up to 5 words, not a sentence',
    );
    expect(await message(`word=${'a'.repeat(101)}&lang=de`)).toBe('word: must be at most 100 characters');
    expect((await entry('word=Hund&lang=de', null)).status).toBe(401);
  });
});

describe('entry sources', () => {
  it('asks every source that covers the pair, in order; another offline source plugs in as a word lookup', async () => {
    const asked: string[] = [];
    const core = lookupEntries(
      'Core vocabulary',
      (from, to) => [from, to].sort().join('>') === 'en>ko' || (from === 'de' && to === 'en'),
      async ({ text, from }) => {
        asked.push(`${from}:${text}`);
        return text === '학교에서' || text === 'Hund'
          ? {
              found: true,
              headword: text === 'Hund' ? 'Hund' : '학교',
              translation: text === 'Hund' ? 'dog' : 'school',
              alternatives: [],
              partOfSpeech: 'noun',
              via: 'exact',
            }
          : { found: false, reason: `“${text}” is not in the offline German → English dictionary` };
      },
    );
    const korean = await createLearner(t, 'ko', 'en');
    const deps = { db: t.database.db, sources: [freeDictEntries(t.database.db), core] };
    const as = (user: TestUser) => ({ ...user, role: null });
    const ko = await dictionaryEntry(deps, as(korean), { word: '학교에서', lang: 'ko' });
    expect(ko).toMatchObject({
      missing: null,
      dictionaries: [{ source: 'Core vocabulary', groups: [{ headword: '학교', senses: [['school']] }] }],
    });
    const de = await dictionaryEntry(deps, as(learner), { word: 'Hund', lang: 'de' });
    expect(de.dictionaries.map((d) => d.source)).toEqual(['FreeDict deu-eng', 'Core vocabulary']);
    // When every source misses, the first one's reason is the page's.
    expect((await dictionaryEntry(deps, as(learner), { word: 'Quatschwort', lang: 'de' })).missing).toBe(
      '“Quatschwort” is not in the offline German → English dictionary',
    );
    expect(asked).toEqual(['ko:학교에서', 'de:Hund', 'de:Quatschwort']);
  });
});
