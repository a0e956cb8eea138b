import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { WIDE_SCREEN } from '../../../lib/use-media-query.ts';

/** After the learner scrolls by hand, following the active line waits this long so it does not yank the page away. */
export const MANUAL_SCROLL_PAUSE_MS = 4000;
/** Room left above the active line for the end of the previous one. */
const CONTEXT_PX = 16;

/**
 * Brings the active line into view, unless the learner scrolled by hand in the last few seconds (wheel,
 * touch and scrollbar drags count; the smooth scrolls made here fire none of those). From 768 px the
 * transcript scrolls in its own column and the line is centred there; below, the page scrolls and the
 * line is placed just under the sticky player (`stickyRef`).
 */
export function useFollowLine(stickyRef: RefObject<HTMLElement | null>): (line: HTMLElement) => void {
  const lastManual = useRef(0);
  useEffect(() => {
    const mark = () => {
      lastManual.current = Date.now();
    };
    const onPointerDown = (event: PointerEvent) => {
      // A press on a scrollbar lands on the scrolling element itself, beyond its content box.
      const target = event.target as HTMLElement | null;
      if (target && event.offsetX > target.clientWidth) mark();
    };
    window.addEventListener('wheel', mark, { passive: true });
    window.addEventListener('touchmove', mark, { passive: true });
    window.addEventListener('pointerdown', onPointerDown, { passive: true });
    return () => {
      window.removeEventListener('wheel', mark);
      window.removeEventListener('touchmove', mark);
      window.removeEventListener('pointerdown', onPointerDown);
    };
  }, []);

  return useCallback(
    (line: HTMLElement) => {
      if (Date.now() - lastManual.current < MANUAL_SCROLL_PAUSE_MS) return;
      if (window.matchMedia(WIDE_SCREEN).matches) return line.scrollIntoView({ behavior: 'smooth', block: 'center' });
      const coveredTo = stickyRef.current?.getBoundingClientRect().bottom ?? 0;
      window.scrollTo({
        top: window.scrollY + line.getBoundingClientRect().top - coveredTo - CONTEXT_PX,
        behavior: 'smooth',
      });
    },
    [stickyRef],
  );
}
