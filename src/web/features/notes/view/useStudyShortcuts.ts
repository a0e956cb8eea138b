import { useEffect, useRef } from 'react';
import { shortcutFor, type Shortcut } from './shortcuts.ts';

/** Listens for the study shortcuts on the whole page; handlers may change every render. */
export function useStudyShortcuts(handlers: Record<Shortcut, () => void>) {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = shortcutFor(event);
      if (!shortcut) return;
      // Keeps Space from also clicking a focused button or scrolling the page.
      event.preventDefault();
      latest.current[shortcut]();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
