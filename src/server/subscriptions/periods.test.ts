import { describe, expect, it } from 'vitest';
import { addMonthsUtc, periodContaining } from './periods.ts';

const at = (iso: string) => new Date(iso);

describe('billing periods (UTC)', () => {
  it('keeps the anchor day, ending short months on their last day without drifting', () => {
    const anchor = at('2026-01-31T10:00:00.000Z');
    expect(addMonthsUtc(anchor, 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonthsUtc(anchor, 2).toISOString()).toBe('2026-03-31T10:00:00.000Z');
    expect(addMonthsUtc(at('2027-12-31T00:00:00.000Z'), 2).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(addMonthsUtc(anchor, 12).toISOString()).toBe('2027-01-31T10:00:00.000Z');
  });

  it('finds the monthly period holding a moment, the boundary belonging to the next one', () => {
    const anchor = at('2026-01-31T10:00:00.000Z');
    const rule = { cycle: 'monthly' } as const;
    expect(periodContaining(anchor, at('2026-01-31T10:00:00.000Z'), rule)).toEqual({
      start: at('2026-01-31T10:00:00.000Z'),
      end: at('2026-02-28T10:00:00.000Z'),
    });
    expect(periodContaining(anchor, at('2026-02-28T09:59:59.999Z'), rule).start).toEqual(anchor);
    expect(periodContaining(anchor, at('2026-02-28T10:00:00.000Z'), rule)).toEqual({
      start: at('2026-02-28T10:00:00.000Z'),
      end: at('2026-03-31T10:00:00.000Z'),
    });
    expect(periodContaining(anchor, at('2029-07-15T00:00:00.000Z'), rule)).toEqual({
      start: at('2029-06-30T10:00:00.000Z'),
      end: at('2029-07-31T10:00:00.000Z'),
    });
  });

  it('counts annual periods in years and day plans in days; a moment before the anchor is in the first', () => {
    const anchor = at('2026-03-01T00:00:00.000Z');
    expect(periodContaining(anchor, at('2028-02-29T23:00:00.000Z'), { cycle: 'annual' })).toEqual({
      start: at('2027-03-01T00:00:00.000Z'),
      end: at('2028-03-01T00:00:00.000Z'),
    });
    expect(periodContaining(anchor, at('2026-03-03T12:00:00.000Z'), { cycle: 'monthly', periodDays: 1 })).toEqual({
      start: at('2026-03-03T00:00:00.000Z'),
      end: at('2026-03-04T00:00:00.000Z'),
    });
    expect(periodContaining(anchor, at('2026-02-01T00:00:00.000Z'), { cycle: 'monthly' }).start).toEqual(anchor);
  });
});
