import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { languageName, baseLanguage } from '../../common/languages.ts';
import type { Db } from '../db/client.ts';
import type { DictionaryAnswer, WordLookup } from '../providers/translate/types.ts';
import { dictionaryEntry } from '../db/schema/dictionary.ts';
import { isSentence, normalizeHeadword } from './normalize.ts';
import { findPair, type FreeDictPair } from './pairs.ts';
import { compoundSplits, guessDictionaryForms, separableParticle } from './word-forms.ts';

/**
 * The dictionary form of a word, given the sentence it was clicked in when there is one (the
 * language engine provides it, see engine-lemmatize.ts); null when unsure.
 */
export type Lemmatize = (
  text: string,
  lang: string,
  context?: string,
) => string | null | undefined | Promise<string | null | undefined>;

export type LookupRequest = { text: string; from: string; to: string; context?: string };

/** Words and short phrases only: a dictionary has no entries for whole sentences. */
export const MAX_DICTIONARY_WORDS = 5;
const MAX_ALTERNATIVES = 8;

type Row = {
  id: number;
  headword: string;
  headwordNormalized: string;
  pos: string | null;
  glosses: string[];
  rank: number;
};

const pairName = (from: string, to: string) => `${languageName(from)} → ${languageName(to)}`;

/**
 * Looks a word up: for German, first joined with the particle that ends its clause; then the word
 * as written together with its lemma's entries (whichever is the better entry first); then
 * guessed dictionary forms. When the pair has no dictionary in this direction, or it misses, the
 * glosses of the opposite direction are searched (Russian → English works only this way, through
 * the small English–Russian dictionary).
 */
export async function lookupWord(db: Db, request: LookupRequest, lemmatize?: Lemmatize): Promise<DictionaryAnswer> {
  const from = baseLanguage(request.from);
  const to = baseLanguage(request.to);
  const forward = findPair(from, to);
  const reverse = findPair(to, from);
  const name = pairName(from, to);
  if (!forward && !reverse) return { found: false, reason: `No offline dictionary covers ${name}` };
  const normalized = normalizeHeadword(request.text);
  if (!normalized) return { found: false, reason: 'There is no word to look up' };
  if (isSentence(normalized, MAX_DICTIONARY_WORDS))
    return { found: false, reason: 'The offline dictionary has words and short phrases, not sentences' };

  const lemma = lemmatize ? ((await lemmatize(request.text.trim(), from, request.context)) ?? '').trim() : '';
  const found =
    (forward ? await lookForward(db, forward, request, normalized, lemma) : null) ??
    (reverse
      ? await findByGloss(db, reverse, [request.text.trim(), lemma, ...guessDictionaryForms(normalized, from)])
      : null);
  if (found) return found;
  if (forward && !(await hasRows(db, forward))) {
    return { found: false, reason: `The ${name} dictionary is not imported yet (npm run dict:import)` };
  }
  return { found: false, reason: `“${request.text.trim()}” is not in the offline ${name} dictionary` };
}

async function lookForward(
  db: Db,
  pair: FreeDictPair,
  request: LookupRequest,
  normalized: string,
  lemmaAsWritten: string,
): Promise<DictionaryAnswer | null> {
  const prefer = preferredSpelling(request);
  const particle =
    pair.from === 'de' && request.context && !normalized.includes(' ')
      ? separableParticle(normalized, request.context)
      : null;
  if (particle) {
    const rows = await findRows(db, pair, [`${normalized} ${particle}`]);
    if (rows.length) return answer(rows, prefer, 'separable');
  }
  const exact = await findRows(db, pair, [normalized]);
  const lemma = normalizeHeadword(lemmaAsWritten);
  const byLemma = lemma && lemma !== normalized ? await findRows(db, pair, [lemma]) : [];
  // An inflected form's own entry (Ding's "kommt → happens") is thinner than its lemma's, and
  // a Japanese token that differs from its lemma is a conjugated stem, never a word of its own.
  const lemmaFirst = byLemma.length > 0 && (pair.from === 'ja' || !exact.some((r) => r.pos));
  if (lemmaFirst) return answer([...byLemma, ...exact], prefer === null ? null : lemmaAsWritten, 'lemma');
  if (exact.length) return answer([...exact, ...byLemma], prefer, 'exact');
  const guesses = normalized.includes(' ') ? [] : guessDictionaryForms(normalized, pair.from);
  const rows = guesses.length ? await findRows(db, pair, guesses) : [];
  const best = guesses.find((g) => rows.some((r) => r.headwordNormalized === g));
  if (best)
    return answer(
      rows.filter((r) => r.headwordNormalized === best),
      best,
      'guess',
    );
  return pair.from === 'de' && !normalized.includes(' ') ? lookCompound(db, pair, normalized) : null;
}

/** German compounds missing from the dictionary, read as modifier + head ("Samstag + Morgen"). */
async function lookCompound(db: Db, pair: FreeDictPair, word: string): Promise<DictionaryAnswer | null> {
  const splits = compoundSplits(word);
  if (!splits.length) return null;
  const rows = await findRows(db, pair, [...new Set(splits.flat())], 500);
  const best = (part: string) =>
    answer(
      rows.filter((r) => r.headwordNormalized === part),
      null,
      'compound',
    );
  for (const [modifier, head] of splits) {
    if (!rows.some((r) => r.headwordNormalized === modifier) || !rows.some((r) => r.headwordNormalized === head))
      continue;
    const [first, second] = [best(modifier), best(head)];
    if (!first.found || !second.found) continue;
    return {
      ...second,
      headword: `${first.headword} + ${second.headword}`,
      translation: `${first.translation} + ${second.translation}`,
      alternatives: second.alternatives,
    };
  }
  return null;
}

/** Rows of these headwords (normalized) in rank order; the Dictionary page reads whole entries with it (entry.ts). */
export async function findRows(db: Db, pair: FreeDictPair, headwords: string[], limit = 50): Promise<Row[]> {
  return db
    .select({
      id: dictionaryEntry.id,
      headword: dictionaryEntry.headword,
      headwordNormalized: dictionaryEntry.headwordNormalized,
      pos: dictionaryEntry.pos,
      glosses: dictionaryEntry.glosses,
      rank: dictionaryEntry.rank,
    })
    .from(dictionaryEntry)
    .where(
      and(
        eq(dictionaryEntry.sourceLang, pair.from),
        eq(dictionaryEntry.targetLang, pair.to),
        inArray(dictionaryEntry.headwordNormalized, headwords),
      ),
    )
    .orderBy(asc(dictionaryEntry.rank), asc(dictionaryEntry.id))
    .limit(limit);
}

async function hasRows(db: Db, pair: FreeDictPair): Promise<boolean> {
  const [row] = await db
    .select({ id: dictionaryEntry.id })
    .from(dictionaryEntry)
    .where(and(eq(dictionaryEntry.sourceLang, pair.from), eq(dictionaryEntry.targetLang, pair.to)))
    .limit(1);
  return Boolean(row);
}

/**
 * Entries of the opposite direction that list the word (or its lemma, or a guessed form) among
 * their glosses; their headwords translate it.
 */
async function findByGloss(db: Db, pair: FreeDictPair, forms: string[]): Promise<DictionaryAnswer | null> {
  const word = forms[0]!.replace(/\s+/g, ' ');
  const spellings = [
    ...new Set(
      forms.filter(Boolean).flatMap((form) => {
        const lower = form.toLowerCase();
        return [form, lower, lower.charAt(0).toUpperCase() + lower.slice(1)];
      }),
    ),
  ];
  const rows = await db
    .select({ headword: dictionaryEntry.headword, pos: dictionaryEntry.pos })
    .from(dictionaryEntry)
    .where(
      and(
        eq(dictionaryEntry.sourceLang, pair.from),
        eq(dictionaryEntry.targetLang, pair.to),
        or(...spellings.map((s) => sql`${dictionaryEntry.glosses} @> ${JSON.stringify([s])}::jsonb`)),
      ),
    )
    .orderBy(asc(dictionaryEntry.rank), asc(dictionaryEntry.id))
    .limit(MAX_ALTERNATIVES + 1);
  const headwords = [...new Set(rows.map((r) => r.headword))];
  if (!headwords.length) return null;
  return {
    found: true,
    headword: word,
    translation: headwords[0]!,
    alternatives: headwords.slice(1, MAX_ALTERNATIVES + 1),
    partOfSpeech: rows[0]!.pos ?? undefined,
    via: 'reverse',
  };
}

/**
 * The spelling whose entries come first: German "Gehen" is the noun, "gehen" the verb. A word
 * that starts its sentence says nothing by its capital, so there the rank alone decides.
 */
function preferredSpelling({ text, context }: LookupRequest): string | null {
  const typed = text.trim();
  return context?.trim().startsWith(typed) && /^\p{Lu}/u.test(typed) ? null : typed;
}

/** Rows keep their order (lemma before exact, when chosen); within one headword, the preferred spelling, then rank. */
function answer(
  rows: Row[],
  prefer: string | null,
  via: 'exact' | 'separable' | 'lemma' | 'guess' | 'compound',
): DictionaryAnswer {
  const groups = [...new Set(rows.map((r) => r.headwordNormalized))];
  const preferred = (r: Row) => Number(prefer !== null && r.headword === prefer);
  const ordered = [...new Map(rows.map((r) => [r.id, r])).values()].sort(
    (a, b) =>
      groups.indexOf(a.headwordNormalized) - groups.indexOf(b.headwordNormalized) ||
      preferred(b) - preferred(a) ||
      a.rank - b.rank ||
      a.id - b.id,
  );
  const glosses = [...new Set(ordered.flatMap((r) => r.glosses))];
  const top = ordered[0]!;
  return {
    found: true,
    headword: top.headword,
    translation: glosses[0]!,
    alternatives: glosses.slice(1, MAX_ALTERNATIVES + 1),
    partOfSpeech: top.pos ?? undefined,
    via,
  };
}

/** The translator's `dictionary` engine: lookups in this database, lemmatized by `lemmatize` when given. */
export const dictionaryLookup =
  (db: Db, lemmatize?: Lemmatize): WordLookup =>
  (request) =>
    lookupWord(db, request, lemmatize);
