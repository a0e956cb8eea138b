import { Menu } from 'lucide-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { OnFirstUse } from '../../components/ui/on-first-use.tsx';

const loadDrawer = () => import('./NavDrawer.tsx');
const NavDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.NavDrawer })));

/** Below 768 px the sidebar becomes a drawer behind a menu button; the drawer (a Radix dialog) loads when first opened. */
export function MobileNav() {
  const { t } = useTranslation('app');
  return (
    <OnFirstUse
      placeholder={(activate) => (
        <Button
          variant="ghost"
          size="icon"
          className="-ml-2"
          data-testid="nav-toggle"
          aria-label={t('shell.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={false}
          onPointerEnter={() => void loadDrawer()}
          onFocus={() => void loadDrawer()}
          onClick={activate}
        >
          <Menu aria-hidden className="h-5 w-5" />
        </Button>
      )}
    >
      <NavDrawer />
    </OnFirstUse>
  );
}
