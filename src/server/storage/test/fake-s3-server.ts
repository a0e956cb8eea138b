import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sha256Hex, signatureOf } from '../sigv4.ts';

export type S3Request = { method: string; path: string; authorization: string };

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;

/**
 * A small S3 stand-in: path-style GET/HEAD/PUT/DELETE of objects kept in memory. Like S3 it refuses a
 * request whose SigV4 signature, recomputed from what arrived on the wire with the secret, does not
 * match — so a host, path or header the client signs differently than it sends is caught.
 */
export async function startFakeS3Server(options: {
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}) {
  const objects = new Map<string, { bytes: Buffer; mimeType: string }>();
  const requests: S3Request[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url!, `http://${req.headers.host}`);
      requests.push({ method: req.method!, path: url.pathname, authorization: req.headers.authorization ?? '' });
      const refusal = checkSignature(req, url, body, options);
      if (refusal) return xml(res, 403, refusal);
      const [, bucket, ...rest] = url.pathname.split('/');
      if (bucket !== options.bucket) return xml(res, 404, 'NoSuchBucket');
      const key = rest.map(decodeURIComponent).join('/');
      if (req.method === 'PUT') {
        objects.set(key, { bytes: body, mimeType: req.headers['content-type'] ?? 'binary/octet-stream' });
        return res.writeHead(200, { etag: `"${sha256Hex(body).slice(0, 32)}"` }).end();
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        return res.writeHead(204).end();
      }
      const object = objects.get(key);
      if (!object) return req.method === 'HEAD' ? res.writeHead(404).end() : xml(res, 404, 'NoSuchKey');
      res.writeHead(200, { 'content-type': object.mimeType, 'content-length': object.bytes.length });
      res.end(req.method === 'HEAD' ? undefined : object.bytes);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeS3Server = Awaited<ReturnType<typeof startFakeS3Server>>;

function checkSignature(
  req: IncomingMessage,
  url: URL,
  body: Buffer,
  options: { accessKeyId: string; secretAccessKey: string; region: string },
): string | null {
  const match = AUTHORIZATION.exec(req.headers.authorization ?? '');
  if (!match) return 'AuthorizationHeaderMalformed';
  const [, accessKeyId, day, region, signedHeaders, signature] = match;
  if (accessKeyId !== options.accessKeyId) return 'InvalidAccessKeyId';
  const date = String(req.headers['x-amz-date'] ?? '');
  if (region !== options.region || !date.startsWith(day!)) return 'AuthorizationHeaderMalformed';
  if (req.headers['x-amz-content-sha256'] !== sha256Hex(body)) return 'XAmzContentSHA256Mismatch';
  const names = signedHeaders!.split(';');
  if (!['host', 'x-amz-content-sha256', 'x-amz-date'].every((name) => names.includes(name))) return 'AccessDenied';
  const headers = Object.fromEntries(
    names.filter((name) => name !== 'host').map((name) => [name, String(req.headers[name] ?? '')]),
  );
  const expected = signatureOf({ method: req.method!, url, headers, payloadHash: sha256Hex(body) }, date, {
    ...options,
    service: 's3',
  });
  return expected.signedHeaders === signedHeaders && expected.signature === signature ? null : 'SignatureDoesNotMatch';
}

function xml(res: ServerResponse, status: number, code: string) {
  res
    .writeHead(status, { 'content-type': 'application/xml' })
    .end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
}
