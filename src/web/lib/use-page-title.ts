import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The tab's title while a page shows. Prerendered and server-rendered public pages arrive with theirs in
 * the HTML; this gives a page reached by client navigation the same one, and puts the previous title back
 * when the page goes.
 */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/** A prerendered page's title: `landing:meta.<page>.title`, the string its static HTML carries too. */
export function usePublicPageTitle(page: 'home' | 'pricing' | 'privacy' | 'terms'): void {
  const { t } = useTranslation('landing');
  usePageTitle(t(`meta.${page}.title`));
}
