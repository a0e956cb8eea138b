import { isMainThread } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { runTask, workerEntry } from './worker-task.ts';

const ECHO = new URL('./test/echo.worker.ts', import.meta.url);

describe('worker-thread tasks (ADR 13)', () => {
  it('runs a .worker.ts task from source and answers its calls back on this thread', async () => {
    const seen: boolean[] = [];
    const double = async (n: number) => {
      seen.push(isMainThread);
      return n * 2;
    };
    const answers = await Promise.all([1, 2, 3].map((n) => runTask(ECHO, { n }, { double })));
    expect(answers).toEqual([2, 4, 6].map((doubled) => ({ doubled, thread: 'worker' })));
    expect(seen).toEqual([true, true, true]);
  });

  it("rejects with the task's error, and a failing callback fails the task", async () => {
    await expect(runTask(ECHO, { n: 7, fail: true })).rejects.toThrow('failed on 7');
    await expect(
      runTask(ECHO, { n: 1 }, { double: async () => Promise.reject(new Error('no database')) }),
    ).rejects.toThrow('no database');
  });

  it('starts a compiled .js entry beside the caller when the .ts source is not there', () => {
    expect(workerEntry(ECHO)).toEqual({ file: ECHO, execArgv: ['--import', 'tsx'] });
    const compiled = workerEntry(new URL('./compiled.worker.ts', import.meta.url));
    expect(compiled.file.href).toBe(new URL('./compiled.worker.js', import.meta.url).href);
    expect(compiled.execArgv).toBeUndefined();
  });
});
