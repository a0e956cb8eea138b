import { DEFAULT_LOCALE, type UiLocale } from '../../common/languages.ts';

/** Swaps the URL's locale prefix and keeps the rest of the path. No React here: the public pages' script uses it too. */
export function pathForLocale(pathname: string, target: UiLocale): string {
  const rest = pathname.replace(/^\/(fr|es|de|it|ko|ja|en)(?=\/|$)/, '') || '/';
  if (target === DEFAULT_LOCALE) return rest;
  return `/${target}${rest === '/' ? '' : rest}`;
}
