import { Suspense, useState, type ReactElement, type ReactNode } from 'react';

/**
 * A control whose heavy part (a Radix menu or dialog, ~10–15 KB gzipped each) loads when it is first
 * used, not with the page (ADR 12). Until then `placeholder` — a look-alike button given `activate` —
 * stands in; once activated, `children` (lazy, opening at once) replace it for good.
 */
export function OnFirstUse({
  placeholder,
  children,
}: {
  placeholder: (activate: () => void) => ReactElement;
  children: ReactNode;
}) {
  const [used, setUsed] = useState(false);
  const face = placeholder(() => setUsed(true));
  if (!used) return face;
  return <Suspense fallback={face}>{children}</Suspense>;
}
