import { cn } from '../../lib/cn.ts';

/** The mic button's look, shared by the light placeholder and the loaded dialog's trigger so nothing shifts. */
export const practiceTriggerClass = (className?: string) =>
  cn(
    'flex h-7 w-7 shrink-0 items-center justify-center rounded-md text-slate-400 transition-colors hover:bg-brand-100 hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
    className,
  );
