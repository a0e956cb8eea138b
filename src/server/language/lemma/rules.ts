import type { Lexicon } from '../lexicon.ts';
import type { Pos } from '../types.ts';

export interface LemmaResult {
  lemma: string;
  pos: Pos;
  /** The lemma is in the word list or a table, not just the output of a rule. */
  known: boolean;
}

export interface WordContext {
  lexicon: Lexicon;
  /** First word of a sentence: its capital says nothing about it being a name or (German) a noun. */
  sentenceInitial: boolean;
}

export type Lemmatizer = (word: string, context: WordContext) => LemmaResult;

/** Whitespace-separated `lemma:form,form` groups → form → lemma (the first group naming a form wins). */
export function parsePairs(pairs: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const item of pairs.split(/\s+/)) {
    if (!item) continue;
    const [lemma, forms] = item.split(':');
    for (const form of forms.split(',')) if (!map.has(form)) map.set(form, lemma);
  }
  return map;
}

/** A suffix rule: the word ends in `suffix`, the lemma ends in `replacement` instead. */
export interface SuffixRule {
  suffix: string;
  replacement: string;
  /** The lemma's tag in the list must pass this, e.g. only adjectives compare with -er. */
  accepts?: (pos: Pos) => boolean;
  /** The form's own tag when the rule fires, e.g. -ing forms are verbs even of noun-listed lemmas. */
  pos?: Pos;
}

export function rule(suffix: string, replacement: string, accepts?: (pos: Pos) => boolean, pos?: Pos): SuffixRule {
  return { suffix, replacement, accepts, pos };
}

export const isVerb = (pos: Pos) => pos === 'verb' || pos === 'aux';
export const isAdjective = (pos: Pos) => pos === 'adj';
export const isNominal = (pos: Pos) => pos === 'noun' || pos === 'adj';

/** One rule per conjugation ending, longest ending first so "-erions" wins over "-ons". */
export const verbRules = (endings: string[], infinitive: string): SuffixRule[] =>
  [...endings].sort((a, b) => b.length - a.length).map((ending) => rule(ending, infinitive, isVerb, 'verb'));

/** The first rule whose lemma the list knows (and whose tag the rule accepts). */
export function firstKnownByRules(
  word: string,
  rules: SuffixRule[],
  lexicon: Lexicon,
  minStem = 1,
): LemmaResult | null {
  for (const { suffix, replacement, accepts, pos } of rules) {
    if (!word.endsWith(suffix) || word.length - suffix.length < minStem) continue;
    const candidate = word.slice(0, word.length - suffix.length) + replacement;
    const entry = lexicon.get(candidate);
    if (entry && (!accepts || accepts(entry.pos))) return { lemma: entry.lemma, pos: pos ?? entry.pos, known: true };
  }
  return null;
}

export const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The tables a Romance lemmatizer (French, Spanish) consults, in the order `analyseByTables` tries them. */
export type RomanceTables = {
  irregularVerbs: Map<string, string>;
  irregularWords: Map<string, string>;
  participleAgreement: SuffixRule[];
  verbRules: SuffixRule[];
  nominalRules: SuffixRule[];
  /** Spellings a verb stem may take before its ending (accents, c/ç, g/gu …). */
  stemSpellings: (word: string) => string[];
  verbMinStem: number;
};

/**
 * Irregular forms, then the word list, then a participle the list has as an adjective (it stays
 * one: fatiguées → fatigué), then verb endings over each stem spelling, then noun/adjective endings.
 */
export function analyseByTables(word: string, lexicon: Lexicon, tables: RomanceTables): LemmaResult | null {
  const irregular = tables.irregularVerbs.get(word) ?? tables.irregularWords.get(word);
  if (irregular) return { lemma: irregular, pos: lexicon.get(irregular)?.pos ?? 'verb', known: true };
  const listed = lexicon.get(word);
  if (listed) return { lemma: listed.lemma, pos: listed.pos, known: true };
  const adjective = firstKnownByRules(word, tables.participleAgreement, lexicon, 2);
  if (adjective) return adjective;
  for (const spelling of tables.stemSpellings(word)) {
    const verb = firstKnownByRules(spelling, tables.verbRules, lexicon, tables.verbMinStem);
    if (verb) return verb;
  }
  return firstKnownByRules(word, tables.nominalRules, lexicon, 2);
}
