import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from '@tanstack/react-router';
import { LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { localeParam, useLocale } from '../../lib/locale.ts';
import type { Profile } from '../../lib/api-types.ts';
import { useSignOut } from './use-sign-out.ts';
import { UserMenuFace, userMenuTriggerClassName } from './UserMenuFace.tsx';

const itemClassName =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900';

/** The Radix dropdown of UserMenu, loaded on first use and then open at once (it replaces the placeholder button). */
export function UserMenuDropdown({ profile }: { profile: Profile }) {
  const { t } = useTranslation('app');
  const locale = useLocale();
  const signOut = useSignOut();

  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger
        data-testid="user-menu"
        aria-label={t('shell.userMenu')}
        className={userMenuTriggerClassName}
      >
        <UserMenuFace profile={profile} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <div className="px-3 py-2">
            <p className="truncate text-sm font-semibold text-slate-900">{profile.name}</p>
            <p className="truncate text-sm text-slate-500" data-testid="user-menu-email">
              {profile.email}
            </p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild className={itemClassName}>
            <Link to="/{-$locale}/profile" params={{ locale: localeParam(locale) }} data-testid="user-menu-profile">
              <UserRound aria-hidden className="h-4 w-4 text-slate-500" />
              {t('shell.profile')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClassName} onSelect={() => void signOut()} data-testid="sign-out">
            <LogOut aria-hidden className="h-4 w-4 text-slate-500" />
            {t('shell.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
