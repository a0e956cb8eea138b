import { spawn } from 'node:child_process';
import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { inBackground } from './background-process.ts';

describe('inBackground', () => {
  it('runs a helper process ten steps nicer than the server', async () => {
    const child = inBackground(spawn('sleep', ['5']));
    try {
      expect(getPriority(child.pid)).toBe(Math.min(19, getPriority() + 10));
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('leaves a process that did not start to its error event', async () => {
    const child = inBackground(spawn('lingoclip-no-such-binary'));
    const error = await new Promise<Error>((resolve) => child.on('error', resolve));
    expect(error.message).toMatch(/ENOENT/);
  });
});
