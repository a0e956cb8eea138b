import { baseLanguage } from '../../../common/languages.ts';
import type { WordClass } from '../../../common/learning.ts';
import enKo from './data/en-ko.ts';
import enRu from './data/en-ru.ts';
import koEn from './data/ko-en.ts';
import ruEn from './data/ru-en.ts';
import { type CoreEntry, parseCoreVocabulary } from './parse.ts';

export type { CoreEntry } from './parse.ts';

/**
 * The built-in core vocabulary (ADR 16): the most frequent ~2,000 lemmas each way for the pairs
 * FreeDict leaves empty or thin, with short glosses written for this project. Keyed `from-to`.
 */
const DATA: Record<string, string> = { 'ko-en': koEn, 'en-ko': enKo, 'ru-en': ruEn, 'en-ru': enRu };

export const CORE_VOCABULARY_PAIRS = Object.keys(DATA).map((key) => key.split('-') as [from: string, to: string]);

/** Headwords are matched as a dictionary lists them: lower case, and Russian ё read as е. */
export const coreKey = (word: string) => word.normalize('NFC').trim().toLowerCase().replace(/ё/g, 'е');

const indexes = new Map<string, Map<string, CoreEntry[]>>();

function indexFor(from: string, to: string): Map<string, CoreEntry[]> | null {
  const key = `${baseLanguage(from)}-${baseLanguage(to)}`;
  const data = DATA[key];
  if (data === undefined) return null;
  let index = indexes.get(key);
  if (!index) {
    index = new Map();
    for (const entry of parseCoreVocabulary(data).entries) {
      const headword = coreKey(entry.headword);
      index.set(headword, [...(index.get(headword) ?? []), entry]);
    }
    indexes.set(key, index);
  }
  return index;
}

export const hasCoreVocabulary = (from: string, to: string): boolean => indexFor(from, to) !== null;

/** How many entries a pair lists (0 without a core vocabulary). */
export const coreVocabularySize = (from: string, to: string): number =>
  [...(indexFor(from, to)?.values() ?? [])].reduce((sum, entries) => sum + entries.length, 0);

/** Classes a tagger and a word list may name differently (a Korean particle is `adp` to the engine). */
const SAME_CLASS: Partial<Record<string, WordClass[]>> = {
  adp: ['adp', 'part'],
  part: ['part', 'adp'],
  aux: ['aux', 'verb'],
  propn: ['propn', 'noun'],
};

/** Every entry for a dictionary form (a headword may be listed once per word class). */
export function coreEntries(lemma: string, from: string, to: string): CoreEntry[] {
  return indexFor(from, to)?.get(coreKey(lemma)) ?? [];
}

/**
 * The entry for a dictionary form (`먹다`, `говорить`, `run`), the one of the given word class
 * when the headword is listed for several ("light" as adjective and as noun); null when the
 * pair has no core vocabulary or the word is not in it.
 */
export function lookupCore(lemma: string, from: string, to: string, pos?: string): CoreEntry | null {
  const entries = coreEntries(lemma, from, to);
  if (!pos) return entries[0] ?? null;
  return entries.find((entry) => isClass(entry, pos)) ?? entries[0] ?? null;
}

/** Whether an entry is of the word class a tagger named (allowing for the names that differ). */
export const isClass = (entry: CoreEntry, pos: string): boolean => (SAME_CLASS[pos] ?? [pos]).includes(entry.pos);
