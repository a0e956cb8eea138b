import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

/** A build as scripts/prerender.ts writes it: the landing page holds both calls to action (SignUpLink). */
const LANDING =
  '<!doctype html><html lang="ko" data-page="prerendered"><body>' +
  '<a href="/ko/sign-up" data-signup="form">시작하기</a><a href="/ko/waitlist" data-signup="waitlist">대기자 명단 등록</a>' +
  `<p>${'가'.repeat(2000)}</p></body></html>`;

function fakeBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'lingoclip-web-'));
  mkdirSync(join(dist, 'prerendered'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="en"><div id="root"></div></html>');
  writeFileSync(join(dist, 'prerendered', 'ko.html'), LANDING);
  writeFileSync(join(dist, 'prerendered', 'manifest.json'), JSON.stringify({ '/ko': 'ko.html' }));
  return dist;
}

describe('the served pages follow WAITLIST_ENABLED (ADR 23)', () => {
  let on: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    const dist = fakeBuild();
    on = await createTestApp({ webDist: dist, env: { WAITLIST_ENABLED: 'true' } });
    off = await createTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await on?.close();
    await off?.close();
  });

  it('on: the prerendered page and the app shell say <html data-waitlist="on">, links untouched', async () => {
    const landing = await on.request({ method: 'GET', url: '/ko' });
    expect(landing.statusCode).toBe(200);
    expect(landing.headers['content-type']).toMatch(/^text\/html/);
    expect(landing.headers['cache-control']).toBe('no-cache');
    expect(landing.body).toBe(LANDING.replace('<html lang="ko"', '<html data-waitlist="on" lang="ko"'));
    const shell = await on.request({ method: 'GET', url: '/ko/dashboard' });
    expect(shell.body).toContain('<html data-waitlist="on" lang="en">');
    // The pages whose head the server writes are the same shell (public-pages/).
    const shared = await on.request({ method: 'GET', url: '/ko/shared/ja' });
    expect(shared.body).toContain('<html data-waitlist="on" lang="ko">');
  });

  it('on: still compressed for a browser that asks', async () => {
    const landing = await on.request({ method: 'GET', url: '/ko', headers: { 'accept-encoding': 'br' } });
    expect(landing.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(landing.rawPayload).toString()).toContain('data-waitlist="on"');
    expect(landing.headers.vary).toMatch(/accept-encoding/i);
    // The first gzip request starts its form; once ready it is what goes out; br refused (q=0) means gzip.
    const accept = { 'accept-encoding': 'br;q=0, gzip' };
    expect((await on.request({ method: 'GET', url: '/ko', headers: accept })).headers['content-encoding']).toBe('gzip');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const gzip = await on.request({ method: 'GET', url: '/ko', headers: accept });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const marked = LANDING.replace('<html ', '<html data-waitlist="on" ');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(marked);
    // The stored level-9 form (its header says so), not the compression hook's level 6.
    expect(gzip.rawPayload.equals(gzipSync(marked, { level: 9 }))).toBe(true);
  });

  it('off (the default): the files as built, nothing marked', async () => {
    expect((await off.request({ method: 'GET', url: '/ko' })).body).toBe(LANDING);
    expect((await off.request({ method: 'GET', url: '/ko/dashboard' })).body).not.toContain('data-waitlist');
  });
});

describe('prerendered heads name the public origin (ADR 34)', () => {
  let t: TestApp;
  const built = (origin: string) =>
    `<!doctype html><html lang="en"><head><link rel="canonical" href="${origin}/pricing">` +
    `<link rel="alternate" hreflang="x-default" href="${origin}/"></head><body><a href="${origin}/x">x</a></body></html>`;
  beforeAll(async () => {
    const dist = fakeBuild();
    writeFileSync(join(dist, 'prerendered', 'pricing.html'), built('https://build.example'));
    writeFileSync(join(dist, 'prerendered', 'manifest.json'), JSON.stringify({ '/pricing': 'pricing.html' }));
    writeFileSync(join(dist, 'prerendered', 'origin.json'), JSON.stringify({ origin: 'https://build.example' }));
    t = await createTestApp({ webDist: dist });
  });
  afterAll(() => t?.close());

  it("a build made for another origin gets BASE_URL's in its head, once at start; the body is left alone", async () => {
    const res = await t.request({ method: 'GET', url: '/pricing' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(built('http://localhost:3000').replace('http://localhost:3000/x', 'https://build.example/x'));
  });
});

describe("a self-hoster's plans (PLANS_FILE, ADR 26)", () => {
  let custom: TestApp;
  let builtIn: TestApp;
  beforeAll(async () => {
    const dist = fakeBuild();
    writeFileSync(join(dist, 'prerendered', 'pricing.html'), LANDING.replace('data-page', 'data-pricing'));
    writeFileSync(join(dist, 'prerendered', 'terms.html'), LANDING.replace('data-page', 'data-terms'));
    writeFileSync(
      join(dist, 'prerendered', 'manifest.json'),
      JSON.stringify({ '/ko': 'ko.html', '/ko/pricing': 'pricing.html', '/ko/terms': 'terms.html' }),
    );
    const plansFile = join(dist, 'plans.json');
    writeFileSync(plansFile, JSON.stringify({ unlimited: true }));
    custom = await createTestApp({ webDist: dist, env: { PLANS_FILE: plansFile } });
    builtIn = await createTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await custom?.close();
    await builtIn?.close();
  });

  it("the landing and pricing pages go out as the app, which shows the server's plans; others stay prerendered", async () => {
    for (const url of ['/ko', '/ko/pricing']) {
      const page = await custom.request({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect((await builtIn.request({ method: 'GET', url })).body).toContain('lang="ko"');
    }
    expect((await custom.request({ method: 'GET', url: '/ko/terms' })).body).toContain('data-terms');
  });
});
