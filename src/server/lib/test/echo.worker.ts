import { serveTask } from '../worker-task.ts';

// A task for worker-task.test.ts: doubles through a callback of the caller, or fails when asked to.
serveTask(async (input: { n: number; fail?: boolean }, call) => {
  if (input.fail) throw new Error(`failed on ${input.n}`);
  const doubled = (await call('double', input.n)) as number;
  return { doubled, thread: 'worker' };
});
