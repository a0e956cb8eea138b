import type { ReactNode } from 'react';
import { PublicFooter } from './PublicFooter.tsx';
import { PublicHeader } from './PublicHeader.tsx';

/** Header, page content and footer shared by the landing, pricing and legal pages. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    // Japanese has no spaces, so let Chromium break lines between phrases instead of inside words.
    <div className="flex min-h-screen flex-col bg-white [&:lang(ja)]:[word-break:auto-phrase]">
      <PublicHeader />
      <main className="flex-1">{children}</main>
      <PublicFooter />
    </div>
  );
}
