import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfiguredStorage } from './index.ts';
import { startFakeS3Server, type FakeS3Server } from './test/fake-s3-server.ts';

const credentials = { bucket: 'media', accessKeyId: 'AKID', secretAccessKey: 'secret', region: 'us-east-1' };
let s3: FakeS3Server;
beforeAll(async () => {
  s3 = await startFakeS3Server(credentials);
});
afterAll(() => s3?.close());

describe('choosing storage from configuration', () => {
  it('local keeps files in the configured folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lingoclip-media-'));
    await createConfiguredStorage({ kind: 'local', dir }).put('k.mp3', Buffer.from('ID3'), 'audio/mpeg');
    expect(readFileSync(join(dir, 'k.mp3'), 'utf8')).toBe('ID3');
  });

  it('s3 writes to the bucket', async () => {
    await createConfiguredStorage({ kind: 's3', endpoint: s3.endpoint, ...credentials }).put(
      'k.mp3',
      Buffer.from('ID3'),
      'audio/mpeg',
    );
    expect(s3.objects.get('k.mp3')?.mimeType).toBe('audio/mpeg');
  });
});
