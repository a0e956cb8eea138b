import { leadIn, lineStop, upcomingLineIndex } from './timeline.ts';
import type { Subtitle } from '../../../lib/api-types.ts';

export type RuleOptions = { autoPause: boolean; loop: boolean };
export type RuleAction = { type: 'none' } | { type: 'pause' } | { type: 'seek'; to: number };
/** `anchor` is the line being studied: the one auto-pause stops after and loop returns to. */
export type RuleDecision = { anchor: number; action: RuleAction };

/** Two readings further apart than this (or going backwards) mean someone seeked; normal ticks are ~0.1 s apart. */
export const MAX_TICK_SECONDS = 1.5;

const NONE: RuleAction = { type: 'none' };

/** Whether `time` belongs to the anchor line, counting its lead-in, so our own loop seek keeps the anchor. */
const withinLine = (lines: readonly Subtitle[], index: number, time: number) =>
  index >= 0 && index < lines.length && time >= leadIn(lines[index]!.start) && time < lineStop(lines, index);

/**
 * Auto-pause and loop, decided from two consecutive time readings while playing. A line is "done" when
 * playback runs across its stop; a seek elsewhere just re-aims the anchor at the line found there.
 * `previous` is the reading before `now` (undefined on the first one).
 */
export function decideTick(
  lines: readonly Subtitle[],
  previous: number | undefined,
  now: number,
  anchor: number,
  options: RuleOptions,
): RuleDecision {
  const jumped = previous === undefined || now < previous || now - previous > MAX_TICK_SECONDS;
  // After a seek (or a pause moved elsewhere) the anchor is kept only if playback is still in its line.
  if (jumped || !withinLine(lines, anchor, previous))
    return { anchor: withinLine(lines, anchor, now) ? anchor : upcomingLineIndex(lines, now), action: NONE };

  const stop = lineStop(lines, anchor);
  if (!(previous < stop && stop <= now)) return { anchor, action: NONE };
  if (options.loop) return { anchor, action: { type: 'seek', to: leadIn(lines[anchor]!.start) } };
  return { anchor: upcomingLineIndex(lines, now), action: options.autoPause ? { type: 'pause' } : NONE };
}
