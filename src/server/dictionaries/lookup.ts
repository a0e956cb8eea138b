import { and, asc, eq, or, sql } from 'drizzle-orm';
import { languageName, baseLanguage } from '../../common/languages.ts';
import type { Db } from '../db/client.ts';
import type { DictionaryAnswer, WordLookup } from '../providers/translate/types.ts';
import { dictionaryEntry } from '../db/schema/dictionary.ts';
import { isSentence, normalizeHeadword } from './normalize.ts';
import { listedFirstGlosses } from './core/first-glosses/index.ts';
import { findPair, type FreeDictPair } from './pairs.ts';
import { nounForms } from './noun-forms.ts';
import { MAX_EVIDENCE_GAIN, rankGlosses, type RankHints, type SenseRow } from './rank-senses.ts';
import { findRows } from './find-rows.ts';

/** The Dictionary page (entry.ts) reads whole entries with it. */
export { findRows };
import { oppositeEvidence } from './round-trip.ts';
import { compoundSplits, guessDictionaryForms, separableParticle } from './word-forms.ts';

/** What the language engine knows of a clicked token: its lemma, and its word class and reading when read in its sentence. */
export type WordAnalysis = { lemma: string | null; pos?: string | null; reading?: string };

/**
 * The dictionary form of a word, given the sentence it was clicked in when there is one (the
 * language engine provides it, see engine-lemmatize.ts); null when unsure. An analysis also
 * gives the token's word class, so the sense that fits it ranks first.
 */
export type Lemmatize = (
  text: string,
  lang: string,
  context?: string,
) => string | WordAnalysis | null | undefined | Promise<string | WordAnalysis | null | undefined>;

/** `pos`: the clicked token's word class (the engine's tag: noun, verb, adj, …), when the caller knows it. */
export type LookupRequest = { text: string; from: string; to: string; context?: string; pos?: string };

/** Words and short phrases only: a dictionary has no entries for whole sentences. */
export const MAX_DICTIONARY_WORDS = 5;
/** A learner reads the first meaning and at most two more: the top 1–3 short senses. */
const MAX_ALTERNATIVES = 2;
/** Senses this far behind the first (a slang, dated or specialist one) are not shown beside it. */
const SIDE_SENSE_GAP = 20;

type Row = SenseRow;
type Via = 'exact' | 'separable' | 'lemma' | 'guess' | 'compound';

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

  const analysed = lemmatize ? await lemmatize(request.text.trim(), from, request.context) : null;
  const analysis: WordAnalysis = typeof analysed === 'string' || !analysed ? { lemma: analysed ?? null } : analysed;
  const lemma = (analysis.lemma ?? '').trim();
  const found =
    (forward
      ? await lookForward(db, forward, { ...request, pos: request.pos ?? analysis.pos ?? undefined }, normalized, {
          ...analysis,
          lemma,
        })
      : null) ??
    listedAnswer([lemma, request.text.trim()], from, to, request.pos ?? analysis.pos) ??
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
  analysis: WordAnalysis & { lemma: string },
): Promise<DictionaryAnswer | null> {
  const prefer = preferredSpelling(request);
  const hints: RankHints = {
    pos: request.pos,
    prefer,
    targetLang: pair.to,
    positionCost: pair.format === 'plain' ? 0.5 : 2,
  };
  const particle =
    pair.from === 'de' && request.context && !normalized.includes(' ')
      ? separableParticle(normalized, request.context)
      : null;
  if (particle) {
    const rows = await findRows(db, pair, [`${normalized} ${particle}`]);
    if (rows.length) return answer(db, pair, rows, { ...hints, prefer: null }, () => 'separable');
  }
  const exact = await findRows(db, pair, [normalized]);
  const lemma = normalizeHeadword(analysis.lemma);
  const byLemma = lemma && lemma !== normalized ? await findRows(db, pair, [lemma]) : [];
  if (exact.length || byLemma.length) {
    const lemmaIds = new Set(byLemma.map((r) => r.id));
    const sameEntry = await sameEntryAsReading(db, pair, normalized, lemma, analysis.reading);
    // An inflected form's own entry (Ding's "kommt → happens") is thinner than its lemma's, and
    // a Japanese token that differs from its lemma is a conjugated stem, never a word of its own.
    // Otherwise the clicked form's own entries ("mehr" more, not "viel" much) go a little ahead.
    const formCost = byLemma.length > 0 && (pair.from === 'ja' || !exact.some((r) => r.pos)) ? 30 : 0;
    const lemmaCost = formCost ? 0 : 3;
    const rowCost = (row: Row) =>
      (lemmaIds.has(row.id)
        ? spellingCost(row, prefer === null ? null : analysis.lemma) + lemmaCost
        : spellingCost(row, prefer) + formCost) - (sameEntry(row) ? 20 : 0);
    return answer(db, pair, [...exact, ...byLemma], { ...hints, prefer: null, rowCost }, (row) =>
      lemmaIds.has(row.id) ? 'lemma' : 'exact',
    );
  }
  const guesses = normalized.includes(' ') ? [] : guessDictionaryForms(normalized, pair.from);
  const rows = guesses.length ? await findRows(db, pair, guesses) : [];
  const best = guesses.find((g) => rows.some((r) => r.headwordNormalized === g));
  if (best)
    return answer(
      db,
      pair,
      rows.filter((r) => r.headwordNormalized === best),
      { ...hints, prefer: null },
      () => 'guess',
    );
  return pair.from === 'de' && !normalized.includes(' ') ? lookCompound(db, pair, normalized, hints) : null;
}

/** Exact rows are weighed against the clicked spelling, lemma rows against the lemma's. */
const spellingCost = (row: Row, prefer: string | null) => (prefer === null || row.headword === prefer ? 0 : 15);

/**
 * Japanese: a kanji spelling has entries for each of its readings (人 ひと "person", じん
 * "-ian"); the engine read the token, and the entry that also lists that reading is the one meant.
 */
async function sameEntryAsReading(
  db: Db,
  pair: FreeDictPair,
  normalized: string,
  lemma: string,
  reading: string | undefined,
): Promise<(row: Row) => boolean> {
  if (pair.from !== 'ja' || !reading || reading === normalized || (lemma && lemma !== normalized)) return () => false;
  const withReading = new Set((await findRows(db, pair, [reading])).map((r) => JSON.stringify(r.glosses)));
  return (row) => withReading.has(JSON.stringify(row.glosses));
}

/** German compounds missing from the dictionary, read as modifier + head ("Samstag + Morgen"). */
async function lookCompound(
  db: Db,
  pair: FreeDictPair,
  word: string,
  hints: RankHints,
): Promise<DictionaryAnswer | null> {
  const splits = compoundSplits(word);
  if (!splits.length) return null;
  const rows = await findRows(db, pair, [...new Set(splits.flat())], 500);
  const best = (part: string, partHints: RankHints) =>
    answer(
      db,
      pair,
      rows.filter((r) => r.headwordNormalized === part),
      partHints,
      () => 'compound',
    );
  for (const [modifier, head] of splits) {
    if (!rows.some((r) => r.headwordNormalized === modifier) || !rows.some((r) => r.headwordNormalized === head))
      continue;
    // The compound's word class is its head's; the modifier is read as whatever fits best.
    const [first, second] = [
      await best(modifier, { ...hints, pos: null, prefer: null }),
      await best(head, { ...hints, prefer: null }),
    ];
    if (!first.found || !second.found) continue;
    return {
      ...second,
      headword: `${first.headword} + ${second.headword}`,
      translation: `${first.translation} + ${second.translation}`,
      // The head's other senses alone ("tomorrow" for Samstag + Morgen) would read as the compound's.
      alternatives: [],
    };
  }
  return null;
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

/**
 * The best-ranked gloss (rank-senses.ts) and up to two more from senses not far behind it; the
 * entry it came from names the headword, word class and — for German nouns — article and plural.
 */
async function answer(
  db: Db,
  pair: FreeDictPair,
  rows: Row[],
  hints: RankHints,
  via: (row: Row) => Via,
): Promise<DictionaryAnswer> {
  // The opposite dictionary is asked only about glosses it could still bring to the top.
  const plain = rankGlosses(rows, hints);
  const contenders = plain.filter((g) => g.score - plain[0]!.score <= MAX_EVIDENCE_GAIN).map((g) => g.gloss);
  const words = [...new Set(rows.map((r) => r.headwordNormalized))];
  const ranked =
    contenders.length > 1
      ? rankGlosses(rows, { ...hints, evidence: await oppositeEvidence(db, pair, words, contenders) })
      : plain;
  const top = ranked[0]!;
  const ranked3 = [
    top.gloss,
    ...ranked
      .slice(1)
      .filter((g) => g.score - top.score < SIDE_SENSE_GAP)
      .map((g) => g.gloss),
  ];
  const [translation, ...alternatives] = withListedFirst(
    listedFirstGlosses(top.row.headword, pair.from, pair.to, hints.pos)?.glosses ?? [],
    ranked3,
  ).slice(0, MAX_ALTERNATIVES + 1);
  const forms = pair.from === 'de' ? await nounForms(top.row, (headwords) => findRows(db, pair, headwords)) : {};
  return {
    found: true,
    headword: top.row.headword,
    translation: translation!,
    alternatives,
    partOfSpeech: top.row.pos ?? undefined,
    ...forms,
    via: via(top.row),
  };
}

/** A lemma FreeDict lacks ("comer" has no verb entry there) answered from the hand-reviewed list alone. */
function listedAnswer(
  forms: readonly string[],
  from: string,
  to: string,
  pos: string | null | undefined,
): DictionaryAnswer | null {
  for (const form of forms) {
    const entry = form ? listedFirstGlosses(form, from, to, pos) : null;
    if (!entry) continue;
    const [translation, ...alternatives] = entry.glosses;
    return {
      found: true,
      headword: entry.headword,
      translation: translation!,
      alternatives,
      partOfSpeech: entry.pos,
      via: 'lemma',
    };
  }
  return null;
}

/**
 * A hand-reviewed list's meanings of the headword first (core/first-glosses), then the dictionary's
 * own that say something else: the list knows the everyday meaning, the dictionary the rest.
 */
export function withListedFirst(listed: readonly string[], ranked: readonly string[]): string[] {
  const key = (gloss: string) => gloss.toLowerCase().replace(/^to /, '').replace(/[()]/g, '').trim();
  const seen = new Set(listed.map(key));
  return [...listed, ...ranked.filter((gloss) => !seen.has(key(gloss)))];
}

/** The translator's `dictionary` engine: lookups in this database, lemmatized by `lemmatize` when given. */
export const dictionaryLookup =
  (db: Db, lemmatize?: Lemmatize): WordLookup =>
  (request) =>
    lookupWord(db, request, lemmatize);
