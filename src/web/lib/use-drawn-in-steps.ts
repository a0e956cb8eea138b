import { useEffect, useState } from 'react';

/*
 * A page that draws everything in one render is one long task: on a phone's CPU the note page's first
 * render was 0.4–0.7 s during which nothing could paint or answer a tap (ADR 12, amendment 2). These
 * hooks draw a big render in steps instead, one task each. Effects run after the browser has painted
 * (Preact runs them after the next frame), so each step's timer starts after the step before it is on
 * the screen, and what is drawn first is seen first.
 */

/** How many of `total` items to draw: `first` at once, then `step` more in each following task, until all are. */
export function useDrawnInSteps(total: number, first: number, step: number): number {
  const [drawn, setDrawn] = useState(first);
  useEffect(() => {
    if (drawn >= total) return;
    const timer = setTimeout(() => setDrawn((n) => n + step), 0);
    return () => clearTimeout(timer);
  }, [drawn, total, step]);
  return Math.min(drawn, total);
}

/** False in the first render, true from the next task on: a part of the page drawn after the rest has painted. */
export function useAfterFirstPaint(): boolean {
  return useDrawnInSteps(1, 0, 1) === 1;
}

/**
 * False until the browser is idle after the first render (or `timeoutMs` has passed): for what the first
 * screen does not need, such as a request whose answer only adds a button, so it does not compete with
 * the page's own requests and rendering (ADR 12).
 */
export function useWhenIdle(timeoutMs = 3000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 0);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }, [timeoutMs]);
  return idle;
}
