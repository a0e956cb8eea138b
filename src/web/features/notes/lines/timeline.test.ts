import { describe, expect, it } from 'vitest';
import {
  activeLineIndex,
  activeWordAt,
  leadIn,
  lineStop,
  toTimedWords,
  upcomingLineIndex,
  groupWordsByLine,
  stepLineIndex,
} from './timeline.ts';

const activeWordId = (...args: Parameters<typeof activeWordAt>) => activeWordAt(...args)?.id ?? null;

const lines = [
  { text: 'one', start: 1.2, end: 5.1 },
  { text: 'two', start: 5.1, end: 7.8 },
  { text: 'three', start: 8, end: 12.3 },
  { text: 'four', start: 12, end: 15 },
];

describe('leadIn', () => {
  it('starts a second early but not before 0', () => {
    expect(leadIn(8)).toBe(7);
    expect(leadIn(0.4)).toBe(0);
    expect(leadIn(0)).toBe(0);
  });
});

describe('activeLineIndex', () => {
  it.each([
    [0, -1],
    [1.2, 0],
    [5.099, 0],
    [5.1, 1],
    [7.9, 1],
    [8, 2],
    [12, 3],
    [100, 3],
  ])('at %d s line %d is active', (time, index) => expect(activeLineIndex(lines, time)).toBe(index));

  it('has no active line in an empty transcript', () => expect(activeLineIndex([], 3)).toBe(-1));
});

describe('activeWordAt', () => {
  const words = toTimedWords([
    { _id: '0.1', word: 'been', start: '1.850', end: '2.175', line: 0 },
    { _id: '0.0', word: 'So', start: '1.200', end: '1.500', line: 0 },
    { _id: '1.0', word: 'and', start: '5.100', end: '5.400', line: 1 },
  ]);

  it('sorts words by start and parses their string timings', () => {
    expect(words.map((w) => w.id)).toEqual(['0.0', '0.1', '1.0']);
    expect(words[0]).toEqual({ id: '0.0', text: 'So', start: 1.2, end: 1.5, line: 0 });
  });

  it('is the word whose [start, end] holds the time', () => {
    expect(activeWordId(words, 1.2)).toBe('0.0');
    expect(activeWordId(words, 1.5)).toBe('0.0');
    expect(activeWordId(words, 2)).toBe('0.1');
    expect(activeWordId(words, 5.4)).toBe('1.0');
  });

  it('is nothing between words, before the first and after the last', () => {
    expect(activeWordId(words, 1.7)).toBeNull();
    expect(activeWordId(words, 0.5)).toBeNull();
    expect(activeWordId(words, 9)).toBeNull();
  });

  it('groups words by line', () => {
    expect([...groupWordsByLine(words)].map(([line, group]) => [line, group.map((w) => w.id)])).toEqual([
      [0, ['0.0', '0.1']],
      [1, ['1.0']],
    ]);
  });

  it('drops words with unreadable timings', () => {
    expect(toTimedWords([{ _id: 'x', word: 'x', start: 'soon', end: '1', line: 0 }])).toEqual([]);
  });
});

describe('lineStop', () => {
  it('is the end of a line followed by a pause', () => expect(lineStop(lines, 2 - 1)).toBe(7.8));
  it('is the next start when lines overlap', () => expect(lineStop(lines, 2)).toBe(12));
  it('is the end of the last line', () => expect(lineStop(lines, 3)).toBe(15));
  it('never stops before the line started', () => {
    expect(lineStop([{ text: 'a', start: 4, end: 4 }], 0)).toBe(6);
    expect(
      lineStop(
        [
          { text: 'a', start: 4, end: 9 },
          { text: 'b', start: 4, end: 9 },
        ],
        0,
      ),
    ).toBeCloseTo(4.1);
  });
});

describe('upcomingLineIndex', () => {
  it('is the line playing, or the next one in a pause', () => {
    expect(upcomingLineIndex(lines, 0)).toBe(0);
    expect(upcomingLineIndex(lines, 3)).toBe(0);
    expect(upcomingLineIndex(lines, 7.9)).toBe(2);
    expect(upcomingLineIndex(lines, 14)).toBe(3);
    expect(upcomingLineIndex(lines, 15)).toBe(-1);
  });
});

describe('stepLineIndex', () => {
  /** Presses a key n times from `from`, landing where the player lands (`landing` seconds off the line's start). */
  const press = (direction: 1 | -1, times: number, from: number, landing = 0) => {
    const visited: number[] = [];
    let time = from;
    for (let i = 0; i < times; i++) {
      const index = stepLineIndex(lines, time, direction);
      if (index === null) break;
      visited.push(index);
      time = lines[index]!.start + landing;
    }
    return visited;
  };

  it('→ pressed again and again visits every line once, also when the seek lands a little early', () => {
    expect(press(1, 6, 0)).toEqual([0, 1, 2, 3]);
    expect(press(1, 6, 0, -0.04)).toEqual([0, 1, 2, 3]);
    expect(press(1, 6, 0, 0.3)).toEqual([0, 1, 2, 3]);
  });

  it('→ goes to the line after the one playing, and nowhere after the last', () => {
    expect(stepLineIndex(lines, 3, 1)).toBe(1);
    expect(stepLineIndex(lines, 7.5, 1)).toBe(2);
    expect(stepLineIndex(lines, 14, 1)).toBeNull();
  });

  it('← within a second of a line goes to the line before; later, back to the start of the one playing', () => {
    expect(stepLineIndex(lines, 5.5, -1)).toBe(0);
    expect(stepLineIndex(lines, 6.2, -1)).toBe(1);
    expect(stepLineIndex(lines, 9.2, -1)).toBe(2);
    expect(stepLineIndex(lines, 8.5, -1)).toBe(1);
  });

  it('← pressed again and again walks back to the first line and stays there', () => {
    expect(press(-1, 6, 14)).toEqual([3, 2, 1, 0, 0, 0]);
    expect(press(-1, 3, 13, -0.04)).toEqual([2, 1, 0]);
  });

  it('before the first line, both keys go to the first; with no lines, nowhere', () => {
    expect(stepLineIndex(lines, 0, 1)).toBe(0);
    expect(stepLineIndex(lines, 0, -1)).toBe(0);
    expect(stepLineIndex([], 3, 1)).toBeNull();
    expect(stepLineIndex([], 3, -1)).toBeNull();
  });
});
