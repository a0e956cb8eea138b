import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase, runMigrations, type Database } from '../src/server/db/client.ts';
import { noQueue } from '../src/server/jobs/no-queue.ts';
import { measure, ms } from './stats.ts';

const LINE = JSON.stringify([
  {
    start: 1,
    end: 2,
    text: 'hello there',
    words: [
      { text: 'hello', start: 1, end: 1.5 },
      { text: 'there', start: 1.5, end: 2 },
    ],
  },
]);

/** Inserts `count` notes for a user in one statement, with time-ordered (UUIDv7-shaped) ids. */
async function seedNotes(database: Database, userId: string, count: number, offset: number) {
  await database.db.execute(sql`
    insert into note (id, user_id, video_id, type, title, language, source, start_at, end_at, lines, created_at)
    select (lpad(to_hex(1700000000000 + g), 12, '0') || '7' || substr(md5(g::text), 1, 3) || '8' || substr(md5(g::text), 4, 15))::uuid,
           ${userId}, 'dQw4w9WgXcQ', 'one_minute_clip', 'Bench note ' || g, 'en', 'youtube', 0, 60, ${LINE}::jsonb, now()
    from generate_series(${offset + 1}::bigint, ${offset + count}::bigint) as g`);
}

/**
 * GET /v3/note/list (first page and a page deep in the list) for a learner with 1,000 notes and again
 * with 1,000,000: keyset paging on (user_id, id) should keep both flat. Server time via inject.
 */
export async function benchNoteList(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lingoclip-bench-notes-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    BASE_URL: 'http://127.0.0.1:3999',
    BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
  });
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  await runMigrations(database);
  const { app } = await buildApp({
    config,
    database,
    queue: noQueue,
    logger: pino({ level: 'silent' }),
    webDist: null,
  });
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: config.baseUrl },
    payload: { email: 'notes-bench@example.com', password: 'bench-password-1', name: 'Bench' },
  });
  const userId = signUp.json().user.id as string;
  const headers = { authorization: `Bearer ${signUp.json().token}` };
  const list = (lastId?: string) =>
    app.inject({ method: 'GET', url: `/v3/note/list${lastId ? `?lastId=${lastId}` : ''}`, headers });
  const middleId = async () =>
    (
      (await database.db.execute(
        sql`select id from note where user_id = ${userId} order by id desc offset (select count(*) / 2 from note where user_id = ${userId}) limit 1`,
      )) as unknown as { rows: { id: string }[] }
    ).rows[0]!.id;

  const rows: Record<string, string>[] = [];
  const results: Record<number, { first: number; deep: number }> = {};
  let seeded = 0;
  for (const size of [1_000, 1_000_000]) {
    const started = performance.now();
    for (let batch = seeded; batch < size; batch += 100_000)
      await seedNotes(database, userId, Math.min(100_000, size - batch), batch);
    seeded = size;
    await database.db.execute(sql`analyze note`);
    const seedMs = performance.now() - started;
    if ((await list()).statusCode !== 200) throw new Error('note list failed');
    const deepId = await middleId();
    const first = await measure(200, () => list());
    const deep = await measure(200, () => list(deepId));
    results[size] = { first: first.median, deep: deep.median };
    rows.push({
      notes: size.toLocaleString('en'),
      'first page median': ms(first.median),
      'first page p95': ms(first.p95),
      'middle page median': ms(deep.median),
      'middle page p95': ms(deep.p95),
      seeding: ms(seedMs),
    });
  }
  console.table(rows);
  console.log(
    `note list ratio 1,000,000 / 1,000 notes: first page ${(results[1_000_000]!.first / results[1_000]!.first).toFixed(2)}×, middle page ${(results[1_000_000]!.deep / results[1_000]!.deep).toFixed(2)}× (goal ≤ 1.5×) on ${database.kind}`,
  );
  await app.close();
  await database.close();
}
