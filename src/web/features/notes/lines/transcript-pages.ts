import { formatDuration } from '../../../../common/format.ts';

/** Spec §9: transcripts are read in one-minute pages; page n covers [(n-1)·60, n·60) seconds. */
export const PAGE_SECONDS = 60;

export const pageOf = (seconds: number): number => Math.floor(Math.max(0, seconds) / PAGE_SECONDS) + 1;

/** `firstIndex` is the position of the page's first line in the whole transcript. */
export type TranscriptPage = { page: number; firstIndex: number; size: number };

/**
 * The pages that hold at least one line, in order, for lines sorted by start time. A line belongs to
 * the page where it starts, so a page's lines are one contiguous run of the transcript.
 */
export function pagesOf(lines: readonly { start: number }[]): TranscriptPage[] {
  const pages: TranscriptPage[] = [];
  lines.forEach((line, index) => {
    const page = pageOf(line.start);
    const last = pages.at(-1);
    if (last?.page === page) last.size += 1;
    else pages.push({ page, firstIndex: index, size: 1 });
  });
  return pages;
}

/** Spec §9: numbering starts at 1 and continues from page to page (a page's offset plus the line's place on it). */
export const lineNumber = (page: TranscriptPage, indexOnPage: number): number => page.firstIndex + indexOnPage + 1;

/** The page holding a transcript line, or undefined for an index outside the transcript. */
export const pageOfLine = (pages: readonly TranscriptPage[], lineIndex: number): TranscriptPage | undefined =>
  pages.find((p) => lineIndex >= p.firstIndex && lineIndex < p.firstIndex + p.size);

/** The tab label of a page: `0:00–1:00`, `1:00–2:00`, … */
export const pageLabel = (page: number): string =>
  `${formatDuration((page - 1) * PAGE_SECONDS)}–${formatDuration(page * PAGE_SECONDS)}`;
