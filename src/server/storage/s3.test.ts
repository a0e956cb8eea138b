import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3.ts';
import { startFakeS3Server, type FakeS3Server } from './test/fake-s3-server.ts';
import { StorageError } from './types.ts';

const credentials = {
  bucket: 'lingoclip-media',
  accessKeyId: 'AKIDTEST',
  secretAccessKey: 'test-secret/with+chars',
  region: 'eu-central-1',
};
let s3: FakeS3Server;

beforeAll(async () => {
  s3 = await startFakeS3Server(credentials);
});
afterAll(() => s3?.close());

const storage = (overrides: Partial<typeof credentials & { endpoint: string }> = {}) =>
  createS3Storage({ endpoint: s3.endpoint, ...credentials, ...overrides, timeoutMs: 5000 });
const mp3 = Buffer.from('ID3 pretend audio');

describe('S3-compatible storage', () => {
  it('puts, finds and gets an object by path-style URL with a valid signature', async () => {
    await storage().put('audio/ab/abc.mp3', mp3, 'audio/mpeg');
    expect(await storage().exists('audio/ab/abc.mp3')).toBe(true);
    expect(await storage().get('audio/ab/abc.mp3')).toEqual({ bytes: mp3, mimeType: 'audio/mpeg' });
    expect(s3.objects.get('audio/ab/abc.mp3')?.bytes.equals(mp3)).toBe(true);
    const sent = s3.requests.filter((r) => r.path === '/lingoclip-media/audio/ab/abc.mp3');
    expect(sent.map((r) => r.method)).toEqual(['PUT', 'HEAD', 'GET']);
    for (const { authorization } of sent) {
      expect(authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-central-1\/s3\/aws4_request, SignedHeaders=(content-type;)?host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
      );
    }
  });

  it('removes an object with a signed DELETE, and a missing one without complaint', async () => {
    await storage().put('audio/cd/gone.mp3', mp3, 'audio/mpeg');
    await storage().remove('audio/cd/gone.mp3');
    expect(s3.objects.has('audio/cd/gone.mp3')).toBe(false);
    await expect(storage().remove('audio/cd/gone.mp3')).resolves.toBeUndefined();
    expect(s3.requests.filter((r) => r.method === 'DELETE')).toHaveLength(2);
  });

  it('answers false and null for a key that is not there', async () => {
    expect(await storage().exists('audio/00/missing.mp3')).toBe(false);
    expect(await storage().get('audio/00/missing.mp3')).toBeNull();
  });

  it('works with an endpoint written with a trailing slash', async () => {
    await storage({ endpoint: `${s3.endpoint}/` }).put('audio/cd/slash.mp3', mp3, 'audio/mpeg');
    expect(await storage().exists('audio/cd/slash.mp3')).toBe(true);
  });

  it('reports a refused signature with S3’s code', async () => {
    const wrong = storage({ secretAccessKey: 'not-the-secret' });
    await expect(wrong.put('audio/ef/x.mp3', mp3, 'audio/mpeg')).rejects.toThrow(
      new StorageError(
        `S3 PUT audio/ef/x.mp3 answered HTTP 403 SignatureDoesNotMatch (bucket lingoclip-media at ${s3.endpoint})`,
      ),
    );
    await expect(wrong.get('audio/ab/abc.mp3')).rejects.toThrow('answered HTTP 403 SignatureDoesNotMatch');
    await expect(wrong.exists('audio/ab/abc.mp3')).rejects.toThrow('S3 HEAD audio/ab/abc.mp3 answered HTTP 403');
  });

  it('reports a missing bucket', async () => {
    await expect(storage({ bucket: 'other' }).put('a.mp3', mp3, 'audio/mpeg')).rejects.toThrow(
      'answered HTTP 404 NoSuchBucket',
    );
  });

  it('reports an endpoint that cannot be reached', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    await expect(storage({ endpoint: `http://127.0.0.1:${port}` }).get('a.mp3')).rejects.toThrow(
      `S3 GET /lingoclip-media/a.mp3 could not reach http://127.0.0.1:${port}`,
    );
  });

  it('refuses keys that are not plain path segments before sending anything', async () => {
    const before = s3.requests.length;
    await expect(storage().get('../secret')).rejects.toThrow(StorageError);
    expect(s3.requests.length).toBe(before);
  });
});
