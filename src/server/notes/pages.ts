import type { StoredLine } from '../db/schema/notes.ts';

/**
 * The note detail is paged by minute (ADR 13): `GET /v3/note/{id}` carries the first page and the
 * minutes index, `GET /v3/note/{id}/lines?minute=` the others, so no answer is megabytes.
 */
export const PAGE_MINUTES = 5;

/** One minute of the transcript: lines firstLine … firstLine + lineCount - 1 start in it. */
export type MinuteEntry = { minute: number; firstLine: number; lineCount: number };

/** Lines are in time order; one that starts earlier than the line before it stays in that line's minute. */
export function minutesIndex(lines: readonly StoredLine[]): MinuteEntry[] {
  const minutes: MinuteEntry[] = [];
  lines.forEach((line, index) => {
    const last = minutes.at(-1);
    const minute = Math.max(Math.floor(line.start / 60), last?.minute ?? 0);
    if (last?.minute === minute) last.lineCount++;
    else minutes.push({ minute, firstLine: index, lineCount: 1 });
  });
  return minutes;
}

export type LinePage = { minute: number; firstLine: number; lines: StoredLine[]; nextMinute: number | null };

/** The lines of minutes [minute, minute + PAGE_MINUTES), or from the first minute with lines at or after it. */
export function pageFrom(lines: StoredLine[], minutes: MinuteEntry[], minute: number): LinePage {
  const first = minutes.findIndex((entry) => entry.minute >= minute);
  if (first < 0) return { minute, firstLine: lines.length, lines: [], nextMinute: null };
  const start = minutes[first]!;
  const after = minutes.findIndex((entry) => entry.minute >= start.minute + PAGE_MINUTES);
  const end = after < 0 ? lines.length : minutes[after]!.firstLine;
  return {
    minute: start.minute,
    firstLine: start.firstLine,
    lines: lines.slice(start.firstLine, end),
    nextMinute: after < 0 ? null : minutes[after]!.minute,
  };
}
