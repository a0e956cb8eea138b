import type { ReactNode } from 'react';
import { LocaleSwitcher } from '../../components/LocaleSwitcher.tsx';
import { Logo } from '../shell/Logo.tsx';

/** The waitlist pages' frame: the logo, the language switcher and one card. */
export function WaitlistShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="flex items-center justify-between gap-4 px-4 py-4 sm:px-8">
        <Logo />
        <LocaleSwitcher />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-16 pt-6 sm:items-center sm:pt-0">
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          {children}
        </div>
      </main>
    </div>
  );
}
