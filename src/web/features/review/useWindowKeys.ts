import { useLayoutEffect, useRef } from 'react';

/**
 * Listens for key presses on the whole page. `handle` answers whether it used the key; a used key's
 * default (scrolling on Space, a focused button's click) is prevented so it acts once. `handle` may
 * change every render. Listening starts as the component appears (a layout effect, not a passive one run
 * after paint): a key pressed right after the next quiz question shows is not lost.
 */
export function useWindowKeys(handle: (event: KeyboardEvent) => boolean) {
  const latest = useRef(handle);
  latest.current = handle;
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (latest.current(event)) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
