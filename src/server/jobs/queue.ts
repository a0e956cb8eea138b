import { PgBoss, fromPglite } from 'pg-boss';
import type { Database } from '../db/client.ts';
import type { JobDefinition, JobDeps } from './definition.ts';

export type Queue = {
  boss: PgBoss;
  /** Enqueues a job; `key` makes a second send of the same work while it is queued a no-op. */
  send(name: string, data: object, key?: string): Promise<string | null>;
  stop(): Promise<void>;
};

type WorkItem = { id: string; data: unknown; retryCount?: number; retryLimit?: number };

/**
 * Creates the pg-boss instance on the same database (PGlite adapter embedded, pool on PostgreSQL), with a
 * queue for each job of `jobs` (the composition's list, src/server/compose.ts).
 */
export async function startQueue(
  database: Database,
  deps: Omit<JobDeps, 'db' | 'enqueue'>,
  options: { work: boolean; jobs: JobDefinition[] },
): Promise<Queue> {
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', schema: 'pgboss' })
      : new PgBoss({
          connectionString: database.connectionString,
          schema: 'pgboss',
          // Another process's dead jobs are found by this pass (stale heartbeats): every 10 s, not 60.
          monitorIntervalSeconds: 10,
          superviseIntervalSeconds: 10,
        });
  boss.on('error', (error) => deps.logger.error({ err: error }, 'job queue error'));
  await boss.start();
  const { jobs } = options;
  for (const job of jobs) {
    const settings = {
      retryLimit: job.retryLimit,
      retryDelay: job.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: job.expireInSeconds,
      heartbeatSeconds: job.heartbeatSeconds,
    };
    await boss.createQueue(job.name, settings);
    // createQueue leaves an existing queue as it was: a changed definition must reach it too.
    await boss.updateQueue(job.name, settings);
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
  }
  const send: Queue['send'] = (name, data, key) => boss.send(name, data, key ? { singletonKey: key } : undefined);
  if (options.work && database.kind === 'pglite') await retryOrphans(boss, database, deps.logger);
  if (options.work) await startWorkers(boss, jobs, { ...deps, db: database.db, enqueue: send });
  return { boss, send, stop: () => boss.stop({ graceful: true, timeout: 10_000 }) };
}

/**
 * The embedded database belongs to one process, so a job still 'active' when it starts was left by a
 * process that died (kill -9, a crash, power loss): it is failed now, which retries it while it has
 * retries left, and made due at once instead of after the retry delay. Without this it waited for its
 * expiry (up to expireInSeconds, 15 minutes for study material). On PostgreSQL several processes share
 * the queue, so there heartbeats decide (heartbeatSeconds, checked every 10 s).
 */
export async function retryOrphans(
  boss: PgBoss,
  database: Extract<Database, { kind: 'pglite' }>,
  logger: JobDeps['logger'],
): Promise<number> {
  const { rows } = await database.pglite.query<{ id: string; name: string }>(
    `select id, name from pgboss.job where state = 'active'`,
  );
  for (const name of new Set(rows.map((row) => row.name))) {
    const ids = rows.filter((row) => row.name === name).map((row) => row.id);
    await boss.fail(name, ids, { message: 'the process running this job stopped; it runs again' });
    await database.pglite.query(
      `update pgboss.job set start_after = now() where id = any($1::uuid[]) and state = 'retry'`,
      [ids],
    );
    logger.warn({ job: name, jobIds: ids }, 'jobs left running by a stopped process are retried');
  }
  return rows.length;
}

async function startWorkers(boss: PgBoss, jobs: JobDefinition[], deps: JobDeps): Promise<void> {
  for (const job of jobs) {
    await boss.work(
      job.name,
      { includeMetadata: true, pollingIntervalSeconds: job.pollSeconds ?? 2 },
      async (batch: WorkItem[]) => {
        for (const item of batch) {
          const data = job.payload.parse(item.data);
          const attempt = (item.retryCount ?? 0) + 1;
          const isFinalAttempt = attempt > (item.retryLimit ?? job.retryLimit);
          const log = deps.logger.child({ job: job.name, jobId: item.id, attempt });
          log.info('job started');
          try {
            await job.handle(data, { ...deps, logger: log }, { id: item.id, attempt, isFinalAttempt });
            log.info('job finished');
          } catch (error) {
            // Rethrown so pg-boss records the failure and retries with backoff.
            log.error({ err: error }, 'job failed');
            throw error;
          }
        }
      },
    );
  }
}
