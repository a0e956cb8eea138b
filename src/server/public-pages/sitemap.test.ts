import { JSDOM } from 'jsdom';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { note } from '../db/schema/notes.ts';
import { playlist } from '../db/schema/playlists.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/app.ts';
import { registerPublicPageRoutes } from './routes.ts';
import { sitemapPages } from './sitemap.ts';

let t: TestApp;
const shared: string[] = [];
let privateId: string;
let libraryId: string;
let ownPlaylistId: string;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await t.createUser();
  const insert = async (language: string, sharedAt: Date | null) => {
    const [row] = await t.database.db
      .insert(note)
      .values({ userId: owner.id, type: 'full_script', title: 'x', language, source: 'import', lines: [], sharedAt })
      .returning({ id: note.id });
    return row!.id;
  };
  shared.push(await insert('ko', new Date('2026-01-01T00:00:00Z')));
  shared.push(await insert('ko', new Date('2026-02-01T00:00:00Z')));
  shared.push(await insert('en-GB', new Date('2026-03-01T00:00:00Z')));
  // Not a learning language: its note is listed, but there is no list page for it.
  shared.push(await insert('sw', new Date('2026-04-01T00:00:00Z')));
  privateId = await insert('ja', null);
  const [library] = await t.database.db
    .insert(playlist)
    .values({ language: 'ja', title: 'Library' })
    .returning({ id: playlist.id, updatedAt: playlist.updatedAt });
  libraryId = library!.id;
  const [own] = await t.database.db
    .insert(playlist)
    .values({ ownerId: owner.id, language: 'ja', title: 'Mine' })
    .returning({ id: playlist.id });
  ownPlaylistId = own!.id;
});
afterAll(() => t?.close());

/** Parsed as XML: a malformed document fails here, not at a crawler. */
function xml(text: string): Document {
  const doc = new JSDOM(text, { contentType: 'application/xml' }).window.document;
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}
const locs = (doc: Document) => [...doc.getElementsByTagName('loc')].map((l) => l.textContent);

describe('GET /sitemap.xml', () => {
  it('lists every public page in all 7 locales, each with its alternates, and nothing private', async () => {
    const res = await t.request({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const doc = xml(res.body);
    expect(doc.documentElement.localName).toBe('urlset');
    const urls = locs(doc);
    // 4 prerendered pages, 2 language lists (ko, en), 1 library playlist, 4 shared notes — each in 7 locales.
    expect(urls).toHaveLength((4 + 2 + 1 + 4) * 7);
    for (const path of ['', '/pricing', '/privacy', '/terms']) {
      expect(urls).toContain(`${TEST_ORIGIN}${path || '/'}`);
      expect(urls).toContain(`${TEST_ORIGIN}/ko${path}`);
    }
    expect(urls).toContain(`${TEST_ORIGIN}/shared/ko`);
    expect(urls).toContain(`${TEST_ORIGIN}/fr/shared/en`);
    expect(urls.filter((u) => /\/shared\/(ja|sw)$/.test(u ?? ''))).toEqual([]);
    expect(urls).toContain(`${TEST_ORIGIN}/it/playlists/${libraryId}`);
    for (const id of shared) expect(urls).toContain(`${TEST_ORIGIN}/de/shared/note/${id}`);
    expect(res.body).not.toContain(privateId);
    expect(res.body).not.toContain(ownPlaylistId);

    const entry = [...doc.getElementsByTagName('url')].find(
      (u) => u.getElementsByTagName('loc')[0]?.textContent === `${TEST_ORIGIN}/ja/shared/note/${shared[1]}`,
    )!;
    expect(entry.getElementsByTagName('lastmod')[0]?.textContent).toBe('2026-02-01T00:00:00.000Z');
    const links = [...entry.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((l) => [
      l.getAttribute('hreflang'),
      l.getAttribute('href'),
    ]);
    expect(links).toHaveLength(8);
    expect(links).toContainEqual(['x-default', `${TEST_ORIGIN}/shared/note/${shared[1]}`]);
    expect(links).toContainEqual(['ko', `${TEST_ORIGIN}/ko/shared/note/${shared[1]}`]);
    // A language's list page changes when a note in it is shared: its newest note's date.
    const koList = [...doc.getElementsByTagName('url')].find(
      (u) => u.getElementsByTagName('loc')[0]?.textContent === `${TEST_ORIGIN}/shared/ko`,
    )!;
    expect(koList.getElementsByTagName('lastmod')[0]?.textContent).toBe('2026-02-01T00:00:00.000Z');
  });

  it('walks the shared notes in pages: the result does not depend on the page size', async () => {
    const whole = await sitemapPages(t.database.db);
    expect(await sitemapPages(t.database.db, 1)).toEqual(whole);
    expect(await sitemapPages(t.database.db, 3)).toEqual(whole);
  });

  it('past the URL limit, /sitemap.xml is an index of files that together list every URL once', async () => {
    const app = Fastify();
    // 14 URLs a file: 2 pages (× 7 locales) each, so 11 pages make 6 files.
    registerPublicPageRoutes(app, { db: t.database.db, baseUrl: TEST_ORIGIN, shell: undefined, urlsPerSitemap: 14 });
    const index = xml((await app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
    expect(index.documentElement.localName).toBe('sitemapindex');
    const files = locs(index);
    expect(files).toEqual([1, 2, 3, 4, 5, 6].map((n) => `${TEST_ORIGIN}/sitemap/${n}.xml`));
    const all: (string | null)[] = [];
    for (const file of files) {
      const res = await app.inject({ method: 'GET', url: new URL(file!).pathname });
      expect(res.statusCode).toBe(200);
      const urls = locs(xml(res.body));
      expect(urls.length).toBeLessThanOrEqual(14);
      all.push(...urls);
    }
    const single = locs(xml((await t.request({ method: 'GET', url: '/sitemap.xml' })).body));
    expect(all).toEqual(single);
    for (const url of ['/sitemap/7.xml', '/sitemap/0.xml', '/sitemap/x.xml', '/sitemap/1.txt']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    // Without a split there are no numbered files.
    expect((await t.request({ method: 'GET', url: '/sitemap/1.xml' })).statusCode).toBe(404);
    await app.close();
  });
});

describe('GET /robots.txt', () => {
  it('opens the public pages, closes the API and the app in every locale, names the sitemap', async () => {
    const res = await t.request({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const rule of [
      'Disallow: /v3/',
      'Disallow: /api/',
      'Disallow: /dashboard',
      'Disallow: /ko/notes',
      'Disallow: /ja/admin',
    ]) {
      expect(lines).toContain(rule);
    }
    expect(lines).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
    // Nothing public is closed: the prerendered pages, shared pages and playlists.
    const closed = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice('Disallow: '.length));
    for (const path of ['/pricing', '/fr/privacy', '/shared/ko', '/fr/shared/note/x', '/playlists/x', '/sign-up']) {
      expect(
        closed.filter((prefix) => path.startsWith(prefix)),
        path,
      ).toEqual([]);
    }
  });
});
