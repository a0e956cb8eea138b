import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { dictionaryEntry } from '../db/schema/dictionary.ts';
import type { FreeDictPair } from './pairs.ts';
import type { SenseRow } from './rank-senses.ts';

/** The condition "this pair's entries for these (normalized) headwords". */
export const pairHeadwords = (pair: FreeDictPair, headwords: string[]) =>
  and(
    eq(dictionaryEntry.sourceLang, pair.from),
    eq(dictionaryEntry.targetLang, pair.to),
    inArray(dictionaryEntry.headwordNormalized, headwords),
  );

/** A pair's entries for some (normalized) headwords, best-ranked first. */
export async function findRows(db: Db, pair: FreeDictPair, headwords: string[], limit = 50): Promise<SenseRow[]> {
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
    .where(pairHeadwords(pair, headwords))
    .orderBy(asc(dictionaryEntry.rank), asc(dictionaryEntry.id))
    .limit(limit);
}
