import type { Subtitle, WireWord } from '../../../lib/api-types.ts';

/** Word timings as numbers; the wire carries them as strings (spec §3). */
export type TimedWord = { id: string; text: string; start: number; end: number; line: number };
type Timed = { start: number };

/** Spec §9: playing a line starts one second early so its first syllable is not clipped, but never before 0. */
export const LEAD_IN_SECONDS = 1;
export const leadIn = (start: number): number => Math.max(0, start - LEAD_IN_SECONDS);

export function toTimedWords(words: readonly WireWord[]): TimedWord[] {
  return words
    .map((w) => ({ id: w._id, text: w.word, start: Number(w.start), end: Number(w.end), line: w.line }))
    .filter((w) => Number.isFinite(w.start) && Number.isFinite(w.end))
    .sort((a, b) => a.start - b.start);
}

/** Index of the last item starting at or before `time` (items sorted by start), or -1. Binary search: long transcripts tick often. */
function lastStartedBy(items: readonly Timed[], time: number): number {
  let low = 0;
  let high = items.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (items[mid]!.start <= time) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

/** The line being heard: it started and the next one has not (the last line stays active once reached); -1 before the first. */
export const activeLineIndex = (lines: readonly Timed[], time: number): number => lastStartedBy(lines, time);

/** Spec §5: a word is active only while the time lies within its own [start, end]. */
export function activeWordAt(words: readonly TimedWord[], time: number): TimedWord | null {
  const word = words[lastStartedBy(words, time)];
  return word && time <= word.end ? word : null;
}

/** Words grouped by the index of their line, each group in time order. */
export function groupWordsByLine(words: readonly TimedWord[]): Map<number, TimedWord[]> {
  const groups = new Map<number, TimedWord[]>();
  for (const word of words) {
    const group = groups.get(word.line);
    if (group) group.push(word);
    else groups.set(word.line, [word]);
  }
  return groups;
}

/**
 * Where a line stops for auto-pause and looping: its end, or the next line's start when they overlap
 * (rolling captions), and always a little after its own start so a broken timing cannot stall playback.
 */
export function lineStop(lines: readonly Subtitle[], index: number): number {
  const line = lines[index]!;
  const next = lines[index + 1];
  const end = line.end > line.start ? line.end : (next?.start ?? line.start + 2);
  const stop = next ? Math.min(end, next.start) : end;
  return Math.max(stop, line.start + 0.1);
}

/** The line playing at `time`, or during a pause between lines the one coming next; -1 past the last. */
export function upcomingLineIndex(lines: readonly Subtitle[], time: number): number {
  const active = activeLineIndex(lines, time);
  if (active >= 0 && time < lineStop(lines, active)) return active;
  return active + 1 < lines.length ? active + 1 : -1;
}

/**
 * A seek can land a few hundredths of a second before the time asked for (players round to frames), so a
 * line counts as reached this much before its start: pressing → again then moves on instead of
 * re-cueing the line just jumped to.
 */
export const SEEK_SLACK_SECONDS = 0.25;
/** ← within this long of a line's start goes to the line before; later it goes back to the line's own start. */
export const RESTART_AFTER_SECONDS = 1;

/**
 * The line → (+1) or ← (-1) jumps to from `time`: → the line after the one playing (the first before it),
 * ← the one before, or the playing one itself once more than a second of it has been heard. Null when
 * there is nowhere to go. The jump lands on the line's start, not its lead-in: a lead-in would fall
 * inside the line before, and the next press would aim at the same line again.
 */
export function stepLineIndex(lines: readonly Subtitle[], time: number, direction: 1 | -1): number | null {
  if (lines.length === 0) return null;
  const playing = activeLineIndex(lines, time + SEEK_SLACK_SECONDS);
  if (direction === 1) return playing + 1 < lines.length ? playing + 1 : null;
  if (playing < 0) return 0;
  if (time - lines[playing]!.start > RESTART_AFTER_SECONDS) return playing;
  return Math.max(playing - 1, 0);
}
