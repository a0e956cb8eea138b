import type { z } from 'zod';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import type { Providers } from '../providers/index.ts';

export type JobDeps = {
  db: Db;
  providers: Providers;
  logger: Logger;
  /** Sends a follow-up job (e.g. a ready note starts its study material); `key` as in Queue.send. */
  enqueue(name: string, data: object, key?: string): Promise<string | null>;
};

/** Where this delivery stands among its retries: the last one must leave a visible failure behind. */
export type JobAttempt = { id: string; attempt: number; isFinalAttempt: boolean };

/**
 * A job: its queue name, a zod payload, retry defaults and an idempotent handler (a retry or a
 * second delivery after a crash must not do the work twice).
 */
export type JobDefinition<S extends z.ZodType = z.ZodType> = {
  name: string;
  payload: S;
  retryLimit: number;
  retryDelaySeconds: number;
  /** The longest a job may run; a genuinely long job (a dictionary import) says so here. */
  expireInSeconds: number;
  /**
   * A running job's worker refreshes it every half of this; a job not refreshed for this long belongs to
   * a process that died, and is retried (pg-boss heartbeats, minimum 10 s). ADR 14.
   */
  heartbeatSeconds: number;
  /** How often an idle worker looks for new jobs (pg-boss minimum 0.5 s); learners wait on some jobs. */
  pollSeconds?: number;
  /** Optional cron (UTC) for recurring jobs. */
  cron?: string;
  handle(data: z.infer<S>, deps: JobDeps, attempt: JobAttempt): Promise<void>;
};

type RetryOptions = Pick<JobDefinition, 'retryLimit' | 'retryDelaySeconds' | 'expireInSeconds' | 'heartbeatSeconds'>;

export const RETRY_DEFAULTS: RetryOptions = {
  retryLimit: 5,
  retryDelaySeconds: 10,
  expireInSeconds: 15 * 60,
  heartbeatSeconds: 30,
};

export function defineJob<S extends z.ZodType>(
  job: Omit<JobDefinition<S>, keyof RetryOptions> & Partial<RetryOptions>,
): JobDefinition<S> {
  return { ...RETRY_DEFAULTS, ...job };
}
