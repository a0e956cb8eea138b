import { Link } from '@tanstack/react-router';
import { Clapperboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { localeParam, useLocale } from '../../lib/locale.ts';

/** The wordmark; it leads home, or to the dashboard inside the app. */
export function Logo({ to = '/{-$locale}' }: { to?: '/{-$locale}' | '/{-$locale}/dashboard' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Link
      to={to}
      params={{ locale: localeParam(locale) }}
      className="flex items-center gap-2 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      data-testid="logo"
    >
      <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-gradient-to-br from-brand-500 to-brand-700 text-white shadow-sm">
        <Clapperboard aria-hidden className="h-4.5 w-4.5" />
      </span>
      <span className="text-lg font-bold tracking-tight text-slate-900">{t('appName')}</span>
    </Link>
  );
}
