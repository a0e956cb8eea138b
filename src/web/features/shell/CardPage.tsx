import type { ReactNode } from 'react';
import { LocaleSwitcher } from '../../components/LocaleSwitcher.tsx';
import { cn } from '../../lib/cn.ts';
import { Logo } from './Logo.tsx';

/** The frame of the small one-card pages (sign-in and sign-up's column, the waitlist's): logo, languages, a card. */
export function CardPage({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('flex min-h-dvh flex-col', className)}>
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
