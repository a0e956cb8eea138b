import type { S3Config } from '../config.ts';
import { sha256Hex, signRequest } from './sigv4.ts';
import { checkKey, StorageError, type Storage } from './types.ts';

export type S3StorageOptions = S3Config & { fetch?: typeof fetch; timeoutMs?: number };

/**
 * Any S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2, Garage…) over plain fetch
 * with SigV4 signing. Path-style URLs (`endpoint/bucket/key`) work on all of them, unlike
 * bucket subdomains.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  const fetchFn = options.fetch ?? globalThis.fetch;
  const keys = {
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  };
  const base = `${options.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}`;

  async function send(
    method: 'GET' | 'HEAD' | 'PUT' | 'DELETE',
    key: string,
    body?: { bytes: Buffer; mimeType: string },
  ): Promise<Response> {
    const url = new URL(`${base}/${checkKey(key)}`);
    const headers = signRequest(
      {
        method,
        url,
        headers: body ? { 'content-type': body.mimeType } : {},
        payloadHash: sha256Hex(body?.bytes ?? ''),
      },
      keys,
    );
    try {
      return await fetchFn(url, {
        method,
        headers,
        body: body ? new Uint8Array(body.bytes) : undefined,
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
    } catch (error) {
      throw new StorageError(
        `S3 ${method} ${url.pathname} could not reach ${options.endpoint}: ${(error as Error).message}`,
      );
    }
  }

  /** S3 explains failures in an XML `<Code>` (AccessDenied, NoSuchBucket, SignatureDoesNotMatch…). */
  async function failure(response: Response, method: string, key: string): Promise<StorageError> {
    const text = await response.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1];
    return new StorageError(
      `S3 ${method} ${key} answered HTTP ${response.status}${code ? ` ${code}` : ''} (bucket ${options.bucket} at ${options.endpoint})`,
    );
  }

  return {
    async exists(key) {
      const response = await send('HEAD', key);
      if (response.status === 404) return false;
      if (!response.ok) throw await failure(response, 'HEAD', key);
      return true;
    },

    async put(key, bytes, mimeType) {
      const response = await send('PUT', key, { bytes, mimeType });
      if (!response.ok) throw await failure(response, 'PUT', key);
      await response.body?.cancel();
    },

    async remove(key) {
      const response = await send('DELETE', key);
      // S3 answers 204 whether or not the key was there; some compatibles answer 404 for a missing one.
      if (!response.ok && response.status !== 404) throw await failure(response, 'DELETE', key);
      await response.body?.cancel();
    },

    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw await failure(response, 'GET', key);
      return {
        bytes: Buffer.from(await response.arrayBuffer()),
        mimeType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
  };
}
