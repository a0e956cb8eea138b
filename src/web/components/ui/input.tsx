import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const fieldClassName =
  'w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm transition-colors placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus:ring-red-500/30 sm:text-sm';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClassName, 'h-11', className)} {...props} />;
}
