import type { ReactNode } from 'react';

export function PageHeader({
  title,
  description,
  testId,
  children,
}: {
  title: string;
  description?: string;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <header className="mb-6 flex flex-col gap-4 sm:mb-8 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        {/* A title may hold a learner's name: a long one wraps anywhere rather than widen the page. */}
        <h1
          data-testid={testId}
          className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] text-slate-900 sm:text-3xl"
        >
          {title}
        </h1>
        {description && <p className="mt-1.5 text-slate-600">{description}</p>}
      </div>
      {children}
    </header>
  );
}
