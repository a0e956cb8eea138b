import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { BookOpenCheck, Captions, Layers } from 'lucide-react';
import { useCallback, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner.tsx';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { sessionQuery } from '../../lib/session.ts';
import { CardPage } from '../shell/CardPage.tsx';
import { safeRedirectPath } from './redirect.ts';

const BENEFITS = [
  { key: 'transcripts', icon: Captions },
  { key: 'flashcards', icon: Layers },
  { key: 'guides', icon: BookOpenCheck },
] as const;

/** Where a signed-in visitor belongs: the page that sent them to sign in, or the dashboard. */
function useGoToApp() {
  const navigate = useNavigate();
  const locale = useLocale();
  const { redirect } = useSearch({ strict: false }) as { redirect?: string };
  return useCallback(() => {
    const href = safeRedirectPath(redirect);
    if (href) return navigate({ href, replace: true });
    return navigate({ to: '/{-$locale}/dashboard', params: { locale: localeParam(locale) }, replace: true });
  }, [navigate, redirect, locale]);
}

/**
 * The frame of the sign-in and sign-up pages. It is also the one place that leaves them once a session
 * exists, whether the visitor arrived signed in or has just signed in.
 */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  const { t } = useTranslation('auth');
  const { data: session } = useQuery(sessionQuery);
  const goToApp = useGoToApp();
  useEffect(() => {
    if (session) void goToApp();
  }, [session, goToApp]);

  return (
    <div className="min-h-dvh bg-slate-50 lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="hidden flex-col justify-center bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900 px-12 py-16 text-white lg:flex xl:px-20">
        <h2 className="max-w-md text-3xl font-bold leading-tight tracking-tight">{t('panel.title')}</h2>
        <ul className="mt-10 max-w-md space-y-6">
          {BENEFITS.map(({ key, icon: Icon }) => (
            <li key={key} className="flex gap-4">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-white/15">
                <Icon aria-hidden className="h-5 w-5" />
              </span>
              <span>
                <span className="block font-semibold">{t(`panel.${key}.title`)}</span>
                <span className="mt-0.5 block text-sm text-brand-100">{t(`panel.${key}.text`)}</span>
              </span>
            </li>
          ))}
        </ul>
      </aside>
      <CardPage>
        {session ? (
          <div className="flex justify-center py-12">
            <Spinner className="h-8 w-8" label={t('redirecting')} />
          </div>
        ) : (
          <>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
            <p className="mt-1.5 text-slate-600">{subtitle}</p>
            <div className="mt-6">{children}</div>
            <p className="mt-6 border-t border-slate-100 pt-6 text-center text-sm text-slate-600">{footer}</p>
          </>
        )}
      </CardPage>
    </div>
  );
}
