import type { Queue } from './queue.ts';

/** For tools that build the app without running jobs (OpenAPI export, HTTP benchmarks): enqueueing is an error. */
export const noQueue: Queue = {
  boss: undefined as never,
  send: () => Promise.reject(new Error('this process has no job queue')),
  stop: async () => {},
};
