import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { dictionaryEntry } from '../db/schema/dictionary.ts';
import { defineJob } from '../jobs/definition.ts';
import type { Queue } from '../jobs/queue.ts';
import { importPair, missingFilesMessage } from './import.ts';
import { FREEDICT_PAIRS, sourceName, type FreeDictPair } from './pairs.ts';

const hasEntries = async (db: Db, pair: FreeDictPair) =>
  (
    await db
      .select({ id: dictionaryEntry.id })
      .from(dictionaryEntry)
      .where(
        and(
          eq(dictionaryEntry.sourceLang, pair.from),
          eq(dictionaryEntry.targetLang, pair.to),
          eq(dictionaryEntry.source, sourceName(pair)),
        ),
      )
      .limit(1)
  ).length > 0;

/**
 * Imports one FreeDict pair that Debian installed and the database does not have yet, so offline word
 * translations work after `npm start` without a manual `npm run dict:import`. A pair already imported is
 * left alone (a re-import is the script's job); importPair itself replaces a pair in one transaction.
 */
export const importDictionary = defineJob({
  name: 'dictionary.import',
  payload: z.object({ pair: z.string(), dir: z.string() }),
  retryLimit: 2,
  expireInSeconds: 30 * 60,
  async handle({ pair: name, dir }, { db, logger }) {
    const pair = FREEDICT_PAIRS.find((p) => p.name === name);
    if (!pair || missingFilesMessage(pair, dir) || (await hasEntries(db, pair))) return;
    const report = await importPair(db, pair, dir);
    logger.info({ ...report }, `dictionary ${pair.name} imported`);
  },
});

/** Queues an import for every installed pair the database lacks; the key makes a restart's second send a no-op. */
export async function queueDictionaryImports(db: Db, queue: Pick<Queue, 'send'>, dir: string): Promise<string[]> {
  const wanted: string[] = [];
  for (const pair of FREEDICT_PAIRS) {
    if (missingFilesMessage(pair, dir) || (await hasEntries(db, pair))) continue;
    await queue.send(importDictionary.name, { pair: pair.name, dir }, pair.name);
    wanted.push(pair.name);
  }
  return wanted;
}
