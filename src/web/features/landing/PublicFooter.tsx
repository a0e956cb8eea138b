import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { BrandMark } from './BrandMark.tsx';

const FOOTER_LINKS = [
  { to: '/{-$locale}/pricing', labelKey: 'footer.pricing' },
  { to: '/{-$locale}/privacy', labelKey: 'footer.privacy' },
  { to: '/{-$locale}/terms', labelKey: 'footer.terms' },
] as const;

const linkClass = 'text-sm text-slate-400 transition-colors hover:text-white';

/** The footer of the public pages: brand, tagline, pricing and legal links. */
export function PublicFooter() {
  const { t } = useTranslation('landing');
  const locale = useLocale();
  const params = { locale: localeParam(locale) };
  return (
    <footer className="bg-slate-950 px-4 py-12 text-slate-300">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm">
          <BrandMark inverted />
          <p className="mt-3 text-sm text-slate-400">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.linksLabel')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {FOOTER_LINKS.map(({ to, labelKey }) => (
              <li key={to}>
                <Link to={to} params={params} className={linkClass}>
                  {t(labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="mx-auto mt-10 max-w-6xl border-t border-slate-800 pt-6 text-xs text-slate-500">
        {t('footer.copyright', { year: new Date().getUTCFullYear() })}
      </p>
    </footer>
  );
}
