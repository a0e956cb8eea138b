import { useEffect, useRef } from 'react';

/**
 * Listens for key presses on the whole page. `handle` answers whether it used the key; a used key's
 * default (scrolling on Space, a focused button's click) is prevented so it acts once. `handle` may
 * change every render.
 */
export function useWindowKeys(handle: (event: KeyboardEvent) => boolean) {
  const latest = useRef(handle);
  latest.current = handle;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (latest.current(event)) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
