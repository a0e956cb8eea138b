import { lexiconFor } from '../language/lexicons.ts';

/** One dictionary entry as stored: a headword spelling, its word class and glosses in the entry's order. */
export type SenseRow = {
  id: number;
  headword: string;
  headwordNormalized: string;
  pos: string | null;
  glosses: string[];
  /** From the importer: labels, examples, main-sense signs (lower first). */
  rank: number;
};

/** What the opposite dictionary says about each gloss (both 0 without it imported). */
export type GlossEvidence = {
  /**
   * 1 when one of the gloss's own entries lists the word ("price" → Preis, "station" → gare).
   * Only the listing counts, not its place: a rare English word has one translation and would
   * always come first (measured: weighing the place made de → en 6 points worse).
   */
  translatesBack(gloss: string): number;
  /** How many entries the gloss has: everyday words have many senses ("take", "show"), rare ones few. */
  entries(gloss: string): number;
};

export type RankHints = {
  /** The word class the language engine gave the clicked token (noun, verb, adj, adv, …). */
  pos?: string | null;
  /** The spelling whose entries fit the click (German "Gehen" the noun, "gehen" the verb); null: any. */
  prefer?: string | null;
  /** The glosses' language: English glosses are weighed by how everyday their words are. */
  targetLang: string;
  /** A cost of the caller's for a row (an inflected form's thin entry when the lemma has its own). */
  rowCost?: (row: SenseRow) => number;
  /**
   * What each later place in an entry costs: Ding and JMdict list the main gloss first; the small
   * FreeDict pairs list a sense's glosses alphabetically, so there place says less.
   */
  positionCost?: number;
  /** What the opposite dictionary says about each gloss (round-trip.ts). */
  evidence?: GlossEvidence;
};

export type RankedGloss = { gloss: string; row: SenseRow; score: number };

/** The engine's coarse tags (language/types.ts) as the word classes part-of-speech.ts writes. */
const WORD_CLASS: Record<string, string> = {
  noun: 'noun',
  propn: 'noun',
  verb: 'verb',
  aux: 'verb',
  adj: 'adjective',
  adv: 'adverb',
  pron: 'pronoun',
  adp: 'preposition',
  conj: 'conjunction',
  cconj: 'conjunction',
  sconj: 'conjunction',
  intj: 'interjection',
  num: 'numeral',
  det: 'article',
};
/** Adjectives and adverbs share a form in German and often swap tags: a near miss, not a wrong sense. */
const NEAR = new Set(['adjective adverb', 'adverb adjective']);

const COST = {
  otherSpelling: 15,
  wrongClass: 25,
  nearClass: 4,
  position: 2,
  maxPosition: 6,
  pluralBesideSingular: 6,
  roundTrip: 12,
  polysemy: 1.5,
  polysemyCap: 6,
} as const;
/** The most the opposite dictionary can take off a gloss's score. */
export const MAX_EVIDENCE_GAIN = COST.roundTrip + COST.polysemyCap;
const isNoun = (pos: string | null) => wordClassOf(pos) === 'noun';
const isPlural = (pos: string | null) => Boolean(pos?.includes('plural'));

/**
 * Orders every gloss of the candidate entries, best first, each gloss once. A gloss costs its
 * entry's import rank, a spelling other than the clicked one, a word class other than the
 * token's, its place in the entry, and — for English — how rare and long its words are, so the
 * everyday meaning ("sister", "long", "do") comes before the specialist, dated or wordy one; a
 * gloss that translates back to the word in the opposite dictionary gains.
 */
export function rankGlosses(rows: readonly SenseRow[], hints: RankHints): RankedGloss[] {
  const best = new Map<string, RankedGloss>();
  const position = hints.positionCost ?? COST.position;
  // A plural spelled like its singular (Kabel, Wohnzimmer) is read as the singular first.
  const singular = new Set(rows.filter((r) => isNoun(r.pos) && !isPlural(r.pos)).map((r) => r.headwordNormalized));
  for (const row of rows) {
    const rowScore =
      row.rank +
      spellingCost(row, hints.prefer) +
      classCost(row.pos, hints.pos) +
      (isPlural(row.pos) && singular.has(row.headwordNormalized) ? COST.pluralBesideSingular : 0) +
      (hints.rowCost?.(row) ?? 0);
    row.glosses.forEach((gloss, index) => {
      const score =
        rowScore +
        Math.min(index, COST.maxPosition) * position +
        (hints.targetLang === 'en' ? everydayCost(gloss) : 0) -
        (hints.evidence ? evidenceGain(gloss, hints.evidence) : 0);
      // "sister" and "Sister" (the term of address) are one meaning to a learner.
      const key = gloss.toLowerCase();
      const seen = best.get(key);
      if (!seen || score < seen.score || (score === seen.score && row.id < seen.row.id))
        best.set(key, { gloss, row, score });
    });
  }
  return [...best.values()].sort((a, b) => a.score - b.score || a.row.id - b.row.id);
}

/** A gloss that translates back gains; one with many senses of its own is an everyday word and gains a little. */
function evidenceGain(gloss: string, evidence: GlossEvidence): number {
  const polysemy = Math.min(COST.polysemyCap, COST.polysemy * Math.log2(1 + evidence.entries(gloss)));
  return evidence.translatesBack(gloss) * COST.roundTrip + polysemy;
}

function spellingCost(row: SenseRow, prefer: string | null | undefined): number {
  return prefer === null || prefer === undefined || row.headword === prefer ? 0 : COST.otherSpelling;
}

/** The first word class named in a stored `pos` ("noun, feminine" → noun). */
export const wordClassOf = (pos: string | null | undefined) => pos?.split(',')[0]?.trim() || null;

function classCost(rowPos: string | null, tokenPos: string | null | undefined): number {
  const row = wordClassOf(rowPos);
  const token = tokenPos ? WORD_CLASS[tokenPos] : undefined;
  if (!row || !token || row === token || row.startsWith(token)) return 0;
  return NEAR.has(`${row} ${token}`) ? COST.nearClass : COST.wrongClass;
}

const english = () => lexiconFor('en');
const ENDINGS = ['s', 'es', 'ed', 'd', 'ing', 'ly', 'er', 'ies'];

/** How far a word is from everyday English: 0 for the 300 most frequent, 10 for one the list lacks. */
function wordCost(word: string): number {
  const lexicon = english();
  const direct = lexicon.get(word);
  if (direct) return direct.stop || direct.rank === null ? 0 : direct.rank <= 300 ? 0 : direct.rank <= 1000 ? 2 : 4;
  for (const ending of ENDINGS) {
    if (!word.endsWith(ending) || word.length - ending.length < 3) continue;
    const stem = word.slice(0, -ending.length);
    const base = lexicon.get(stem) ?? (ending === 'ies' ? lexicon.get(`${stem}y`) : undefined);
    if (base) return 1 + (base.stop || base.rank === null || base.rank <= 300 ? 0 : base.rank <= 1000 ? 2 : 4);
  }
  return 10;
}

/**
 * The rarest word of a gloss decides (a phrase is as hard as its hardest word), plus a cost for
 * length: "to go" beats "to proceed", "sister" beats "female sibling".
 */
export function everydayCost(gloss: string): number {
  const words = gloss
    .toLowerCase()
    .replace(/\([^()]*\)|\[[^\]]*\]/g, ' ')
    .replace(/\b(sth|sb|sb's)\./g, ' ')
    .split(/[^\p{L}']+/u)
    .filter(Boolean);
  const content = words.filter((w) => !english().get(w)?.stop);
  const hardest = Math.max(0, ...content.map(wordCost));
  const length = Math.max(0, words.length - 2) * 3 + (gloss.length > 30 ? 4 : 0) + (/[(]/.test(gloss) ? 2 : 0);
  return hardest + length;
}
