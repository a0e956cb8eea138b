import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionaryEntry } from '../db/schema/dictionary.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { queueDictionaryImports } from './import.job.ts';
import { FREEDICT_PAIRS, sourceName } from './pairs.ts';
import { writeDictdFiles } from './test/dictd-fixture.ts';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp({ jobs: true });
  dir = mkdtempSync(join(tmpdir(), 'dict-auto-'));
  writeDictdFiles(dir, 'deu-eng', [
    'Haus /hˈaʊs/ <neut, n, sg>\nhouse <n>\n',
    'gehen /ɡˈeːən/ <v, intr>\ngo <v>, walk <v>\n',
  ]);
});
afterAll(() => t?.close());

const rows = async () =>
  (
    await t.database.db
      .select({ id: dictionaryEntry.id })
      .from(dictionaryEntry)
      .where(eq(dictionaryEntry.source, sourceName(FREEDICT_PAIRS[0]!)))
  ).length;

describe('importing installed dictionaries on start', () => {
  it('queues the installed pairs the database lacks; the worker imports them once', async () => {
    expect(await queueDictionaryImports(t.database.db, t.queue, dir)).toEqual(['deu-eng']);
    await expect.poll(rows, { timeout: 20_000, interval: 200 }).toBe(2);

    const user = await t.createUser();
    const res = await t.request({ method: 'GET', url: '/v3/vocab/translation?text=Haus&fromLang=de&toLang=en', user });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().entity.translation).toBe('house');

    // A restart finds it imported and queues nothing; no files, nothing queued either.
    expect(await queueDictionaryImports(t.database.db, t.queue, dir)).toEqual([]);
    expect(await queueDictionaryImports(t.database.db, t.queue, mkdtempSync(join(tmpdir(), 'dict-none-')))).toEqual([]);
  });
});
