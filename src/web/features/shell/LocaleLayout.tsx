import { Outlet } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/locale.ts';

/** Keeps i18next and <html lang> on the URL's locale. Runs during render so prerendered HTML is translated too. */
export function LocaleLayout() {
  const locale = useLocale();
  const { i18n } = useTranslation();
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  // Before paint, with the text it describes (a passive effect may run a frame later, e.g. under Preact).
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return <Outlet />;
}
