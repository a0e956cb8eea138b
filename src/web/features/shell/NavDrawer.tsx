import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { AppNav } from './AppNav.tsx';
import { Logo } from './Logo.tsx';

/** The drawer of MobileNav, loaded on first use and then open at once (it replaces the placeholder button). */
export function NavDrawer() {
  const { t } = useTranslation('app');
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="icon" className="-ml-2" data-testid="nav-toggle" aria-label={t('shell.openMenu')}>
          <Menu aria-hidden className="h-5 w-5" />
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 backdrop-blur-[2px]" />
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="nav-drawer"
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-2xl focus:outline-none"
        >
          <Dialog.Title className="sr-only">{t('shell.menu')}</Dialog.Title>
          <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
            <Logo to="/{-$locale}/dashboard" />
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('shell.closeMenu')}>
                <X aria-hidden className="h-5 w-5" />
              </Button>
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-3 py-5">
            <AppNav onNavigate={close} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
