import type { Slice } from '../../db/schema/material.ts';
import { pageOf } from '../../notes/build-lines.ts';
import type { MaterialInput } from '../types.ts';

/** The note cut into one-minute pages of lines with their translations, for shadowing line by line. */
export function slices(input: MaterialInput, translations: (string | null)[]): Slice[] {
  const pages = new Map<number, Slice>();
  input.lines.forEach((line, lineIndex) => {
    const page = pageOf(line.start);
    let slice = pages.get(page);
    if (!slice) {
      slice = { page, lines: [] };
      pages.set(page, slice);
    }
    slice.lines.push({
      lineIndex,
      text: line.text,
      translation: translations[lineIndex] ?? null,
      start: line.start,
      end: line.end,
    });
  });
  return [...pages.values()].sort((a, b) => a.page - b.page);
}
