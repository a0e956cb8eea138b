import { createHash, createHmac } from 'node:crypto';

export type SigningKeys = { accessKeyId: string; secretAccessKey: string; region: string; service: string };

export type RequestToSign = {
  method: string;
  url: URL;
  /** Headers to sign besides host (lower-case names); x-amz-date and x-amz-content-sha256 are added. */
  headers: Record<string, string>;
  payloadHash: string;
  now?: Date;
};

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 unreserved characters stay; everything else is %XX (upper-case), as SigV4 wants. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `20130524T000000Z`, the form SigV4 dates take. */
export const amzDate = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * AWS Signature Version 4 for one request, in the S3 flavour (path segments encoded once). Returns
 * the headers to send: the given ones plus x-amz-date, x-amz-content-sha256 and authorization.
 */
export function signRequest(request: RequestToSign, keys: SigningKeys): Record<string, string> {
  const date = amzDate(request.now ?? new Date());
  const headers: Record<string, string> = {
    ...request.headers,
    'x-amz-date': date,
    'x-amz-content-sha256': request.payloadHash,
  };
  const { signedHeaders, signature } = signatureOf(
    { method: request.method, url: request.url, headers, payloadHash: request.payloadHash },
    date,
    keys,
  );
  const scope = `${date.slice(0, 8)}/${keys.region}/${keys.service}/aws4_request`;
  headers.authorization = `AWS4-HMAC-SHA256 Credential=${keys.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return headers;
}

/** The signature itself; also used by the test S3 stand-in to check what arrived on the wire. */
export function signatureOf(
  request: { method: string; url: URL; headers: Record<string, string>; payloadHash: string },
  date: string,
  keys: SigningKeys,
) {
  const all: Record<string, string> = { host: request.url.host };
  for (const [name, value] of Object.entries(request.headers))
    all[name.toLowerCase()] = value.trim().replace(/\s+/g, ' ');
  const names = Object.keys(all).sort();
  const signedHeaders = names.join(';');
  const canonicalUri = request.url.pathname
    .split('/')
    .map((segment) => encode(decodeURIComponent(segment)))
    .join('/');
  const canonicalQuery = [...request.url.searchParams]
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .sort()
    .join('&');
  const canonicalRequest = [
    request.method,
    canonicalUri,
    canonicalQuery,
    ...names.map((name) => `${name}:${all[name]}`),
    '',
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const scope = `${date.slice(0, 8)}/${keys.region}/${keys.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', date, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = [date.slice(0, 8), keys.region, keys.service, 'aws4_request'].reduce<Buffer | string>(
    (key, part) => hmac(key, part),
    `AWS4${keys.secretAccessKey}`,
  );
  return { signedHeaders, signature: createHmac('sha256', signingKey).update(stringToSign).digest('hex') };
}
