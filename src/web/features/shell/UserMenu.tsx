import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { OnFirstUse } from '../../components/ui/on-first-use.tsx';
import type { Profile } from '../../lib/api-types.ts';
import { UserMenuFace, userMenuTriggerClassName } from './UserMenuFace.tsx';

const loadDropdown = () => import('./UserMenuDropdown.tsx');
const UserMenuDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.UserMenuDropdown })));

/** The account menu (profile, sign out); its Radix dropdown loads when first opened, fetched on hover or focus. */
export function UserMenu({ profile }: { profile: Profile }) {
  const { t } = useTranslation('app');
  return (
    <OnFirstUse
      placeholder={(activate) => (
        <button
          type="button"
          data-testid="user-menu"
          aria-label={t('shell.userMenu')}
          aria-haspopup="menu"
          aria-expanded={false}
          className={userMenuTriggerClassName}
          onPointerEnter={() => void loadDropdown()}
          onFocus={() => void loadDropdown()}
          onClick={activate}
        >
          <UserMenuFace profile={profile} />
        </button>
      )}
    >
      <UserMenuDropdown profile={profile} />
    </OnFirstUse>
  );
}
