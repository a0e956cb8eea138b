import { PgBoss, fromPglite } from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import type { JobDefinition, JobDeps } from './definition.ts';
import { JOBS } from './registry.ts';

export type Queue = { boss: PgBoss; stop(): Promise<void> };

/** Creates the pg-boss instance on the same database (PGlite adapter embedded, pool on PostgreSQL). */
export async function startQueue(database: Database, logger: Logger, options: { work: boolean; jobs?: JobDefinition[] }): Promise<Queue> {
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', schema: 'pgboss' })
      : new PgBoss({ connectionString: database.connectionString, schema: 'pgboss' });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  const jobs = options.jobs ?? JOBS;
  for (const job of jobs) {
    await boss.createQueue(job.name, {
      retryLimit: job.retryLimit,
      retryDelay: job.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: job.expireInSeconds,
    });
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
  }
  if (options.work) await startWorkers(boss, jobs, { db: database.db }, logger);
  return { boss, stop: () => boss.stop({ graceful: true, timeout: 10_000 }) };
}

async function startWorkers(boss: PgBoss, jobs: JobDefinition[], deps: JobDeps, logger: Logger): Promise<void> {
  for (const job of jobs) {
    await boss.work(job.name, async (batch: { id: string; data: unknown }[]) => {
      for (const item of batch) {
        const data = job.payload.parse(item.data);
        const log = logger.child({ job: job.name, jobId: item.id });
        log.info('job started');
        try {
          await job.handle(data, deps);
          log.info('job finished');
        } catch (error) {
          // Rethrown so pg-boss records the failure and retries with backoff.
          log.error({ err: error }, 'job failed');
          throw error;
        }
      }
    });
  }
}
