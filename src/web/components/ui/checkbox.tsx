import { Check, Minus } from 'lucide-react';
import { useEffect, useRef, type ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & { indeterminate?: boolean };

/** A native checkbox drawn as a brand square; `indeterminate` shows a dash (e.g. "some selected"). */
export function Checkbox({ className, indeterminate = false, checked, ...props }: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const Mark = indeterminate ? Minus : Check;
  return (
    <span className={cn('relative inline-flex h-5 w-5 shrink-0', className)}>
      <input
        ref={ref}
        type="checkbox"
        checked={checked}
        className="peer absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-md border border-slate-300 bg-white shadow-sm transition-colors checked:border-brand-600 checked:bg-brand-600 indeterminate:border-brand-600 indeterminate:bg-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50"
        {...props}
      />
      <Mark
        aria-hidden
        strokeWidth={3}
        className="pointer-events-none absolute inset-0.5 hidden h-4 w-4 text-white peer-checked:block peer-indeterminate:block"
      />
    </span>
  );
}
