import type { z } from 'zod';
import type { Db } from '../db/client.ts';

export type JobDeps = { db: Db };

/**
 * A job: its queue name, a zod payload, retry defaults and an idempotent handler (a retry or a
 * second delivery after a crash must not do the work twice).
 */
export type JobDefinition<S extends z.ZodType = z.ZodType> = {
  name: string;
  payload: S;
  retryLimit: number;
  retryDelaySeconds: number;
  expireInSeconds: number;
  /** Optional cron (UTC) for recurring jobs. */
  cron?: string;
  handle(data: z.infer<S>, deps: JobDeps): Promise<void>;
};

type RetryOptions = Pick<JobDefinition, 'retryLimit' | 'retryDelaySeconds' | 'expireInSeconds'>;

export const RETRY_DEFAULTS: RetryOptions = { retryLimit: 5, retryDelaySeconds: 10, expireInSeconds: 15 * 60 };

export function defineJob<S extends z.ZodType>(job: Omit<JobDefinition<S>, keyof RetryOptions> & Partial<RetryOptions>): JobDefinition<S> {
  return { ...RETRY_DEFAULTS, ...job };
}
