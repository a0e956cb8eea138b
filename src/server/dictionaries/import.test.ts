import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { dictionaryEntry } from '../db/schema/dictionary.ts';
import { translationCache } from '../db/schema/translation-cache.ts';
import { createTestDatabase } from '../test/database.ts';
import { BATCH_SIZE, importPair, missingFilesMessage } from './import.ts';
import { FREEDICT_PAIRS } from './pairs.ts';
import { writeDictdFiles } from './test/dictd-fixture.ts';

const pair = (name: string) => FREEDICT_PAIRS.find((p) => p.name === name)!;
let database: Database;
let dir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'dict-import-'));
  writeDictdFiles(dir, 'deu-eng', [
    'Haus /hˈaʊs/ <neut, n, sg>\nhouse <n>\n      "ein Haus bauen"  - build a house\n',
    'gehen /ɡˈeːən/ <v, intr>\ngo <v>, walk <v>\n',
    'Brautschau /bɾˈaʊtʃaʊ/ <fem, n, sg>\n\n see: {Brautschau halten}\n',
    // More entries than one insert batch, so batching is exercised.
    ...Array.from({ length: BATCH_SIZE + 5 }, (_, i) => `Wort${i} /vˈɔɾt/ <neut, n, sg>\nword ${i} <n>\n`),
  ]);
  writeDictdFiles(
    dir,
    'jpn-eng',
    [' [ichi1]  猫 /(en)tʃˈaɪniːz(ja)lˈe̞tə/,  [ichi1] ねこ /nˈe̞ko̞/\n(noun (common) (futsuumeishi))\ncat\n'],
    { plainGzip: true },
  );
});
afterAll(() => database?.close());

describe('importing a FreeDict pair', () => {
  it('stores every usable entry with its spellings, part of speech and glosses', async () => {
    const report = await importPair(database.db, pair('deu-eng'), dir);
    expect(report).toMatchObject({ pair: 'deu-eng', entries: BATCH_SIZE + 8, rows: BATCH_SIZE + 7, skipped: 1 });
    const [haus] = await database.db
      .select()
      .from(dictionaryEntry)
      .where(eq(dictionaryEntry.headwordNormalized, 'haus'));
    expect(haus).toMatchObject({
      sourceLang: 'de',
      targetLang: 'en',
      headword: 'Haus',
      pos: 'noun, neuter',
      glosses: ['house'],
      rank: -1,
      source: 'freedict-deu-eng@2',
    });

    const japanese = await importPair(database.db, pair('jpn-eng'), dir);
    expect(japanese.rows).toBe(2);
    const rows = await database.db
      .select({ headword: dictionaryEntry.headword })
      .from(dictionaryEntry)
      .where(eq(dictionaryEntry.source, 'freedict-jpn-eng@2'))
      .orderBy(asc(dictionaryEntry.id));
    expect(rows.map((r) => r.headword)).toEqual(['猫', 'ねこ']);
  });

  it('replaces the pair on a second run and forgets cached dictionary answers for it', async () => {
    await database.db.insert(translationCache).values([
      {
        textNormalized: 'Haus',
        fromLang: 'de',
        toLang: 'en',
        result: { text: 'Haus', translation: 'old', alternatives: [], provider: 'dictionary' },
        provider: 'dictionary',
      },
      {
        textNormalized: 'house',
        fromLang: 'en',
        toLang: 'de',
        result: { text: 'house', translation: 'alt', alternatives: [], provider: 'dictionary' },
        provider: 'dictionary',
      },
      {
        textNormalized: 'Haus',
        fromLang: 'de',
        toLang: 'fr',
        contextKey: 'x',
        result: { text: 'Haus', translation: 'maison', alternatives: [], provider: 'llm' },
        provider: 'llm',
      },
    ]);
    await importPair(database.db, pair('deu-eng'), dir);
    const count = async (source: string) =>
      (await database.db.select().from(dictionaryEntry).where(eq(dictionaryEntry.source, source))).length;
    expect(await count('freedict-deu-eng@2')).toBe(BATCH_SIZE + 7);
    expect(await count('freedict-jpn-eng@2')).toBe(2);
    expect((await database.db.select().from(translationCache)).map((r) => r.provider)).toEqual(['llm']);
  });

  it('replaces rows of an earlier parse of the pair too (they are another source)', async () => {
    const [old] = await database.db
      .insert(dictionaryEntry)
      .values({
        sourceLang: 'de',
        targetLang: 'en',
        headword: 'alt',
        headwordNormalized: 'alt',
        glosses: ['old'],
        source: 'freedict-deu-eng',
      })
      .returning({ id: dictionaryEntry.id });
    await importPair(database.db, pair('deu-eng'), dir);
    expect(await database.db.select().from(dictionaryEntry).where(eq(dictionaryEntry.id, old!.id))).toEqual([]);
  });

  it('names the Debian package when files are missing', () => {
    expect(missingFilesMessage(pair('deu-eng'), dir)).toBeNull();
    expect(missingFilesMessage(pair('eng-rus'), dir)).toBe(
      `${dir}/freedict-eng-rus.index and ${dir}/freedict-eng-rus.dict.dz not found: install the Debian package dict-freedict-eng-rus (apt-get install dict-freedict-eng-rus).`,
    );
  });
});
