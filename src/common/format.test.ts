import { describe, expect, it } from 'vitest';
import { INVALID_INPUT, formatCompact, formatCurrency, formatDate, formatDuration, formatMoney } from './format.ts';

describe('formatCurrency', () => {
  it.each([
    [0, '$0.00'],
    [5, '$5.00'],
    [1234.5, '$1,234.50'],
    [1234567.891, '$1,234,567.89'],
    [-12.3, '-$12.30'],
    ['19.9', '$19.90'],
  ])('%s → %s', (input, expected) => expect(formatCurrency(input)).toBe(expected));
  it.each([['abc'], [NaN], [Infinity], [null], [undefined], [''], [{}]])('%s is invalid', (input) =>
    expect(formatCurrency(input)).toBe(INVALID_INPUT),
  );
});

describe('formatCompact', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1500, '1.5K'],
    [1049, '1K'],
    [12_345, '12.3K'],
    [999_949, '999.9K'],
    [999_999, '1M'],
    [1_000_000, '1M'],
    [1_250_000, '1.3M'],
    [2_000_000, '2M'],
    [-1500, '-1.5K'],
  ])('%s → %s', (input, expected) => expect(formatCompact(input)).toBe(expected));
  it('rejects non-numbers', () => expect(formatCompact('ten')).toBe(INVALID_INPUT));
});

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [59.9, '0:59'],
    [60, '1:00'],
    [605, '10:05'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [36_000, '10:00:00'],
  ])('%s s → %s', (input, expected) => expect(formatDuration(input)).toBe(expected));
  it.each([['x'], [-1], [NaN]])('%s is invalid', (input) => expect(formatDuration(input)).toBe(INVALID_INPUT));
});

describe('formatDate', () => {
  it('uses UTC, not the machine time zone', () => {
    expect(formatDate('2026-01-01T23:30:00-05:00')).toBe('Jan 2, 2026');
  });
  it('rejects invalid dates', () => expect(formatDate('not a date')).toBe(INVALID_INPUT));
});

describe('formatMoney', () => {
  it.each([
    [123450, 'USD', 'en', '$1,234.50'],
    [800, 'USD', 'en', '$8.00'],
    [123450, 'USD', 'de', '1.234,50\u00a0$'],
    [123450, 'USD', 'fr', '1\u202f234,50\u00a0$'],
    [123450, 'USD', 'ja', '$1,234.50'],
    [123450, 'EUR', 'it', '1234,50\u00a0€'],
  ])('%s %s in %s → %s', (cents, currency, locale, expected) =>
    expect(formatMoney(cents, currency, locale)).toBe(expected),
  );
  it('says Invalid input for a non-number and keeps an unknown currency code readable', () => {
    expect(formatMoney('x', 'USD', 'en')).toBe(INVALID_INPUT);
    expect(formatMoney(500, 'not a code', 'en')).toBe('5.00 not a code');
  });
});
