import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { profileQuery } from '../../lib/session.ts';
import { NAV_GROUPS } from './nav-items.ts';

/** The dashboard navigation, shared by the desktop sidebar and the mobile drawer. */
export function AppNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('app');
  const locale = useLocale();
  // The app route's guard has loaded the profile; not suspending keeps the nav drawable on its own.
  const isAdmin = useQuery(profileQuery).data?.isAdmin === true;
  return (
    <nav aria-label={t('nav.label')} className="space-y-6">
      {NAV_GROUPS.filter((group) => isAdmin || !group.adminOnly).map((group) => (
        <div key={group.key}>
          <p className="px-3 pb-2 text-xs font-semibold uppercase tracking-wider text-slate-400">
            {t(`nav.groups.${group.key}`)}
          </p>
          <ul className="space-y-0.5">
            {group.items.map(({ key, to, icon: Icon, comingSoon }) => (
              <li key={key}>
                <Link
                  to={to}
                  params={{ locale: localeParam(locale) }}
                  onClick={onNavigate}
                  data-testid={`nav-${key}`}
                  className="group flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 data-[status=active]:bg-brand-50 data-[status=active]:text-brand-700"
                >
                  <Icon
                    aria-hidden
                    className="h-4.5 w-4.5 shrink-0 text-slate-400 group-hover:text-slate-600 group-data-[status=active]:text-brand-600"
                  />
                  <span className="min-w-0 flex-1 leading-snug">{t(`nav.${key}`)}</span>
                  {comingSoon && (
                    <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-[11px] font-medium text-slate-500 group-data-[status=active]:bg-white">
                      {t('nav.soon')}
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
