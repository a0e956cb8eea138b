import { describe, expect, it } from 'vitest';
import { isEmpty } from './empty.ts';

describe('isEmpty', () => {
  it.each([[null], [undefined], [''], [[]], [{}]])('%j is empty', (value) => expect(isEmpty(value)).toBe(true));
  it.each([[0], [false], [' '], [[0]], [{ a: 1 }], [new Date(0)], ['x']])('%j is not empty', (value) =>
    expect(isEmpty(value)).toBe(false),
  );
});
