import { baseLanguage, languageName } from '../../common/languages.ts';
import { renderMessage } from '../../common/errors.ts';
import type { Db } from '../db/client.ts';
import type { DictionaryAnswer } from '../providers/translate/types.ts';
import { findRows, lookupWord, MAX_DICTIONARY_WORDS, type Lemmatize } from './lookup.ts';
import { isSentence, normalizeHeadword } from './normalize.ts';
import { findPair, type FreeDictPair } from './pairs.ts';
import { guessDictionaryForms } from './word-forms.ts';

/** One headword with one part of speech, and its senses in the dictionary's order (each a list of glosses). */
export type EntryGroup = { headword: string; partOfSpeech: string | null; senses: string[][] };

/** A whole dictionary entry for the Dictionary page, or why a source has none. */
export type EntryAnswer =
  | { found: true; source: string; groups: EntryGroup[] }
  | { found: false; source: string; reason: string };

/** `lemma`: the dictionary form the language engine gives the typed word (null when it has none). */
export type EntryRequest = { word: string; lemma: string | null; from: string; to: string };

/**
 * Where full entries come from. FreeDict (below) is one; a built-in vocabulary is another: compose.ts
 * hands the list to the dictionary page, which asks every source that covers the pair.
 */
export type EntrySource = {
  covers(from: string, to: string): boolean;
  entry(request: EntryRequest): Promise<EntryAnswer>;
};

/** Enough rows for every sense of a common verb (Ding's "gehen" has ~60); more is noise on a page. */
const MAX_ROWS = 80;

type Row = { headword: string; headwordNormalized: string; pos: string | null; glosses: string[] };

const pairName = (from: string, to: string) => ({ fromLanguage: languageName(from), toLanguage: languageName(to) });

/**
 * FreeDict as a source of full entries: every row of the typed word and of its dictionary form, grouped
 * by headword and part of speech. A word the rows miss (a German compound, Russian through the
 * English–Russian dictionary) is looked up as the word dialog does (lookup.ts) and shown as one group.
 */
export function freeDictEntries(db: Db, lemmatize?: Lemmatize): EntrySource {
  return {
    covers: (from, to) => Boolean(findPair(from, to) ?? findPair(to, from)),
    entry: (request) => freeDictEntry(db, request, lemmatize),
  };
}

export async function freeDictEntry(db: Db, request: EntryRequest, lemmatize?: Lemmatize): Promise<EntryAnswer> {
  const from = baseLanguage(request.from);
  const to = baseLanguage(request.to);
  const pair = findPair(from, to);
  const source = `FreeDict ${(pair ?? findPair(to, from))?.name ?? ''}`.trim();
  const normalized = normalizeHeadword(request.word);
  if (pair && normalized && !isSentence(normalized, MAX_DICTIONARY_WORDS)) {
    const groups = await forwardGroups(db, pair, normalized, normalizeHeadword(request.lemma ?? ''));
    if (groups.length) return { found: true, source, groups };
  }
  // The engine's lemma is handed to the word lookup as its lemmatizer, so both read the word alike.
  const known = request.lemma ? () => request.lemma : lemmatize;
  return answerAsEntry(source, await lookupWord(db, { text: request.word, from, to }, known));
}

/** A word lookup's answer (best translation and alternatives) as an entry of one group, each gloss a sense. */
export function answerAsEntry(source: string, answer: DictionaryAnswer): EntryAnswer {
  if (!answer.found) return { found: false, source, reason: answer.reason };
  const senses = [answer.translation, ...answer.alternatives].map((gloss) => [gloss]);
  return {
    found: true,
    source,
    groups: [{ headword: answer.headword, partOfSpeech: answer.partOfSpeech ?? null, senses }],
  };
}

/**
 * Any word lookup as a source of entries (a built-in vocabulary that answers like the word dialog's
 * lookup): plugged into compose.ts's `dictionaryEntries` as it is, shown under `source`.
 */
export const lookupEntries = (
  source: string,
  covers: EntrySource['covers'],
  lookup: (request: { text: string; from: string; to: string }) => Promise<DictionaryAnswer>,
): EntrySource => ({
  covers,
  entry: async ({ word, from, to }) => answerAsEntry(source, await lookup({ text: word, from, to })),
});

/**
 * Rows of the word as typed and of its lemma; the lemma's first when the typed form's own rows carry no
 * part of speech (an inflected form listed for itself, Ding's "kommt → happens") or the language is
 * Japanese (a conjugated form is never a word of its own), as the word lookup orders them.
 */
async function forwardGroups(db: Db, pair: FreeDictPair, typed: string, lemma: string): Promise<EntryGroup[]> {
  const wanted = [...new Set([typed, lemma].filter(Boolean))];
  let rows = await findRows(db, pair, wanted, MAX_ROWS);
  const guesses = rows.length || typed.includes(' ') ? [] : guessDictionaryForms(typed, pair.from);
  if (guesses.length) rows = await findRows(db, pair, guesses, MAX_ROWS);
  const typedRows = rows.filter((r) => r.headwordNormalized === typed);
  const lemmaFirst = lemma !== typed && (pair.from === 'ja' || !typedRows.some((r) => r.pos));
  const order = lemmaFirst ? [lemma, typed] : [typed, lemma];
  const rank = (r: Row) => {
    const at = order.indexOf(r.headwordNormalized);
    return at < 0 ? order.length : at;
  };
  return groupRows([...rows].sort((a, b) => rank(a) - rank(b)));
}

/** Rows in order, gathered under their headword (as spelled) and part of speech; a sense seen twice is kept once. */
export function groupRows(rows: readonly Row[]): EntryGroup[] {
  const groups = new Map<string, EntryGroup & { seen: Set<string> }>();
  for (const row of rows) {
    const key = `${row.headword}\u0000${row.pos ?? ''}`;
    let group = groups.get(key);
    if (!group) {
      group = { headword: row.headword, partOfSpeech: row.pos, senses: [], seen: new Set() };
      groups.set(key, group);
    }
    const sense = JSON.stringify(row.glosses);
    if (group.seen.has(sense)) continue;
    group.seen.add(sense);
    group.senses.push(row.glosses);
  }
  return [...groups.values()].map(({ seen: _seen, ...group }) => group);
}

/** What the page says when no source covers the pair: the translator's own sentence (ADR 9). */
export const noDictionaryFor = (from: string, to: string) =>
  renderMessage('no_dictionary_for_pair', pairName(baseLanguage(from), baseLanguage(to)));
