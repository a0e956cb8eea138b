import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase, runMigrations, type Database } from '../src/server/db/client.ts';
import { noQueue } from '../src/server/jobs/no-queue.ts';
import german from '../src/server/language/data/de-frequency.ts';
import english from '../src/server/language/data/en-frequency.ts';
import { measure, ms } from './stats.ts';

const lemmas = (list: string) =>
  list
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split(/\s+/)
    .map((w) => w.split('/')[0]!)
    .filter((w) => /^\p{L}{3,}$/u.test(w));
const GERMAN = [...new Set(lemmas(german))];
const ENGLISH = [...new Set(lemmas(english))];

/**
 * The i-th saved word: German compounds of two common lemmas ("Hausbahn") with a two-word English gloss,
 * so words, stems and trigrams are spread like a real large collection rather than random hex.
 */
function savedWord(i: number) {
  const a = GERMAN[i % GERMAN.length]!;
  const b = GERMAN[Math.floor(i / GERMAN.length) % GERMAN.length]!.toLowerCase();
  const word = i < GERMAN.length ? a : `${a}${b}`;
  const translation = `${ENGLISH[(i * 7) % ENGLISH.length]} ${ENGLISH[(i * 13 + 5) % ENGLISH.length]}`;
  return { word, lemma: word.toLowerCase(), translation };
}

/** Saved words with one review card each, due dates spread over the past and next 60 days. */
export async function seedWords(database: Database, userId: string, from: number, to: number) {
  const rows = Array.from({ length: to - from }, (_, k) => savedWord(from + k));
  for (let start = 0; start < rows.length; start += 5_000) {
    const batch = rows.slice(start, start + 5_000);
    await database.db.execute(sql`
      with input as (
        select * from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as t(word text, lemma text, translation text)
      ), saved as (
        insert into user_vocab (id, user_id, language, lemma, word, translation, translation_language, status, learning_level, is_saved, saved_at)
        select gen_random_uuid(), ${userId}, 'de', lemma, word, translation, 'en', 'learning', 1, true, now() from input
        on conflict do nothing returning id
      )
      insert into review_card (id, user_id, vocab_id, due, state, stability, difficulty, reps)
      select gen_random_uuid(), ${userId}, id, now() + ((random() * 120 - 60) * interval '1 day'),
             case when random() < 0.1 then 0 else 2 end, 5, 5, 3
      from saved`);
  }
}

/**
 * `GET /v3/user-vocab/list?text=…` (full-text + trigram search over saved words) and `GET /v3/review/queue`
 * for a learner with 1,000 and with 100,000 saved words; server time via inject. Goal: search p95 ≤ 20 ms.
 */
export async function benchLearner(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lingoclip-bench-learner-'));
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
    payload: { email: 'learner-bench@example.com', password: 'bench-password-1', name: 'Bench' },
  });
  const userId = signUp.json().user.id as string;
  // A learner of German whose native language is English: searches are stemmed in both.
  await database.db.execute(
    sql`insert into profile (user_id, native_language, main_language, on_boarded) values (${userId}, 'en', 'de', true)`,
  );
  const headers = { authorization: `Bearer ${signUp.json().token}` };
  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response;
  };
  // A whole word, a stemmed inflection, a partial word (trigram), an English gloss and a miss.
  const queries = ['Haus', 'Häuser', 'ahnho', 'water', 'xyzzyq'];
  const search = (q: string) => get(`/v3/user-vocab/list?isSaved=true&text=${encodeURIComponent(q)}`);
  // What any signed-in call costs here (session, profile), to read the search figure against.
  const baseline = await measure(100, () => get('/v3/user/login'));
  console.log(`baseline GET /v3/user/login: median ${ms(baseline.median)}, p95 ${ms(baseline.p95)}`);

  const rows: Record<string, string>[] = [];
  const p95: Record<number, { search: number; queue: number }> = {};
  let seeded = 0;
  for (const size of [1_000, 100_000]) {
    const started = performance.now();
    await seedWords(database, userId, seeded, size);
    seeded = size;
    await database.db.execute(sql`analyze user_vocab`);
    await database.db.execute(sql`analyze review_card`);
    const seedMs = performance.now() - started;
    const hits = await Promise.all(queries.map(async (q) => `${q}:${(await search(q)).json().entity.vocabs.length}`));
    let turn = 0;
    const searchTimes = await measure(250, () => search(queries[turn++ % queries.length]!));
    const queue = await measure(100, () => get('/v3/review/queue'));
    p95[size] = { search: searchTimes.p95, queue: queue.p95 };
    rows.push({
      'saved words': size.toLocaleString('en'),
      'search median': ms(searchTimes.median),
      'search p95': ms(searchTimes.p95),
      'queue median': ms(queue.median),
      'queue p95': ms(queue.p95),
      'first-page hits': hits.join(' '),
      seeding: ms(seedMs),
    });
  }
  console.table(rows);
  console.log(
    `search p95 at 100,000 saved words: ${ms(p95[100_000]!.search)} (goal ≤ 20 ms); ratio 100k/1k: search ${(p95[100_000]!.search / p95[1_000]!.search).toFixed(2)}×, review queue ${(p95[100_000]!.queue / p95[1_000]!.queue).toFixed(2)}× on ${database.kind}`,
  );
  await app.close();
  await database.close();
}
