import { describe, expect, it } from 'vitest';
import { earliestFuture, intervalUntil } from './intervals.ts';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const dueIn = (minutes: number, scheduledDays = 0) => ({
  due: new Date(NOW + minutes * 60_000).toISOString(),
  scheduledDays,
});

describe('intervalUntil', () => {
  it('shows minutes under an hour, at least 1m', () => {
    expect(intervalUntil(dueIn(10), NOW)).toEqual({ value: 10, unit: 'minute' });
    expect(intervalUntil(dueIn(0.2), NOW)).toEqual({ value: 1, unit: 'minute' });
    expect(intervalUntil(dueIn(-5), NOW)).toEqual({ value: 1, unit: 'minute' });
    expect(intervalUntil(dueIn(59.4), NOW)).toEqual({ value: 59, unit: 'minute' });
  });

  it('shows hours under a day', () => {
    expect(intervalUntil(dueIn(59.6), NOW)).toEqual({ value: 1, unit: 'hour' });
    expect(intervalUntil(dueIn(5 * 60 + 10), NOW)).toEqual({ value: 5, unit: 'hour' });
  });

  it('takes whole days from scheduledDays when the scheduler gives them', () => {
    expect(intervalUntil(dueIn(3 * 1440 - 200, 3), NOW)).toEqual({ value: 3, unit: 'day' });
    expect(intervalUntil(dueIn(60, 1), NOW)).toEqual({ value: 1, unit: 'day' });
    expect(intervalUntil(dueIn(23.8 * 60), NOW)).toEqual({ value: 1, unit: 'day' });
  });

  it('shows months from 30 days and years (one decimal) from 12 months', () => {
    expect(intervalUntil(dueIn(0, 29), NOW)).toEqual({ value: 29, unit: 'day' });
    expect(intervalUntil(dueIn(0, 30), NOW)).toEqual({ value: 1, unit: 'month' });
    expect(intervalUntil(dueIn(0, 61), NOW)).toEqual({ value: 2, unit: 'month' });
    expect(intervalUntil(dueIn(0, 365), NOW)).toEqual({ value: 1, unit: 'year' });
    expect(intervalUntil(dueIn(0, 548), NOW)).toEqual({ value: 1.5, unit: 'year' });
  });
});

describe('earliestFuture', () => {
  it('picks the soonest due still ahead', () => {
    expect(earliestFuture([dueIn(-1).due, dueIn(30).due, dueIn(10).due], NOW)).toBe(dueIn(10).due);
    expect(earliestFuture([dueIn(-1).due], NOW)).toBeNull();
    expect(earliestFuture([], NOW)).toBeNull();
  });
});
