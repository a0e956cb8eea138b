import { JSDOM } from 'jsdom';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { note } from '../db/schema/notes.ts';
import { playlist, playlistItem } from '../db/schema/playlists.ts';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestUser } from '../test/app.ts';

/** The shell as `vite build` writes it: one fixed title and description, #root waiting for the app. */
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Lingoclip turns YouTube videos into study material for language learners." />
    <title>Lingoclip</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"><!--app-html--></div>
  </body>
</html>`;

function fakeBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'lingoclip-public-'));
  writeFileSync(join(dist, 'index.html'), SHELL);
  return dist;
}

let t: TestApp;
let owner: TestUser;
let sharedId: string;
let privateId: string;
let evilId: string;
let libraryId: string;
let ownPlaylistId: string;
beforeAll(async () => {
  t = await createTestApp({ webDist: fakeBuild() });
  owner = await t.createUser();
  const line = (text: string) => ({ text, start: 0, end: 1, words: [] });
  const insert = async (values: Partial<typeof note.$inferInsert>) => {
    const [row] = await t.database.db
      .insert(note)
      .values({
        userId: owner.id,
        type: 'full_script',
        title: 'x',
        language: 'ko',
        source: 'import',
        lines: [],
        ...values,
      })
      .returning({ id: note.id });
    return row!.id;
  };
  sharedId = await insert({
    title: '카페에서 주문하기',
    videoId: 'abc123XYZ_-',
    lines: [line('안녕하세요.'), line('아메리카노 한 잔 주세요.')],
    sharedAt: new Date('2026-03-01T10:00:00Z'),
  });
  privateId = await insert({ title: 'Private', videoId: 'zzz' });
  evilId = await insert({
    title: '</title><script>alert(1)</script>"><img src=x onerror=alert(2)>',
    language: 'en-GB',
    lines: [line('<script>alert(3)</script> & more')],
    sharedAt: new Date('2026-03-02T10:00:00Z'),
  });
  const [library] = await t.database.db
    .insert(playlist)
    .values({ language: 'ja', title: 'Anime Japanese', description: 'Short scenes, slowly.', level: 'beginner' })
    .returning({ id: playlist.id });
  libraryId = library!.id;
  await t.database.db
    .insert(playlistItem)
    .values([{ playlistId: libraryId, position: 0, videoId: 'firstVid', title: 'Episode 1' }]);
  const [own] = await t.database.db
    .insert(playlist)
    .values({ ownerId: owner.id, language: 'ja', title: 'Mine' })
    .returning({ id: playlist.id });
  ownPlaylistId = own!.id;
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });
const dom = (html: string) => new JSDOM(html).window.document;
const meta = (doc: Document, key: string) =>
  doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');

describe('a shared note page', () => {
  it('is the shell with its own head in English: title, description, canonical, hreflang, Open Graph, Twitter', async () => {
    const res = await get(`/shared/note/${sharedId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const doc = dom(res.body);
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.title).toBe('카페에서 주문하기 — Korean with Lingoclip');
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(meta(doc, 'description')).toBe(
      'A Korean video with its transcript, flashcards and grammar notes. 안녕하세요. 아메리카노 한 잔 주세요.',
    );
    const url = `${TEST_ORIGIN}/shared/note/${sharedId}`;
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url);
    const alternates = [...doc.querySelectorAll('link[rel="alternate"]')].map((l) => [
      l.getAttribute('hreflang'),
      l.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['en', url],
      ...['fr', 'es', 'de', 'it', 'ko', 'ja'].map((l) => [l, `${TEST_ORIGIN}/${l}/shared/note/${sharedId}`]),
      ['x-default', url],
    ]);
    expect(meta(doc, 'og:title')).toBe(doc.title);
    expect(meta(doc, 'og:url')).toBe(url);
    expect(meta(doc, 'og:type')).toBe('article');
    expect(meta(doc, 'og:locale')).toBe('en_US');
    expect(meta(doc, 'og:image')).toBe('https://i.ytimg.com/vi/abc123XYZ_-/sddefault.jpg');
    expect(meta(doc, 'twitter:card')).toBe('summary_large_image');
    expect(meta(doc, 'twitter:image')).toBe(meta(doc, 'og:image'));
    expect(meta(doc, 'robots')).toBeUndefined();
    // A body that reads without script; the app's own script is still there to take over.
    expect(doc.querySelector('#root h1')?.textContent).toBe('카페에서 주문하기');
    expect(doc.querySelector('#root a')?.getAttribute('href')).toBe('/shared/ko');
    expect(doc.querySelector('script[src="/assets/index-abc.js"]')).not.toBeNull();
  });

  it('in another locale: its words, its lang, its canonical address', async () => {
    const res = await get(`/ja/shared/note/${sharedId}`);
    const doc = dom(res.body);
    expect(doc.documentElement.lang).toBe('ja');
    expect(doc.title).toBe('카페에서 주문하기 — Lingoclipで学ぶ韓国語');
    expect(meta(doc, 'description')).toMatch(/^文字起こし、フラッシュカード、文法ノート付きの韓国語の動画です。/);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${TEST_ORIGIN}/ja/shared/note/${sharedId}`,
    );
    expect(meta(doc, 'og:locale')).toBe('ja_JP');
    expect(doc.querySelector('#root a')?.getAttribute('href')).toBe('/ja/shared/ko');
    const fr = dom((await get(`/fr/shared/note/${sharedId}`)).body);
    expect(fr.title).toBe('카페에서 주문하기 — Coréen avec Lingoclip');
  });

  it('escapes what the owner wrote: a title or line with markup stays text', async () => {
    const res = await get(`/shared/note/${evilId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/<script>alert|<img src=x/);
    const doc = dom(res.body);
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(doc.querySelectorAll('img')).toHaveLength(0);
    expect(doc.title).toBe('</title><script>alert(1)</script>"><img src=x onerror=alert(2)> — English with Lingoclip');
    expect(meta(doc, 'og:title')).toBe(doc.title);
    expect(meta(doc, 'description')).toContain('<script>alert(3)</script> & more');
    expect(doc.querySelector('#root h1')?.textContent).toBe(
      '</title><script>alert(1)</script>"><img src=x onerror=alert(2)>',
    );
    // en-GB's page links to the English list.
    expect(doc.querySelector('#root a')?.getAttribute('href')).toBe('/shared/en');
  });

  it('a private, missing or malformed note: 404, the shell with noindex and no canonical, for everyone', async () => {
    for (const url of [
      `/shared/note/${privateId}`,
      '/shared/note/01900000-0000-7000-8000-000000000000',
      '/ko/shared/note/not-a-uuid',
    ]) {
      const res = await t.request({ method: 'GET', url, user: owner });
      expect(res.statusCode, url).toBe(404);
      const doc = dom(res.body);
      expect(meta(doc, 'robots')).toBe('noindex');
      expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
      expect(meta(doc, 'og:title')).toBeUndefined();
      expect(res.body).not.toContain('Private');
    }
    expect(dom((await get('/ko/shared/note/x')).body).title).toBe('페이지를 찾을 수 없어요 — Lingoclip');
  });

  it('goes out compressed for a browser that asks, with Vary', async () => {
    const res = await get(`/shared/note/${sharedId}`, { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('og:image');
  });

  it('starts the session read early for a signed-in reader, as the shell does', async () => {
    const res = await t.request({ method: 'GET', url: `/shared/note/${sharedId}`, user: owner });
    expect(res.headers.link).toContain('</api/auth/get-session>');
  });
});

describe('the shared notes of a language, and a library playlist', () => {
  it('a learning language: 200 with its localized head; any other code: 404 noindex', async () => {
    const doc = dom((await get('/de/shared/ja')).body);
    expect(doc.title).toBe('Geteilte Videos auf Japanisch zum Lernen — Lingoclip');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${TEST_ORIGIN}/de/shared/ja`);
    expect(meta(doc, 'twitter:card')).toBe('summary');
    const unknown = await get('/shared/xx');
    expect(unknown.statusCode).toBe(404);
    expect(meta(dom(unknown.body), 'robots')).toBe('noindex');
  });

  it("a library playlist's page; a learner's own playlist is a 404 to everyone, its owner too", async () => {
    const res = await get(`/es/playlists/${libraryId}`);
    expect(res.statusCode).toBe(200);
    const doc = dom(res.body);
    expect(doc.title).toBe('Anime Japanese — lista de japonés · Lingoclip');
    expect(meta(doc, 'description')).toBe('Short scenes, slowly.');
    expect(meta(doc, 'og:image')).toBe('https://i.ytimg.com/vi/firstVid/sddefault.jpg');
    const own = await t.request({ method: 'GET', url: `/playlists/${ownPlaylistId}`, user: owner });
    expect(own.statusCode).toBe(404);
    expect(own.body).not.toContain('Mine');
  });
});
