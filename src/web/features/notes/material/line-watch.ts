import { MAX_TICK_SECONDS } from '../lines/playback-rules.ts';
import { leadIn, lineStop } from '../lines/timeline.ts';
import type { Subtitle } from '../../../lib/api-types.ts';

/** One line played on its own: from its lead-in (`from`), the line's own `start`, to its stop. */
export type LineWindow = { from: number; start: number; stop: number };

/**
 * A line's window; `fallback` (a slice's own times) serves for a line index the transcript does not have.
 * The stop is the one auto-pause uses (timeline.ts lineStop), so both agree on where a line ends.
 */
export function lineWindow(
  lines: readonly Subtitle[],
  index: number,
  fallback?: { start: number; end: number },
): LineWindow | null {
  const line = lines[index];
  if (line) return { from: leadIn(line.start), start: line.start, stop: lineStop(lines, index) };
  if (!fallback) return null;
  return { from: leadIn(fallback.start), start: fallback.start, stop: Math.max(fallback.end, fallback.start + 0.1) };
}

/**
 * What one time reading means for a line being played on its own. `inside` says whether an earlier
 * reading fell in the window. Readings before that are ignored ('waiting'): they may predate the seek.
 * - 'inside': still playing the line;
 * - 'finished': it just ran across the stop, time to pause;
 * - 'left': the learner sought elsewhere, so the line is no longer ours to stop.
 */
export type WatchResult = 'waiting' | 'inside' | 'finished' | 'left';

export function watchLine(window: LineWindow, inside: boolean, now: number): WatchResult {
  if (now >= window.from && now < window.stop) return 'inside';
  if (!inside) return 'waiting';
  if (now >= window.stop && now - window.stop <= MAX_TICK_SECONDS) return 'finished';
  return 'left';
}
