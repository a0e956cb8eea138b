import { useLocation } from '@tanstack/react-router';
import { UI_LOCALES, languageName } from '../../../common/languages.ts';
import { pathForLocale } from '../../lib/locale-path.ts';
import { cn } from '../../lib/cn.ts';
import { useLocale } from '../../lib/locale.ts';

const endonym = (locale: string) => {
  const name = languageName(locale, locale);
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
};

/**
 * The interface languages as plain links to the same page in each locale, for the phone menu: they
 * work before any script loads, and keep the page to a single locale select (the desktop one).
 */
export function LocaleLinks() {
  const current = useLocale();
  const { pathname } = useLocation();
  return (
    <ul className="flex flex-wrap gap-1.5">
      {UI_LOCALES.map((locale) => (
        <li key={locale}>
          <a
            href={pathForLocale(pathname, locale)}
            hrefLang={locale}
            lang={locale}
            aria-current={locale === current ? 'true' : undefined}
            className={cn(
              'block rounded-full border px-2.5 py-1 text-xs font-medium',
              locale === current
                ? 'border-brand-600 bg-brand-50 text-brand-700'
                : 'border-slate-200 text-slate-600 hover:bg-slate-50',
            )}
          >
            {endonym(locale)}
          </a>
        </li>
      ))}
    </ul>
  );
}
