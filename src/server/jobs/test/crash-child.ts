// A worker process for crash-recovery.test.ts: `crash-child.ts <data dir> send|hang|work`. It prints one
// line per event (`ready`, `sent <id>`, `started <id> <attempt>`, `done <id> <attempt>`) for the test to read.
import pino from 'pino';
import { z } from 'zod';
import { openDatabase, runMigrations } from '../../db/client.ts';
import { defineJob } from '../definition.ts';
import { startQueue } from '../queue.ts';

const [dataDir, mode] = process.argv.slice(2);
const say = (line: string) => process.stdout.write(`${line}\n`);

const slowJob = defineJob({
  name: 'test.crash-recovery',
  payload: z.object({ n: z.number() }),
  pollSeconds: 0.5,
  async handle(_data, _deps, attempt) {
    say(`started ${attempt.id} ${attempt.attempt}`);
    if (mode === 'hang') await new Promise(() => {}); // killed here by the test
    say(`done ${attempt.id} ${attempt.attempt}`);
  },
});

const database = await openDatabase({ dataDir });
await runMigrations(database);
const queue = await startQueue(
  database,
  { providers: {} as never, logger: pino({ level: 'silent' }) },
  { work: true, jobs: [slowJob] as never },
);
if (mode !== 'work') say(`sent ${await queue.send(slowJob.name, { n: 1 })}`);
say('ready');
