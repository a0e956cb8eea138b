import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

/** A spinning ring; with a label it is announced to screen readers as a status. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  const icon = <Loader2 aria-hidden className={cn('h-5 w-5 animate-spin text-brand-600', className)} />;
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex items-center">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}
