import { Link } from '@tanstack/react-router';
import { Compass, Home } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '../../components/ui/button.tsx';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { Logo } from './Logo.tsx';

/**
 * Unknown paths, and known paths under an unknown locale prefix (/xx/dashboard). useLocale() answers
 * en for an unknown prefix, and the page asks for that language explicitly because i18next may still
 * hold the locale of the previous page.
 */
export function NotFoundPage() {
  const locale = useLocale();
  const { t } = useTranslation('common', { lng: locale });
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50" lang={locale}>
      <header className="px-4 py-4 sm:px-6">
        <Logo />
      </header>
      <main data-testid="not-found" className="flex flex-1 flex-col items-center justify-center px-6 pb-24 text-center">
        <span className="flex h-16 w-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
          <Compass aria-hidden className="h-8 w-8" />
        </span>
        <p className="mt-6 text-sm font-semibold uppercase tracking-widest text-brand-600">404</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('notFound.title')}</h1>
        <p className="mt-3 max-w-md text-slate-600">{t('notFound.text')}</p>
        <Link
          to="/{-$locale}"
          params={{ locale: localeParam(locale) }}
          className={buttonVariants({ className: 'mt-8' })}
          data-testid="not-found-home"
        >
          <Home aria-hidden className="h-4 w-4" />
          {t('notFound.home')}
        </Link>
      </main>
    </div>
  );
}
