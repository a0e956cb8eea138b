import { Link } from '@tanstack/react-router';
import { Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';

/** The Lingoclip logo: a play glyph in a brand tile beside the name, linking home in the current locale. */
export function BrandMark({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  const { t } = useTranslation('landing');
  const locale = useLocale();
  return (
    <Link
      to="/{-$locale}"
      params={{ locale: localeParam(locale) }}
      aria-label={t('header.homeLabel')}
      className={cn(
        'inline-flex items-center gap-2 rounded-md font-bold tracking-tight',
        inverted ? 'text-white' : 'text-slate-900',
        className,
      )}
    >
      <span
        aria-hidden
        className="grid h-8 w-8 place-items-center rounded-lg bg-gradient-to-br from-brand-500 to-brand-700 shadow-sm"
      >
        <Play className="h-4 w-4 translate-x-px fill-white text-white" />
      </span>
      <span className="text-lg">Lingoclip</span>
    </Link>
  );
}
