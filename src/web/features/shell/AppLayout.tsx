import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LocaleSwitcher } from '../../components/LocaleSwitcher.tsx';
import { useProfile } from '../../lib/session.ts';
import { WIDE_SCREEN, useMediaQuery } from '../../lib/use-media-query.ts';
import { AppNav } from './AppNav.tsx';
import { Logo } from './Logo.tsx';
import { MobileNav } from './MobileNav.tsx';
import { UserMenu } from './UserMenu.tsx';

/**
 * The signed-in shell: top bar, sidebar (a drawer below 768 px) and the page. Only one of sidebar and
 * drawer is rendered, so each navigation link exists once on the page.
 * Until onboarding is done the navigation is hidden, since every entry would lead back to onboarding.
 */
export function AppLayout() {
  const { t } = useTranslation('app');
  const profile = useProfile();
  const withNav = profile.onBoarded;
  const wide = useMediaQuery(WIDE_SCREEN);
  return (
    <div className="min-h-dvh bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[70] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg"
      >
        {t('shell.skipToContent')}
      </a>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
        <div className="flex h-16 items-center gap-2 px-4 sm:px-6">
          {withNav && !wide && <MobileNav />}
          <Logo to="/{-$locale}/dashboard" />
          <div className="ml-auto flex items-center gap-2 sm:gap-4">
            <LocaleSwitcher />
            <UserMenu profile={profile} />
          </div>
        </div>
      </header>
      <div className="flex">
        {withNav && wide && (
          <aside className="w-64 shrink-0 border-r border-slate-200 bg-white">
            <div className="sticky top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto px-3 py-6">
              <AppNav />
            </div>
          </aside>
        )}
        <main id="main" className="min-h-[calc(100dvh-4rem)] min-w-0 flex-1 px-4 py-6 sm:px-6 md:px-10 md:py-10">
          <div className="mx-auto max-w-5xl">
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
