import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from '../test/database.ts';
import { type Lemmatize, lookupWord } from './lookup.ts';
import { parseEntry } from './parse-entry.ts';
import { SCHWESTER_ENTRIES } from './test/ding-schwester.ts';
import { insertEntries } from './test/entries.ts';
import { compoundSplits, guessDictionaryForms, separableParticle } from './word-forms.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await insertEntries(database.db, 'de>en', [
    ['Gehen', ['walking', 'going'], 'noun, neuter'],
    ['gehen', ['turn out'], 'verb', 0],
    ['gehen', ['go'], 'verb', -3],
    ['gehen', ['walk', 'go'], 'verb', -3],
    ['Haus…', ['household'], 'adjective', 200],
    ['Haus', ['house'], 'noun, neuter', -2],
    ['ruft', ['calls', 'shouts']],
    ['ruft an', ['phones', 'rings']],
    ['sagen', ['say', 'tell'], 'verb'],
    ['schön', ['beautiful', 'nice'], 'adjective'],
    ['Samstag', ['Saturday'], 'noun, masculine'],
    ['Morgen', ['morning'], 'noun, masculine'],
    ['Esse', ['chimney'], 'noun, feminine'],
    ['essen', ['eat'], 'verb', -5],
    ['weiß', ['white'], 'adjective', -3],
    ['wissen', ['know'], 'verb'],
    // As the importer stores Ding's entries for Schwester (test/ding-schwester.ts).
    ...SCHWESTER_ENTRIES.map((text) => {
      const entry = parseEntry(text, { format: 'ding', targetLang: 'en' })!;
      return [entry.headwords[0]!, entry.glosses, entry.pos, entry.rank] as [string, string[], string | null, number];
    }),
  ]);
  await insertEntries(database.db, 'en>ru', [
    ['like', ['как']],
    ['how', ['как', 'каким образом']],
  ]);
  await insertEntries(database.db, 'ja>en', [
    ['食べる', ['to eat'], 'verb'],
    ['たべる', ['to eat'], 'verb'],
  ]);
});
afterAll(() => database?.close());

const lookup = (text: string, from: string, to: string, context?: string, lemmatize?: Lemmatize) =>
  lookupWord(database.db, { text, from, to, context }, lemmatize);

describe('dictionary lookups', () => {
  it('finds a word case-insensitively, preferring entries spelled as clicked (German nouns vs verbs)', async () => {
    expect(await lookup('gehen', 'de', 'en')).toEqual({
      found: true,
      headword: 'gehen',
      translation: 'go',
      // The top three senses only: a learner reads the first meaning and at most two more.
      // The hand-reviewed list's everyday meanings first (core/first-glosses), FreeDict's headword and class.
      alternatives: ['walk', 'work (function)'],
      partOfSpeech: 'verb',
      via: 'exact',
    });
    expect(await lookup('Gehen', 'de', 'en')).toMatchObject({ translation: 'walking', partOfSpeech: 'noun, neuter' });
    // The combining form "Haus…" is a side sense, too far behind "house" to be shown; the list's are.
    expect(await lookup('HAUS', 'de', 'en')).toMatchObject({
      translation: 'house',
      alternatives: ['home', 'building'],
    });
    expect(await lookup('Haus', 'de-AT', 'en-GB')).toMatchObject({ translation: 'house' });
  });

  it('joins a German verb with the particle that ends its clause', async () => {
    expect(await lookup('ruft', 'de', 'en', 'Sie ruft ihn morgen an, wenn sie kann.')).toMatchObject({
      headword: 'ruft an',
      translation: 'phones',
      via: 'separable',
    });
    expect(await lookup('ruft', 'de', 'en', 'Sie ruft laut.')).toMatchObject({ translation: 'calls', via: 'exact' });
  });

  it('falls back to the injected lemma, then to guessed dictionary forms', async () => {
    const lemmatize = (text: string, lang: string) => (lang === 'ja' && text === '食べた' ? '食べる' : null);
    expect(await lookup('食べた', 'ja', 'en', undefined, lemmatize)).toMatchObject({
      headword: '食べる',
      translation: 'eat',
      via: 'lemma',
    });
    expect(await lookup('sagte', 'de', 'en')).toMatchObject({ headword: 'sagen', translation: 'say', via: 'guess' });
    expect(await lookup('schönen', 'de', 'en')).toMatchObject({ headword: 'schön', via: 'guess' });
  });

  it('Schwester: the everyday meaning first, no colloquial sense beside it, with article and plural', async () => {
    const answer = await lookup('Schwester', 'de', 'en', 'Meine Schwester lacht immer über mich.');
    expect(answer).toMatchObject({
      found: true,
      headword: 'Schwester',
      translation: 'sister',
      partOfSpeech: 'noun, feminine',
      article: 'die',
      plural: 'Schwestern',
    });
    expect(answer.found && answer.alternatives).not.toContain('homosexual man');
    expect(answer.found && answer.alternatives.join()).not.toMatch(/Sr\./);
  });

  it('prefers the sense whose word class is the clicked token’s (the engine’s tag)', async () => {
    const analyse = (lemma: string, pos: string) => () => ({ lemma, pos });
    // "esse" in a sentence is a verb form, not the noun Esse (chimney).
    expect(await lookup('esse', 'de', 'en', 'Ich esse Brot.', analyse('essen', 'verb'))).toMatchObject({
      headword: 'essen',
      translation: 'eat',
      via: 'lemma',
    });
    expect(await lookup('weiß', 'de', 'en', 'Ich weiß es.', analyse('wissen', 'verb'))).toMatchObject({
      translation: 'know',
    });
    expect(await lookup('weiß', 'de', 'en', 'Die Wand ist weiß.', analyse('weiß', 'adj'))).toMatchObject({
      translation: 'white',
    });
    // A caller that knows the word class may pass it itself.
    expect(
      await lookupWord(database.db, { text: 'weiß', from: 'de', to: 'en', pos: 'verb' }, () => 'wissen'),
    ).toMatchObject({ translation: 'know' });
  });

  it('prefers a gloss the opposite dictionary translates back to the word', async () => {
    await insertEntries(database.db, 'es>en', [['plato', ['food', 'menu', 'plate'], 'noun']]);
    // Spanish → English lists "food" first; only "plate" gives "plato" back in English → Spanish.
    await insertEntries(database.db, 'en>es', [
      ['plate', ['plato']],
      ['food', ['comida', 'alimento']],
      ['menu', ['carta', 'menú']],
    ]);
    expect(await lookup('plato', 'es', 'en')).toMatchObject({ translation: 'plate' });
  });

  it('reads a German compound missing from the dictionary as modifier + head', async () => {
    expect(await lookup('Samstagmorgen', 'de', 'en')).toMatchObject({
      headword: 'Samstag + Morgen',
      translation: 'Saturday + morning',
      partOfSpeech: 'noun, masculine',
      via: 'compound',
    });
    expect(await lookup('Samstagsmorgen', 'de', 'en')).toMatchObject({ translation: 'Saturday + morning' });
    expect(await lookup('Morgenkaffee', 'de', 'en')).toEqual({
      found: false,
      reason: '“Morgenkaffee” is not in the offline German → English dictionary',
    });
  });

  it('searches the opposite direction when there is no dictionary this way (Russian → English)', async () => {
    expect(await lookup('как', 'ru', 'en')).toEqual({
      found: true,
      headword: 'как',
      translation: 'like',
      alternatives: ['how'],
      partOfSpeech: undefined,
      via: 'reverse',
    });
  });

  it('says why when it cannot help', async () => {
    expect(await lookup('사랑', 'ko', 'en')).toEqual({
      found: false,
      reason: 'No offline dictionary covers Korean → English',
    });
    expect(await lookup('Quatschwort', 'de', 'en')).toEqual({
      found: false,
      reason: '“Quatschwort” is not in the offline German → English dictionary',
    });
    // A common lemma FreeDict lacks is answered from the hand-reviewed list alone.
    expect(await lookup('Baum', 'de', 'en')).toMatchObject({ found: true, headword: 'Baum', translation: 'tree' });
    expect(await lookup('chatoyer', 'fr', 'en')).toEqual({
      found: false,
      reason: 'The French → English dictionary is not imported yet (npm run dict:import)',
    });
    // Before any import, the list still knows the common words.
    expect(await lookup('chat', 'fr', 'en')).toMatchObject({ found: true, translation: 'cat' });
    expect(await lookup('one two three four five six', 'de', 'en')).toEqual({
      found: false,
      reason: 'The offline dictionary has words and short phrases, not sentences',
    });
    expect(await lookup('今日は久しぶりに京都に来ています。', 'ja', 'en')).toEqual({
      found: false,
      reason: 'The offline dictionary has words and short phrases, not sentences',
    });
    expect(await lookup(' … ', 'de', 'en')).toEqual({ found: false, reason: 'There is no word to look up' });
  });
});

describe('word forms', () => {
  it('guesses dictionary forms by language', () => {
    expect(guessDictionaryForms('walked', 'en')).toContain('walk');
    expect(guessDictionaryForms('stopped', 'en')).toContain('stop');
    expect(guessDictionaryForms('studies', 'en')).toContain('study');
    expect(guessDictionaryForms("l'homme", 'fr')).toContain('homme');
    expect(guessDictionaryForms('gesagt', 'de')).toContain('sagen');
    expect(guessDictionaryForms('casas', 'es')).toContain('casa');
    expect(guessDictionaryForms('사랑해', 'ko')).toEqual([]);
    expect(compoundSplits('Samstagsmorgen')).toContainEqual(['samstag', 'morgen']);
    expect(compoundSplits('Haus')).toEqual([]);
  });

  it('finds the particle closing the clause of a separable verb', () => {
    expect(separableParticle('ruft', 'Sie ruft ihn morgen an.')).toBe('an');
    expect(separableParticle('kommt', 'Er kommt heute nicht mit, weil er krank ist.')).toBe('mit');
    expect(separableParticle('wartet', 'Sie wartet auf ihn.')).toBeNull();
    expect(separableParticle('an', 'Ruf mich an.')).toBeNull();
  });
});
