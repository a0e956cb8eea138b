import { DEFAULT_LOCALE, type UiLocale } from './languages.ts';

/** Public pages written as static HTML for every UI locale at build (scripts/prerender.ts); the sitemap lists them. */
export const PRERENDERED_PAGES = ['/', '/pricing', '/privacy', '/terms'] as const;
export type PrerenderedPage = (typeof PRERENDERED_PAGES)[number];

/** A page's path in a UI locale: English carries no prefix (`/pricing`), the others do (`/fr/pricing`, `/fr`). */
export function localePath(locale: UiLocale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return `/${locale}${path === '/' ? '' : path}`;
}

/** Open Graph wants a territory with the language (`og:locale`); each UI locale's usual one. */
export const OG_LOCALES: Record<UiLocale, string> = {
  en: 'en_US',
  fr: 'fr_FR',
  es: 'es_ES',
  de: 'de_DE',
  it: 'it_IT',
  ko: 'ko_KR',
  ja: 'ja_JP',
};
