import { useLocation, useNavigate } from '@tanstack/react-router';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { UI_LOCALES, type UiLocale } from '../../common/languages.ts';
import { useLocale } from '../lib/locale.ts';
import { pathForLocale } from '../lib/locale-path.ts';

/** Each locale named in its own language, so a learner can always find theirs. */
const ENDONYMS: Record<UiLocale, string> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
  de: 'Deutsch',
  it: 'Italiano',
  ko: '한국어',
  ja: '日本語',
};

export function LocaleSwitcher({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <label className={`inline-flex items-center gap-1.5 text-sm text-slate-600 ${className}`}>
      <Languages aria-hidden className="h-4 w-4" />
      <span className="sr-only">{t('localeSwitcher.label')}</span>
      <select
        data-testid="locale-switcher"
        aria-label={t('localeSwitcher.label')}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
        value={locale}
        onChange={(e) =>
          void navigate({
            href: pathForLocale(location.pathname, e.target.value as UiLocale) + (location.searchStr ?? ''),
          })
        }
      >
        {UI_LOCALES.map((l) => (
          <option key={l} value={l}>
            {ENDONYMS[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
