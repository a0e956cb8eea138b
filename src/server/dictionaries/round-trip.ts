import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { dictionaryEntry } from '../db/schema/dictionary.ts';
import { findRows, pairHeadwords } from './find-rows.ts';
import type { GlossEvidence } from './rank-senses.ts';
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

/** The opposite dictionary's evidence for the glosses of `words` (their normalized headwords). */
export async function oppositeEvidence(
  db: Db,
  pair: FreeDictPair,
  words: readonly string[],
  glosses: readonly string[],
): Promise<GlossEvidence> {
  const reverse = findPair(pair.to, pair.from);
  const keys = [...new Set(glosses.slice(0, MAX_GLOSSES).map(glossAsHeadword).filter(Boolean))];
  if (!reverse || keys.length === 0) return { translatesBack: () => 0, entries: () => 0 };
  const rows = await findRows(db, reverse, keys, 1000);
  const wanted = new Set(words);
  const back = new Set(
    rows.filter((r) => r.glosses.some((g) => wanted.has(withoutArticle(g)))).map((r) => r.headwordNormalized),
  );
  const counts = await db
    .select({ headword: dictionaryEntry.headwordNormalized, entries: sql<number>`count(*)::int` })
    .from(dictionaryEntry)
    .where(pairHeadwords(reverse, keys))
    .groupBy(dictionaryEntry.headwordNormalized);
  const entries = new Map(counts.map((c) => [c.headword, Number(c.entries)]));
  return {
    translatesBack: (gloss) => (back.has(glossAsHeadword(gloss)) ? 1 : 0),
    entries: (gloss) => entries.get(glossAsHeadword(gloss)) ?? 0,
  };
}
