import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Menu } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleSwitcher } from '../../components/LocaleSwitcher.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { SignUpLink } from './SignUpLink.tsx';
import { sessionQuery } from '../../lib/session.ts';
import { BrandMark } from './BrandMark.tsx';
import { LocaleLinks } from './LocaleLinks.tsx';

/** Landing-page sections the header links to; their ids are set on the sections themselves. */
const NAV_ANCHORS = ['features', 'how-it-works', 'pricing', 'faq'] as const;
const NAV_LABEL_KEYS = { features: 'features', 'how-it-works': 'howItWorks', pricing: 'pricing', faq: 'faq' } as const;

function NavLinks({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { t } = useTranslation('landing');
  const locale = useLocale();
  return (
    <ul className={className}>
      {NAV_ANCHORS.map((anchor) => (
        <li key={anchor}>
          <Link
            to="/{-$locale}"
            params={{ locale: localeParam(locale) }}
            hash={anchor}
            onClick={onNavigate}
            className="block rounded-md px-3 py-2 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900"
          >
            {t(`header.nav.${NAV_LABEL_KEYS[anchor]}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Header buttons are a notch smaller than page CTAs so they fit beside the logo on a phone. */
const ACTION_SIZE = 'h-9 px-3';

/**
 * "Sign in" + "Get started" for visitors, a single "Dashboard" button once a session exists. Both are in the
 * HTML and one is `hidden`: on a prerendered page the small public script (public/islands.ts) flips them
 * by `data-account` once it has read the session.
 */
function AccountActions({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('landing');
  const locale = useLocale();
  const params = { locale: localeParam(locale) };
  return (
    <>
      <span data-account="in" hidden={!signedIn} className="contents">
        <Link to="/{-$locale}/dashboard" params={params} className={cn(buttonVariants(), ACTION_SIZE)}>
          {t('header.dashboard')}
        </Link>
      </span>
      <span data-account="out" hidden={signedIn} className="contents">
        <Link
          to="/{-$locale}/sign-in"
          params={params}
          className={cn(buttonVariants({ variant: 'ghost' }), ACTION_SIZE, 'hidden sm:inline-flex')}
        >
          {t('header.signIn')}
        </Link>
        <SignUpLink className={cn(buttonVariants(), ACTION_SIZE)} waitlistLabel>
          {t('header.getStarted')}
        </SignUpLink>
      </span>
    </>
  );
}

/** The sticky header of the public pages. Below md the anchors, sign-in and languages move into a disclosure menu that works without JavaScript. */
export function PublicHeader() {
  const { t } = useTranslation('landing');
  const locale = useLocale();
  const menuRef = useRef<HTMLDetailsElement>(null);
  const closeMenu = () => menuRef.current?.removeAttribute('open');
  // Prerendered HTML has no session, so visitors first see the signed-out actions.
  const signedIn = Boolean(useQuery(sessionQuery).data);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/85 backdrop-blur supports-[backdrop-filter]:bg-white/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <BrandMark />
        <nav aria-label={t('header.navLabel')} className="hidden flex-1 justify-center md:flex">
          <NavLinks className="flex items-center gap-1" />
        </nav>
        <div className="ml-auto flex items-center gap-2 md:ml-0">
          <div className="hidden md:block">
            <LocaleSwitcher />
          </div>
          <AccountActions signedIn={signedIn} />
          <details ref={menuRef} className="group relative md:hidden">
            <summary
              aria-label={t('header.menu')}
              className={cn(
                buttonVariants({ variant: 'ghost', size: 'icon' }),
                'cursor-pointer list-none [&::-webkit-details-marker]:hidden',
              )}
            >
              <Menu aria-hidden className="h-5 w-5" />
            </summary>
            <div className="absolute right-0 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
              <nav aria-label={t('header.navLabel')}>
                <NavLinks onNavigate={closeMenu} />
              </nav>
              <div className="mt-2 space-y-2 border-t border-slate-100 px-3 pt-3 pb-1">
                <span data-account="out" hidden={signedIn} className="contents">
                  <Link
                    to="/{-$locale}/sign-in"
                    params={{ locale: localeParam(locale) }}
                    onClick={closeMenu}
                    className="block text-sm font-medium text-slate-700 sm:hidden"
                  >
                    {t('header.signIn')}
                  </Link>
                </span>
                <LocaleLinks />
              </div>
            </div>
          </details>
        </div>
      </div>
    </header>
  );
}
