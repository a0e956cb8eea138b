import { describe, expect, it } from 'vitest';
import { initials } from './avatar.tsx';

describe('initials', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['mina', 'M'],
    ['Jean Paul Sartre', 'JP'],
    ['  ', ''],
    ['김민지', '김'],
    ['山田 花子', '山'],
  ])('%s → %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
