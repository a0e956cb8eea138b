import type { ReactNode } from 'react';

/** One titled row of the account card: what it does on the left (top on phones), its form on the right. */
export function AccountSection({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <div className="grid gap-4 px-5 py-5 sm:px-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className="min-w-0">
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        <p className="mt-1 text-sm text-slate-600 [overflow-wrap:anywhere]">{text}</p>
      </div>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
