import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

type SectionHeadingProps = {
  eyebrow?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  className?: string;
  as?: 'h1' | 'h2';
};

/** The centred eyebrow, title and lead paragraph that opens every marketing section. */
export function SectionHeading({ eyebrow, title, subtitle, className, as: Heading = 'h2' }: SectionHeadingProps) {
  return (
    <div className={cn('mx-auto max-w-2xl text-center', className)}>
      {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">{eyebrow}</p>}
      <Heading className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 md:text-4xl">
        {title}
      </Heading>
      {subtitle && <p className="mt-4 text-lg text-pretty text-slate-600">{subtitle}</p>}
    </div>
  );
}

/**
 * A full-width page band; `id` is the anchor the header links to, offset below the sticky header.
 * `content-visibility: auto`: the browser lays out and paints a band only near the viewport — on a
 * phone's CPU, style and layout of the whole landing page were most of its blocking time (ADR 12).
 */
export function Section({ id, className, children }: { id?: string; className?: string; children: ReactNode }) {
  return (
    <section
      id={id}
      className={cn(
        'scroll-mt-20 px-4 py-16 [contain-intrinsic-size:auto_900px] [content-visibility:auto] md:py-24',
        className,
      )}
    >
      <div className="mx-auto max-w-6xl">{children}</div>
    </section>
  );
}
