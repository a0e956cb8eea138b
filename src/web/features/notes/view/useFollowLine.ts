import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { WIDE_SCREEN } from '../../../lib/use-media-query.ts';

/** After the learner scrolls by hand, following the active line waits this long so it does not yank the page away. */
export const MANUAL_SCROLL_PAUSE_MS = 4000;
/** Room left above the active line for the end of the previous one. */
const CONTEXT_PX = 16;

/**
 * How far down the viewport the sticky player reaches once stuck: its `top` (below the site header) plus
 * its height. Measured from its style rather than its current place, which is lower before the page has
 * scrolled far enough for it to stick.
 */
function coverOf(sticky: HTMLElement | null): number {
  if (!sticky) return 0;
  const top = Number.parseFloat(window.getComputedStyle(sticky).top);
  return (Number.isFinite(top) ? top : 0) + sticky.offsetHeight;
}

/**
 * Below 768 px, the root's scroll padding is the sticky player's cover, kept up to date as it folds or
 * the video loads: whatever the browser scrolls into view (a focused word, a line) stops below the player.
 */
function useCoverPadding(stickyRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const sticky = stickyRef.current;
    if (!sticky || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const wide = window.matchMedia(WIDE_SCREEN);
    const update = () => {
      root.style.scrollPaddingTop = wide.matches ? '' : `${coverOf(sticky) + CONTEXT_PX}px`;
    };
    const observer = new ResizeObserver(update);
    observer.observe(sticky);
    wide.addEventListener('change', update);
    return () => {
      observer.disconnect();
      wide.removeEventListener('change', update);
      root.style.scrollPaddingTop = '';
    };
  }, [stickyRef]);
}

/**
 * Brings the active line into view, unless the learner scrolled by hand in the last few seconds (wheel,
 * touch and scrollbar drags count; the smooth scrolls made here fire none of those). From 768 px the
 * transcript scrolls in its own column and the line is centred there; below, the page scrolls and the
 * line is placed just under the sticky player (`stickyRef`). `folded`: the player's height changed
 * (folded or unfolded), so the line is placed again.
 */
export function useFollowLine(stickyRef: RefObject<HTMLElement | null>, folded: boolean): (line: HTMLElement) => void {
  const lastManual = useRef(0);
  useCoverPadding(stickyRef);
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

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new function when the player folds, so the line is placed again.
  return useCallback(
    (line: HTMLElement) => {
      if (Date.now() - lastManual.current < MANUAL_SCROLL_PAUSE_MS) return;
      if (window.matchMedia(WIDE_SCREEN).matches) return line.scrollIntoView({ behavior: 'smooth', block: 'center' });
      window.scrollTo({
        top: window.scrollY + line.getBoundingClientRect().top - coverOf(stickyRef.current) - CONTEXT_PX,
        behavior: 'smooth',
      });
    },
    [stickyRef, folded],
  );
}
