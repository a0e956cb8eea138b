import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { UI_LOCALES } from '../src/common/languages.ts';
import { PRERENDERED_PAGES } from '../src/common/public-pages.ts';
import { pageMeta, prerenderedPage } from './public-shell.ts';

const SHELL = `<!doctype html>
<html lang="en" data-page="prerendered">
  <head>
    <meta name="description" content="Lingoclip turns YouTube videos into study material for language learners." />
    <title>Lingoclip</title>
  </head>
  <body><div id="root"><!--app-html--></div></body>
</html>`;
const ORIGIN = 'https://lingoclip.example';

describe('prerendered heads', () => {
  it('every page in every locale has its own title and description', () => {
    const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
    for (const locale of UI_LOCALES) {
      for (const page of PRERENDERED_PAGES) {
        const { title, description } = pageMeta(locale, page);
        expect(title.length, `${locale} ${page}`).toBeLessThanOrEqual(70);
        expect(description.length, `${locale} ${page}`).toBeLessThanOrEqual(200);
        seen.titles.add(title);
        seen.descriptions.add(description);
      }
    }
    expect(seen.titles.size).toBe(UI_LOCALES.length * PRERENDERED_PAGES.length);
    expect(seen.descriptions.size).toBe(UI_LOCALES.length * PRERENDERED_PAGES.length);
  });

  it('a page carries its locale, title, description, canonical, hreflang alternates and Open Graph tags', () => {
    const html = prerenderedPage(SHELL, '<main><h1>Tarifs</h1></main>', {
      locale: 'fr',
      page: '/pricing',
      origin: ORIGIN,
    });
    const doc = new JSDOM(html).window.document;
    expect(doc.documentElement.lang).toBe('fr');
    expect(doc.documentElement.dataset.page).toBe('prerendered');
    expect(doc.title).toBe(pageMeta('fr', '/pricing').title);
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    const descriptions = doc.querySelectorAll('meta[name="description"]');
    expect([...descriptions].map((m) => m.getAttribute('content'))).toEqual([pageMeta('fr', '/pricing').description]);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/fr/pricing`);
    const alternates = Object.fromEntries(
      [...doc.querySelectorAll('link[rel="alternate"]')].map((l) => [
        l.getAttribute('hreflang'),
        l.getAttribute('href'),
      ]),
    );
    expect(alternates).toEqual({
      en: `${ORIGIN}/pricing`,
      fr: `${ORIGIN}/fr/pricing`,
      es: `${ORIGIN}/es/pricing`,
      de: `${ORIGIN}/de/pricing`,
      it: `${ORIGIN}/it/pricing`,
      ko: `${ORIGIN}/ko/pricing`,
      ja: `${ORIGIN}/ja/pricing`,
      'x-default': `${ORIGIN}/pricing`,
    });
    expect(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(doc.title);
    expect(doc.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(`${ORIGIN}/fr/pricing`);
    expect(doc.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('fr_FR');
    expect(doc.querySelector('#root h1')?.textContent).toBe('Tarifs');
  });

  it("the landing page's addresses: / in English, /ko in Korean", () => {
    const doc = new JSDOM(prerenderedPage(SHELL, '', { locale: 'ko', page: '/', origin: ORIGIN })).window.document;
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/ko`);
    expect(doc.querySelector('link[hreflang="x-default"]')?.getAttribute('href')).toBe(`${ORIGIN}/`);
  });
});
