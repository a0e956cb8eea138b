import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

type EmptyStateProps = {
  icon: LucideIcon;
  title: string;
  text: string;
  action?: ReactNode;
  badge?: string;
  /** The title's heading level, so the block fits the page's outline. */
  titleAs?: 'h1' | 'h2' | 'h3';
  className?: string;
  'data-testid'?: string;
};

/** What a section shows when it has nothing yet: an icon, a title, one explaining line and maybe a way forward. */
export function EmptyState({
  icon: Icon,
  title,
  text,
  action,
  badge,
  titleAs: Title = 'h2',
  className,
  ...rest
}: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center',
        className,
      )}
      data-testid={rest['data-testid']}
    >
      <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
        <Icon aria-hidden className="h-7 w-7" />
      </span>
      {badge && (
        <span className="mt-4 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-amber-800">
          {badge}
        </span>
      )}
      <Title className="mt-4 text-lg font-semibold text-slate-900">{title}</Title>
      <p className="mt-2 max-w-md text-sm leading-relaxed text-slate-600">{text}</p>
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
