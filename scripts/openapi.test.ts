import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** Runs `npm run openapi` the way `npm run openapi > openapi.json` does: stdout is a pipe. */
function runOpenApi(): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/openapi.ts'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(Buffer.concat(chunks).toString('utf8')) : reject(new Error(`exit ${code}`)),
    );
  });
}

describe('npm run openapi', () => {
  it('writes the whole document through a pipe, with sentenceId described as the line index', async () => {
    const text = await runOpenApi();
    // The document is far larger than the 64 KB a pipe takes at once.
    expect(text.length).toBeGreaterThan(128 * 1024);
    const document = JSON.parse(text);
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toContain('/v3/user-vocab');
    const body = document.paths['/v3/user-vocab'].post.requestBody.content['application/json'].schema;
    expect(JSON.stringify(body.properties.sentenceId)).toContain("index (from 0) of the note's line");
  }, 60_000);
});
