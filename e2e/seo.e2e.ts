import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, screenshot, type ViewportName } from './support/browser.ts';

// Issue 14's pages for search engines (ADR 34): what a crawler or a link preview reads, script or not.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const base = () => inject('baseUrl');

describe('heads without script', () => {
  it.each<[ViewportName]>([['desktop'], ['phone']])(
    "%s: a language's shared-notes page reads without script; its head is the locale's",
    async (viewport) => {
      const { context, page } = await newPage(browser, viewport, { javaScriptEnabled: false });
      const res = await page.goto('/ko/shared/ja');
      expect(res?.status()).toBe(200);
      expect(await page.title()).toBe('공유된 일본어 학습 영상 — Lingoclip');
      expect(await page.locator('html').getAttribute('lang')).toBe('ko');
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${base()}/ko/shared/ja`);
      expect(await page.locator('link[rel="alternate"]').count()).toBe(8);
      expect(await page.locator('meta[property="og:locale"]').getAttribute('content')).toBe('ko_KR');
      expect(await page.locator('#root h1').textContent()).toBe('공유된 일본어 학습 영상');
      await screenshot(page, `${viewport}-ko-shared-list-no-script`);
      await context.close();
    },
  );

  it('a note that is not shared: 404, noindex, no canonical', async () => {
    const { context, page } = await newPage(browser, 'phone', { javaScriptEnabled: false });
    const res = await page.goto('/fr/shared/note/01900000-0000-7000-8000-000000000000');
    expect(res?.status()).toBe(404);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
    expect(await page.title()).toBe('Page introuvable — Lingoclip');
    await context.close();
  });

  it('every prerendered page has its own title in each locale', async () => {
    const { context, page } = await newPage(browser, 'desktop', { javaScriptEnabled: false });
    const titles = new Set<string>();
    for (const locale of ['', '/fr', '/ja']) {
      for (const path of ['', '/pricing', '/privacy', '/terms']) {
        await page.goto(`${locale}${path}` || '/');
        titles.add(await page.title());
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        expect(canonical).toBe(`${base()}${locale}${path || (locale ? '' : '/')}`);
      }
    }
    expect(titles.size).toBe(12);
    await context.close();
  });
});

describe('in the app', () => {
  it('client navigation to a public page sets its title', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    // The sign-up page (the app shell), then its terms link: the router draws the page, nothing reloads.
    await page.goto('/ja/sign-up');
    const terms = page.locator('a[href="/ja/terms"]');
    await terms.waitFor();
    const before = await page.title();
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await terms.click();
    await page.waitForFunction(() => document.title.startsWith('利用規約'));
    expect(before).toBe('Lingoclip');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await context.close();
  });
});

describe('for crawlers', () => {
  it('robots.txt names the sitemap; the sitemap lists the public pages in 7 locales', async () => {
    const robots = await (await fetch(`${base()}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${base()}/sitemap.xml`);
    expect(robots).toContain('Disallow: /v3/');
    const res = await fetch(`${base()}/sitemap.xml`);
    expect(res.headers.get('content-type')).toMatch(/xml/);
    const xml = await res.text();
    for (const url of [`${base()}/`, `${base()}/ko/pricing`, `${base()}/ja/terms`]) {
      expect(xml).toContain(`<loc>${url}</loc>`);
    }
  });
});
