import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rewriteWorkerUrls, workerEntries } from './build-server.mjs';

describe('the compiled server', () => {
  it('points a worker-thread URL in any folder at the compiled file beside main.js', () => {
    expect(rewriteWorkerUrls("new Worker(new URL('./csv.worker.ts', import.meta.url))")).toBe(
      "new Worker(new URL('./csv.worker.js', import.meta.url))",
    );
    expect(rewriteWorkerUrls('new URL("../notes/subtitles.worker.js", import.meta.url)')).toBe(
      "new URL('./subtitles.worker.js', import.meta.url)",
    );
    expect(rewriteWorkerUrls("new URL('./migrations', import.meta.url)")).toBe(
      "new URL('./migrations', import.meta.url)",
    );
  });

  it('makes every src/server/**/*.worker.ts an entry, test folders aside, and refuses two of one name', () => {
    const root = mkdtempSync(join(tmpdir(), 'lingoclip-build-'));
    const file = (path: string) => {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), '');
    };
    file('src/server/notes/subtitles.worker.ts');
    file('src/server/exports/anki.worker.ts');
    file('src/server/notes/test/fake.worker.ts');
    expect(workerEntries(root)).toEqual({
      'anki.worker': join(root, 'src/server/exports/anki.worker.ts'),
      'subtitles.worker': join(root, 'src/server/notes/subtitles.worker.ts'),
    });
    file('src/server/material/anki.worker.ts');
    expect(() => workerEntries(root)).toThrow(/two worker entries are named anki.worker/);
  });
});
