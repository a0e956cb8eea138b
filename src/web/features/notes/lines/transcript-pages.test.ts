import { describe, expect, it } from 'vitest';
import { lineNumber, pageLabel, pageOf, pageOfLine, pagesOf } from './transcript-pages.ts';

describe('pageOf', () => {
  it.each([
    [0, 1],
    [59.999, 1],
    [60, 2],
    [119.5, 2],
    [600, 11],
    [-3, 1],
  ])('%d s is on page %d', (seconds, page) => expect(pageOf(seconds)).toBe(page));
});

describe('pagesOf', () => {
  const at = (...starts: number[]) => starts.map((start) => ({ start }));

  it('has no page for no lines', () => expect(pagesOf([])).toEqual([]));

  it('groups lines by the minute they start in', () => {
    expect(pagesOf(at(1, 20, 59.9, 60, 75, 130))).toEqual([
      { page: 1, firstIndex: 0, size: 3 },
      { page: 2, firstIndex: 3, size: 2 },
      { page: 3, firstIndex: 5, size: 1 },
    ]);
  });

  it('skips minutes without lines and starts where a clip starts', () => {
    expect(pagesOf(at(91, 100, 250))).toEqual([
      { page: 2, firstIndex: 0, size: 2 },
      { page: 5, firstIndex: 2, size: 1 },
    ]);
  });
});

describe('line numbers', () => {
  it('start at 1 and continue across pages', () => {
    const pages = pagesOf([{ start: 5 }, { start: 30 }, { start: 61 }, { start: 70 }]);
    expect(lineNumber(pages[0]!, 0)).toBe(1);
    expect(lineNumber(pages[0]!, 1)).toBe(2);
    expect(lineNumber(pages[1]!, 0)).toBe(3);
    expect(lineNumber(pages[1]!, 1)).toBe(4);
  });

  it('finds the page of a line', () => {
    const pages = pagesOf([{ start: 5 }, { start: 30 }, { start: 61 }]);
    expect(pageOfLine(pages, 1)?.page).toBe(1);
    expect(pageOfLine(pages, 2)?.page).toBe(2);
    expect(pageOfLine(pages, 3)).toBeUndefined();
  });
});

describe('pageLabel', () => {
  it('names the minute a page covers', () => {
    expect(pageLabel(1)).toBe('0:00–1:00');
    expect(pageLabel(3)).toBe('2:00–3:00');
    expect(pageLabel(61)).toBe('1:00:00–1:01:00');
  });
});
