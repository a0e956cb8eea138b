import { useEffect, useRef } from 'react';

/** Spec §9: the intersection threshold is 0.4 unless told otherwise. */
export const DEFAULT_THRESHOLD = 0.4;

/** Calls `onVisible` each time the element comes into view (and while `enabled`); a no-op where IntersectionObserver is missing. */
export function useInView<T extends Element>(
  onVisible: () => void,
  { enabled = true, threshold = DEFAULT_THRESHOLD } = {},
) {
  const ref = useRef<T>(null);
  const latest = useRef(onVisible);
  latest.current = onVisible;
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, threshold]);
  return ref;
}
