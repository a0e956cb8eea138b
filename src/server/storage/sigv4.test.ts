import { describe, expect, it } from 'vitest';
import { amzDate, sha256Hex, signRequest } from './sigv4.ts';

// The worked examples of the S3 documentation ("Signature Calculations for the Authorization
// Header: Transferring Payload in a Single Chunk").
const keys = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  service: 's3',
};
const now = new Date('2013-05-24T00:00:00Z');

describe('AWS Signature Version 4', () => {
  it('signs the documented GET Object example', () => {
    const headers = signRequest(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { range: 'bytes=0-9' },
        payloadHash: sha256Hex(''),
        now,
      },
      keys,
    );
    expect(headers).toEqual({
      range: 'bytes=0-9',
      'x-amz-date': '20130524T000000Z',
      'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      authorization:
        'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    });
  });

  it('signs the documented PUT Object example (a "$" in the key is encoded)', () => {
    const headers = signRequest(
      {
        method: 'PUT',
        url: new URL('https://examplebucket.s3.amazonaws.com/test$file.text'),
        headers: { date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
        payloadHash: sha256Hex('Welcome to Amazon S3.'),
        now,
      },
      keys,
    );
    expect(headers.authorization).toMatch(
      /SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd$/,
    );
  });

  it('signs query parameters sorted and encoded (documented GET Bucket Lifecycle example)', () => {
    const headers = signRequest(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/?lifecycle'),
        headers: {},
        payloadHash: sha256Hex(''),
        now,
      },
      keys,
    );
    expect(headers.authorization).toMatch(
      /Signature=fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543$/,
    );
  });

  it('writes dates in the compact SigV4 form', () => {
    expect(amzDate(new Date('2024-02-29T13:05:09.123Z'))).toBe('20240229T130509Z');
  });
});
