import { breathe } from '../lib/breathe.ts';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, like, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { dictionaryEntry } from '../db/schema/dictionary.ts';
import { forgetPairAnswers } from '../providers/translate/cache.ts';
import { openDictText, parseIndex } from './dictd.ts';
import { normalizeHeadword } from './normalize.ts';
import { sourceName, type FreeDictPair } from './pairs.ts';
import { parseEntry } from './parse-entry.ts';

export const BATCH_SIZE = 1000;

export type ImportReport = { pair: string; entries: number; rows: number; skipped: number; ms: number };

export const dictdFiles = (pair: FreeDictPair, dir: string) => ({
  index: join(dir, `freedict-${pair.name}.index`),
  data: join(dir, `freedict-${pair.name}.dict.dz`),
});

/** Null when both files are there, otherwise a sentence saying what to install. */
export function missingFilesMessage(pair: FreeDictPair, dir: string): string | null {
  const files = dictdFiles(pair, dir);
  const missing = [files.index, files.data].filter((file) => !existsSync(file));
  if (missing.length === 0) return null;
  return `${missing.join(' and ')} not found: install the Debian package ${pair.debianPackage} (apt-get install ${pair.debianPackage}).`;
}

type Row = typeof dictionaryEntry.$inferInsert;

/**
 * Replaces one pair's rows in a single transaction, so lookups see the old dictionary or the new
 * one, never half of each. Entries are read in file order (the `.dict.dz` chunk cache stays warm)
 * and every spelling of an entry becomes its own row.
 */
export async function importPair(db: Db, pair: FreeDictPair, dir: string): Promise<ImportReport> {
  const started = performance.now();
  const files = dictdFiles(pair, dir);
  const text = openDictText(readFileSync(files.data));
  const lines = parseIndex(readFileSync(files.index, 'utf8')).sort((a, b) => a.offset - b.offset);
  const source = sourceName(pair);
  let entries = 0;
  let rows = 0;
  let skipped = 0;

  await db.transaction(async (tx) => {
    // Rows of this pair from any earlier parse (`freedict-deu-eng`, `…@1`) go with the current ones.
    await tx
      .delete(dictionaryEntry)
      .where(
        and(
          eq(dictionaryEntry.sourceLang, pair.from),
          eq(dictionaryEntry.targetLang, pair.to),
          or(
            eq(dictionaryEntry.source, `freedict-${pair.name}`),
            like(dictionaryEntry.source, `freedict-${pair.name}@%`),
          ),
        ),
      );
    let batch: Row[] = [];
    let previousOffset = -1;
    for (const line of lines) {
      await breathe(); // parsing tens of thousands of entries must leave the event loop its turns (ADR 13)
      // Several index keys may point at one entry (an abbreviation and its long form).
      if (line.offset === previousOffset) continue;
      previousOffset = line.offset;
      entries += 1;
      const entry = parseEntry(text.read(line.offset, line.length), { format: pair.format, targetLang: pair.to });
      if (!entry) {
        skipped += 1;
        continue;
      }
      const spellings = new Map(entry.headwords.map((h) => [normalizeHeadword(h), h] as const));
      for (const [headwordNormalized, headword] of spellings) {
        if (!headwordNormalized) continue;
        batch.push({
          sourceLang: pair.from,
          targetLang: pair.to,
          headword,
          headwordNormalized,
          pos: entry.pos,
          glosses: entry.glosses,
          rank: entry.rank,
          source,
        });
      }
      if (batch.length >= BATCH_SIZE) {
        rows += batch.length;
        await tx.insert(dictionaryEntry).values(batch);
        batch = [];
      }
    }
    if (batch.length) {
      rows += batch.length;
      await tx.insert(dictionaryEntry).values(batch);
    }
    // Answers built from the old dictionary (either direction, for reverse lookups) are stale now.
    await forgetPairAnswers(tx, 'dictionary', pair.from, pair.to);
  });
  // Fresh statistics, or the planner scans the headword index for gloss searches instead of using
  // the GIN index (300 ms instead of 3 ms); the embedded database has no autovacuum to do it.
  await db.execute(sql`analyze ${dictionaryEntry}`);
  return { pair: pair.name, entries, rows, skipped, ms: Math.round(performance.now() - started) };
}
