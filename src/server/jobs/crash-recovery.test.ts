import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';

const child = join(import.meta.dirname, 'test', 'crash-child.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'lingoclip-crash-'));
const started: ChildProcess[] = [];
afterAll(() => {
  for (const process of started) process.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts a worker process on the shared data folder; `next(pattern)` waits for its next line matching. */
function worker(mode: 'hang' | 'work') {
  const process_ = spawn(process.execPath, ['--import', 'tsx', child, dataDir, mode], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  started.push(process_);
  const lines = createInterface({ input: process_.stdout! });
  const seen: string[] = [];
  const waiting: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  lines.on('line', (line) => {
    const match = waiting.findIndex((w) => w.pattern.test(line));
    if (match >= 0) waiting.splice(match, 1)[0]!.resolve(line);
    else seen.push(line);
  });
  const next = (pattern: RegExp) =>
    new Promise<string>((resolve) => {
      const earlier = seen.findIndex((line) => pattern.test(line));
      if (earlier >= 0) resolve(seen.splice(earlier, 1)[0]!);
      else waiting.push({ pattern, resolve });
    });
  return { process: process_, next };
}

describe('a job whose worker process was killed', () => {
  it('runs again within 30 s of the next start on the embedded database', { timeout: 120_000 }, async () => {
    const first = worker('hang');
    const sent = (await first.next(/^sent /)).split(' ')[1];
    const [, jobId, attempt] = (await first.next(/^started /)).split(' ');
    expect(jobId).toBe(sent);
    expect(attempt).toBe('1');
    first.process.kill('SIGKILL'); // mid-job: no shutdown, the job stays 'active'
    await new Promise((resolve) => first.process.once('exit', resolve));

    const startedAt = Date.now();
    const second = worker('work');
    const deadline = new Promise<string>((resolve) => setTimeout(() => resolve('not done after 30 s'), 30_000));
    const done = await Promise.race([second.next(new RegExp(`^done ${jobId} `)), deadline]);
    expect(done).toBe(`done ${jobId} 2`); // the same job, its second attempt
    expect(Date.now() - startedAt).toBeLessThan(30_000);
  });
});
