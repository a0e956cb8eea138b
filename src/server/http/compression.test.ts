import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

// A built web folder as the build leaves it: each text file beside its `.br` and `.gz`.
const script = `console.log(${JSON.stringify('lingoclip '.repeat(400))});`;
const landing = `<!doctype html><h1>안녕하세요</h1>${'<p>Learn from the videos you love.</p>'.repeat(80)}`;
const shell = `<!doctype html><div id="root"></div>${'<!-- app shell -->'.repeat(80)}`;
function writeWithSiblings(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

let web: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'lingoclip-compress-'));
  mkdirSync(join(dist, 'prerendered'));
  mkdirSync(join(dist, 'assets'));
  writeWithSiblings(join(dist, 'index.html'), shell);
  writeWithSiblings(join(dist, 'assets', 'app-123.js'), script);
  writeWithSiblings(join(dist, 'prerendered', 'ko.html'), landing);
  writeFileSync(join(dist, 'prerendered', 'manifest.json'), JSON.stringify({ '/ko': 'ko.html' }));
  web = await createTestApp({
    webDist: dist,
    extend(app) {
      app.get('/v3/__test/big', { config: { documented: 'self' } }, async () => ({
        items: Array.from({ length: 200 }, (_, i) => ({ id: i, word: 'bonjour' })),
      }));
      app.get('/v3/__test/small', { config: { documented: 'self' } }, async () => ({ ok: true }));
    },
  });
});
afterAll(() => web.close());

const get = (url: string, acceptEncoding?: string) =>
  web.request({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

function decoded(res: Awaited<ReturnType<typeof get>>): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.body;
}

describe('compression', () => {
  const cases = [
    ['a hashed asset', '/assets/app-123.js', script],
    ['a prerendered page', '/ko', landing],
    ['the app shell', '/ko/dashboard', shell],
  ] as const;

  it.each(cases)('serves %s as Brotli, gzip or identity by Accept-Encoding', async (_name, url, text) => {
    const br = await get(url, 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(text.length / 4);
    expect(decoded(br)).toBe(text);

    const gzipped = await get(url, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzipped)).toBe(text);

    for (const identity of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await get(url, identity);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(text);
    }
  });

  it('keeps the content type and cache policy of the file it stands for', async () => {
    const asset = await get('/assets/app-123.js', 'br');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await get('/ko', 'br');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('compresses API JSON above the threshold on the fly, and leaves small answers alone', async () => {
    const big = await get('/v3/__test/big', 'gzip, br');
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(decoded(big)).items).toHaveLength(200);
    expect((await get('/v3/__test/big', 'gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get('/v3/__test/big')).headers['content-encoding']).toBeUndefined();

    const small = await get('/v3/__test/small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
  });

  it('does not inflate compressed request bodies', async () => {
    const res = await web.request({
      method: 'POST',
      url: '/v3/__test/big',
      headers: { 'content-encoding': 'gzip', 'content-type': 'application/json' },
      payload: gzipSync('{}'),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
