import type { NoteType, StoredLine } from '../db/schema/notes.ts';

export const CLIP_SECONDS = 60;

/** Spec §9: the one-minute page of a time. */
export const pageOf = (seconds: number): number => Math.floor(seconds / 60) + 1;

/** Spec §9: playback starts one second before a line (not before 0), so its first word isn't clipped. */
export const leadIn = (start: number): number => Math.max(0, start - 1);

/**
 * The lines a note keeps: a one-minute clip takes the lines starting in [startAt, startAt + 60);
 * other notes take them all. Empty lines are dropped (spec §4); translations attach by index.
 */
export function buildNoteLines(
  lines: StoredLine[],
  translations: (string | null)[] | null,
  type: NoteType,
  startAt: number,
): StoredLine[] {
  const withTranslation = lines.map((line, i) => {
    const translation = translations?.[i];
    return translation ? { ...line, translation } : line;
  });
  const kept = withTranslation.filter((line) => line.text.trim() !== '');
  if (type !== 'one_minute_clip') return kept;
  return kept.filter((line) => line.start >= startAt && line.start < startAt + CLIP_SECONDS);
}

export function noteBounds(type: NoteType, startAt: number, lengthSeconds: number): { startAt: number; endAt: number } {
  if (type === 'one_minute_clip')
    return { startAt, endAt: Math.min(startAt + CLIP_SECONDS, Math.max(lengthSeconds, startAt + 1)) };
  return { startAt: 0, endAt: lengthSeconds };
}
