import { useCallback, useSyncExternalStore } from 'react';

/** Spec §9: the narrow layout applies below 768 px (Tailwind's `md`). */
export const WIDE_SCREEN = '(min-width: 768px)';

/** Whether a CSS media query matches now; re-renders when it starts or stops matching. False while prerendering. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
