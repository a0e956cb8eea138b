import type { StoredLine } from '../../db/schema/notes.ts';
import { pageOf } from '../../notes/build-lines.ts';

/** The lines of one one-minute page of the video (spec §9), as indexes into the note's lines. */
export type TranscriptPage = { page: number; lineIndexes: number[] };

/** Pages in time order; a line belongs to the page its start falls in, as in the note view. */
export function pagesOf(lines: StoredLine[]): TranscriptPage[] {
  const byPage = new Map<number, number[]>();
  lines.forEach((line, index) => {
    const page = pageOf(Math.max(0, line.start));
    byPage.set(page, [...(byPage.get(page) ?? []), index]);
  });
  return [...byPage].sort(([a], [b]) => a - b).map(([page, lineIndexes]) => ({ page, lineIndexes }));
}
