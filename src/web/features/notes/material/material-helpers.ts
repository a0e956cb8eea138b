import { WORD_CLASSES, type WordClass } from '../../../../common/learning.ts';
import { pageLabel } from '../lines/transcript-pages.ts';
import type { CardCollection } from '../../../lib/api-types.ts';

export type CardGroup<T> = { number: number; label: string; items: T[] };

/** Card collections as the list shows them: in time order, empty pages left out, each named by its minute ("0:00–1:00"). */
export function cardGroups<T extends CardCollection>(collections: readonly T[]): CardGroup<T['cards'][number]>[] {
  return [...collections]
    .filter((collection) => collection.cards.length > 0)
    .sort((a, b) => a.number - b.number)
    .map((collection) => ({ number: collection.number, label: pageLabel(collection.number), items: collection.cards }));
}

export const countCards = (collections: readonly CardCollection[]): number =>
  collections.reduce((sum, c) => sum + c.cards.length, 0);

/** Universal part-of-speech tags the language engine uses (src/server/language/types.ts), which have a translated name. */
export const KNOWN_POS = WORD_CLASSES;
export type KnownPos = WordClass;
const POS_ALIASES: Record<string, KnownPos> = {
  cconj: 'conj',
  sconj: 'conj',
  adjective: 'adj',
  adverb: 'adv',
  pronoun: 'pron',
  preposition: 'adp',
};

/** The translatable tag of a part of speech, or null for one to show as the server wrote it. */
export function knownPos(pos: string | null | undefined): KnownPos | null {
  const key = pos?.trim().toLowerCase() ?? '';
  if ((KNOWN_POS as readonly string[]).includes(key)) return key as KnownPos;
  return POS_ALIASES[key] ?? null;
}
