import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range.ts';

describe('parseByteRange', () => {
  it('answers the whole body without a usable Range header', () => {
    for (const header of [undefined, '', 'bytes=-', 'items=0-1', 'bytes=0-1,4-5'])
      expect(parseByteRange(header, 100), String(header)).toBeNull();
  });

  it('reads closed, open-ended and suffix ranges', () => {
    expect(parseByteRange('bytes=0-1', 100)).toEqual({ start: 0, end: 1 });
    expect(parseByteRange('bytes=10-', 100)).toEqual({ start: 10, end: 99 });
    expect(parseByteRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange('bytes=-30', 100)).toEqual({ start: 70, end: 99 });
    expect(parseByteRange('bytes=-300', 100)).toEqual({ start: 0, end: 99 });
  });

  it('knows a range that cannot be served', () => {
    expect(parseByteRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=5-2', 100)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-5', 0)).toBe('unsatisfiable');
  });
});
