import { describe, expect, it } from 'vitest';
import { parseTimeInput } from './time-input.ts';

describe('parseTimeInput', () => {
  it.each([
    ['0', 0],
    ['75', 75],
    ['0:00', 0],
    ['1:15', 75],
    ['01:15', 75],
    [' 2:05 ', 125],
    ['12:00', 720],
    ['90:00', 5400],
    ['1:02:03', 3723],
  ])('%j → %d seconds', (input, seconds) => expect(parseTimeInput(input)).toBe(seconds));

  it.each(['', '  ', 'abc', '1:5', '1:60', '1:60:00', '-5', '1.5', '1::00', ':30', '1:30:'])(
    '%j is not a time',
    (input) => expect(parseTimeInput(input)).toBeNull(),
  );
});
