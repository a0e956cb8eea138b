import type { Db } from '../db/client.ts';
import { findRows } from './find-rows.ts';
import { normalizeHeadword } from './normalize.ts';
import { findPair, type FreeDictPair } from './pairs.ts';

const MAX_GLOSSES = 60;

/** A gloss as a headword of the opposite dictionary: "to look for (sth.)" → "look for". */
export function glossAsHeadword(gloss: string): string {
  return normalizeHeadword(
    gloss
      .replace(/\([^()]*\)/g, ' ')
      .replace(/(^|\s)(sth|sb|sb's)\.(?=\s|$)/g, ' ')
      .replace(/^\s*to\s+/i, ' '),
  );
}

/** A German gloss of eng-deu ("der Preis") as the headword it names. */
const withoutArticle = (gloss: string) => normalizeHeadword(gloss.replace(/^(der|die|das) /, ''));

/**
 * Whether each gloss translates back: 1 when one of its own entries in the opposite dictionary
 * lists the word ("price" → Preis, "station" → gare), else 0. Only the listing counts, not its
 * place: a rare English word has one translation and would always come first (measured: weighing
 * the place made de → en 6 points worse). A pair without the opposite dictionary imported gives
 * no sign.
 */
export async function translatesBack(
  db: Db,
  pair: FreeDictPair,
  words: readonly string[],
  glosses: readonly string[],
): Promise<(gloss: string) => number> {
  const reverse = findPair(pair.to, pair.from);
  const keys = [...new Set(glosses.slice(0, MAX_GLOSSES).map(glossAsHeadword).filter(Boolean))];
  if (!reverse || keys.length === 0) return () => 0;
  const rows = await findRows(db, reverse, keys, 1000);
  const wanted = new Set(words);
  const back = new Set(
    rows.filter((r) => r.glosses.some((g) => wanted.has(withoutArticle(g)))).map((r) => r.headwordNormalized),
  );
  return (gloss) => (back.has(glossAsHeadword(gloss)) ? 1 : 0);
}
