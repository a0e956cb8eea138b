import type { Db } from '../../db/client.ts';
import { dictionaryEntry } from '../../db/schema/dictionary.ts';
import { normalizeHeadword } from '../normalize.ts';
import { findPair, sourceName } from '../pairs.ts';

type Entry = [headword: string, glosses: string[], pos?: string | null, rank?: number];

/** Inserts dictionary rows as the importer would, so tests need no Debian dictionary files. */
export async function insertEntries(db: Db, pairName: string, entries: Entry[]): Promise<void> {
  const [from, to] = pairName.split('>') as [string, string];
  const pair = findPair(from, to)!;
  await db.insert(dictionaryEntry).values(
    entries.map(([headword, glosses, pos = null, rank = 0]) => ({
      sourceLang: pair.from,
      targetLang: pair.to,
      headword,
      headwordNormalized: normalizeHeadword(headword),
      pos,
      glosses,
      rank,
      source: sourceName(pair),
    })),
  );
}
