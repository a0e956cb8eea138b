import type { WordClass } from '../../../../common/learning.ts';
import { isClass } from '../index.ts';
import { type CoreEntry, parseCoreVocabulary } from '../parse.ts';
import de from './de-en.ts';
import es from './es-en.ts';
import fr from './fr-en.ts';
import ja from './ja-en.ts';

/**
 * Hand-reviewed everyday first meanings of common lemmas for the languages FreeDict covers
 * (ADR 15): FreeDict's sense order is often no guide (French and Spanish glosses are alphabetical;
 * "madre" lists "bed" before "mother"), so a listed lemma's first meaning comes first. FreeDict still
 * names the headword, word class, article and plural.
 */
const DATA: Record<string, string> = { 'de-en': de, 'fr-en': fr, 'es-en': es, 'ja-en': ja };

const indexes = new Map<string, Map<string, CoreEntry[]>>();

function indexFor(from: string, to: string): Map<string, CoreEntry[]> | null {
  const key = `${from}-${to}`;
  const text = DATA[key];
  if (text === undefined) return null;
  let index = indexes.get(key);
  if (!index) {
    index = new Map();
    for (const entry of parseCoreVocabulary(text).entries) {
      const list = index.get(entry.headword) ?? [];
      list.push(entry);
      index.set(entry.headword, list);
    }
    indexes.set(key, index);
  }
  return index;
}

/**
 * The listed entry for a dictionary headword as the dictionary spells it (German "Essen" and "essen"
 * are different words), the one of the word class asked for when the headword is listed more than
 * once; null when the pair has no list or the lemma is not in it.
 */
export function listedFirstGlosses(
  headword: string,
  from: string,
  to: string,
  pos?: WordClass | string | null,
): CoreEntry | null {
  const entries = indexFor(from, to)?.get(headword.normalize('NFC').trim());
  if (!entries?.length) return null;
  return (pos && entries.find((entry) => isClass(entry, pos))) || entries[0]!;
}

export const hasFirstGlosses = (from: string, to: string): boolean => indexFor(from, to) !== null;
