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
      : new PgBoss({ connectionString: database.connectionString, schema: 'pgboss' });
  boss.on('error', (error) => deps.logger.error({ err: error }, 'job queue error'));
  await boss.start();
  const { jobs } = options;
  for (const job of jobs) {
    await boss.createQueue(job.name, {
      retryLimit: job.retryLimit,
      retryDelay: job.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: job.expireInSeconds,
    });
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
  }
  const send: Queue['send'] = (name, data, key) => boss.send(name, data, key ? { singletonKey: key } : undefined);
  if (options.work) await startWorkers(boss, jobs, { ...deps, db: database.db, enqueue: send });
  return { boss, send, stop: () => boss.stop({ graceful: true, timeout: 10_000 }) };
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
