import { useParams } from '@tanstack/react-router';
import { DEFAULT_LOCALE, isUiLocale, type UiLocale } from '../../common/languages.ts';

/** The URL's locale segment: undefined for the default locale, which has no prefix. */
export const localeParam = (locale: UiLocale): string | undefined => (locale === DEFAULT_LOCALE ? undefined : locale);

export function useLocale(): UiLocale {
  const { locale } = useParams({ strict: false }) as { locale?: string };
  return locale && isUiLocale(locale) ? locale : DEFAULT_LOCALE;
}
