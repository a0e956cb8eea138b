import type { Span } from '../../lib/highlight.ts';
import { cn } from '../../lib/cn.ts';

/** Text with its highlighted part in a <mark>; text only, never HTML. */
export function Highlighted({ spans, className }: { spans: readonly Span[]; className?: string }) {
  return spans.map((span, i) =>
    span.match ? (
      <mark key={i} className={cn('rounded bg-amber-200 px-0.5 font-semibold text-slate-900', className)}>
        {span.text}
      </mark>
    ) : (
      <span key={i}>{span.text}</span>
    ),
  );
}
