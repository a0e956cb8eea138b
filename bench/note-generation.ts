import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase, runMigrations } from '../src/server/db/client.ts';
import { noteGeneration } from '../src/server/db/schema/notes.ts';
import { startQueue } from '../src/server/jobs/queue.ts';
import { generateNote } from '../src/server/notes/generate-note.job.ts';
import { createServices, jobsFor } from '../src/server/compose.ts';
import { createYouTubeClient } from '../src/server/providers/youtube/client.ts';
import { VIDEOS, startReplayServer } from '../src/server/providers/youtube/test/replay-server.ts';
import { ms } from './stats.ts';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Link → transcript ready for a 10-minute auto-captioned video served by the replay server on
 * loopback. "Server time" is the generation job itself (cold: YouTube fetch, json3 parse, rolling
 * merge, store; warm: the shared transcript cache hit). The API figure adds the queue's pickup.
 */
export async function benchNoteGeneration(): Promise<void> {
  const replay = await startReplayServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'lingoclip-bench-gen-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    BASE_URL: 'http://127.0.0.1:3999',
    BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
    YOUTUBE_ORIGIN: replay.origin,
  });
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  await runMigrations(database);
  const logger = pino({ level: 'silent' });
  const services = createServices(config, {
    db: database.db,
    providers: { youtube: createYouTubeClient({ origin: replay.origin }) },
  });
  const queue = await startQueue(
    database,
    { providers: services.providers, logger },
    { work: true, jobs: jobsFor(services) },
  );
  const { app } = await buildApp({ config, database, queue, logger, services, webDist: null });
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: config.baseUrl },
    payload: { email: 'gen-bench@example.com', password: 'bench-password-1', name: 'Bench' },
  });
  const userId = signUp.json().user.id as string;
  const headers = { authorization: `Bearer ${signUp.json().token}` };
  // Material is not sent from here: it would run beside the next measurement (bench/material.ts measures it).
  const deps = { db: database.db, providers: services.providers, logger, enqueue: async () => null };

  const runJob = async () => {
    const [row] = await database.db
      .insert(noteGeneration)
      .values({
        userId,
        videoId: VIDEOS.long,
        type: 'full_script',
        learningLanguage: 'en',
        nativeLanguage: 'en',
        status: 'processing',
      })
      .returning();
    const started = performance.now();
    await generateNote.handle({ generationId: row!.id }, deps, { id: 'bench', attempt: 1, isFinalAttempt: true });
    const elapsed = performance.now() - started;
    const [done] = await database.db.select().from(noteGeneration).where(sql`${noteGeneration.id} = ${row!.id}`);
    if (done!.status !== 'ready') throw new Error(`generation ended ${done!.status}: ${done!.message}`);
    return elapsed;
  };
  const cold: number[] = [];
  const warm: number[] = [];
  for (let i = 0; i < 7; i++) {
    await database.db.execute(sql`delete from video`);
    cold.push(await runJob());
    warm.push(await runJob());
  }

  const endToEnd: number[] = [];
  for (let i = 0; i < 5; i++) {
    await database.db.execute(sql`delete from video`);
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/v3/note/yt',
      headers,
      payload: { url: VIDEOS.long, startAt: i * 60 },
    });
    const stfId = res.json().entity.stfId;
    for (;;) {
      const status = (await app.inject({ method: 'GET', url: `/v3/note/status?stfId=${stfId}`, headers })).json()
        .entity;
      if (status.status === 'ready') break;
      if (status.status === 'failed') throw new Error(status.message);
      await new Promise((r) => setTimeout(r, 20));
    }
    endToEnd.push(performance.now() - started);
  }
  const lines = (await database.db.execute(
    sql`select jsonb_array_length(lines) as n from transcript limit 1`,
  )) as unknown as { rows: { n: number }[] };
  console.table([
    { path: 'job, cold (fetch + parse + merge + store)', median: ms(median(cold)), goal: '≤ 300 ms' },
    { path: 'job, warm (transcript cached)', median: ms(median(warm)), goal: '' },
    { path: 'API: POST → status ready (incl. queue pickup)', median: ms(median(endToEnd)), goal: '' },
  ]);
  console.log(
    `10-minute track: ${lines.rows[0]?.n} sentences; cold/warm ratio ${(median(cold) / median(warm)).toFixed(1)}× on ${database.kind}`,
  );
  await app.close();
  await queue.stop();
  await database.close();
  await replay.close();
}
