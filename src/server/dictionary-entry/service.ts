import type { z } from 'zod';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { type EntryAnswer, type EntrySource, noDictionaryFor } from '../dictionaries/entry.ts';
import { lemmaEncounters, studyLanguage, wordsById, wordsByLemma } from '../learner/index.ts';
import { learnerProfile } from '../users/profile.ts';
import { presentEntry } from './presenter.ts';
import { chooseReading, readWord } from './read-word.ts';
import type { DictionaryEntry, EntryQuery } from './schema.ts';

/** `sources`: where full entries come from, in the order they are shown (compose.ts chooses them). */
export type DictionaryEntryDeps = { db: Db; sources: readonly EntrySource[] };

/** Enough to show where a word recurs without turning the card into a concordance. */
const ENCOUNTER_LIMITS = { notes: 8, linesPerNote: 2 };

/**
 * GET /dictionary/entry: a word as the learner's dictionary shows it. The lemma is the one the transcript
 * gives the word, so the status and the notes found are those of the word dialog; every dictionary that
 * covers the pair is asked, and when none has the word the page says why.
 */
export async function dictionaryEntry(
  { db, sources }: DictionaryEntryDeps,
  user: AuthUser,
  query: EntryQuery,
): Promise<z.input<typeof DictionaryEntry>> {
  const language = studyLanguage(query.lang);
  const to = query.to ?? (await learnerProfile(db, user.id)).nativeLanguage;
  const readings = await readWord(query.word, language);
  const lemmaAsked = (readings.noun ?? readings.typed).lemma;
  const asked = sources.filter((source) => source.covers(language, to));
  const answers: EntryAnswer[] = [];
  for (const source of asked)
    answers.push(await source.entry({ word: query.word, lemma: lemmaAsked, from: language, to }));

  const candidates = [...new Set([readings.typed.lemma, readings.noun?.lemma ?? readings.typed.lemma])];
  const rows = await wordsByLemma(db, user.id, language, candidates);
  const headwords = answers.flatMap((a) => (a.found ? a.groups.map((g) => g.headword) : []));
  const { lemma, pos } = chooseReading(readings, { headwords, learnerHas: (l) => rows.has(l) });
  const row = rows.get(lemma);
  const [vocab] = row ? await wordsById(db, [row.id]) : [];
  const encounters = await lemmaEncounters(db, user.id, language, lemma, ENCOUNTER_LIMITS);
  const missing = asked.length === 0 ? noDictionaryFor(language, to) : null;
  return presentEntry({ word: query.word, language, to, lemma, pos, answers, missing, vocab, encounters });
}
