import { describe, expect, it } from 'vitest';
import { isTimeZone } from '../../common/time-zone.ts';
import { addDays, dayIn, isDay, weekOf } from './days.ts';
import { computeStreak } from './streak.ts';

describe('days in a zone', () => {
  it('reads the calendar day of an instant in the learner’s zone, UTC when unknown', () => {
    const instant = new Date('2026-03-10T23:30:00Z');
    expect(dayIn(instant, 'UTC')).toBe('2026-03-10');
    expect(dayIn(instant, 'Asia/Tokyo')).toBe('2026-03-11');
    expect(dayIn(instant, 'America/Los_Angeles')).toBe('2026-03-10');
    expect(dayIn(instant, null)).toBe('2026-03-10');
    expect(dayIn(instant, 'Mars/Olympus')).toBe('2026-03-10');
  });

  it('steps whole calendar days across a DST change (New York springs forward on 2026-03-08)', () => {
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    // 00:30 local on the 9th is 04:30Z (EDT); 00:30 local on the 8th was 05:30Z (EST): still one day apart.
    expect(dayIn(new Date('2026-03-09T04:30:00Z'), 'America/New_York')).toBe('2026-03-09');
    expect(dayIn(new Date('2026-03-08T05:30:00Z'), 'America/New_York')).toBe('2026-03-08');
    expect(dayIn(new Date('2026-03-09T03:30:00Z'), 'America/New_York')).toBe('2026-03-08');
  });

  it('knows real days, zones and ISO weeks', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-2-3')).toBe(false);
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('Not/AZone')).toBe(false);
    expect(weekOf('2026-11-26')).toBe('2026-11-23'); // Thursday → Monday
    expect(weekOf('2026-11-29')).toBe('2026-11-23'); // Sunday
    expect(weekOf('2026-11-30')).toBe('2026-11-30'); // Monday
  });
});

describe('computeStreak', () => {
  it('counts consecutive complete days ending today', () => {
    expect(computeStreak(['2026-11-24', '2026-11-25', '2026-11-26'], '2026-11-26')).toEqual({
      current: 3,
      longest: 3,
      todayComplete: true,
      graceUsedThisWeek: false,
    });
  });

  it('keeps the run while today is still open', () => {
    const s = computeStreak(['2026-11-24', '2026-11-25'], '2026-11-26');
    expect(s.current).toBe(2);
    expect(s.todayComplete).toBe(false);
  });

  it('spends the week’s grace day on one missed day, which is not counted', () => {
    const s = computeStreak(['2026-11-23', '2026-11-25', '2026-11-26'], '2026-11-26');
    expect(s.current).toBe(2 + 1);
    expect(s.graceUsedThisWeek).toBe(true);
  });

  it('breaks on a second missed day in the same week', () => {
    const s = computeStreak(['2026-11-23', '2026-11-26'], '2026-11-26');
    expect(s.current).toBe(1);
    expect(s.longest).toBe(1);
  });

  it('gives each week its own grace (Sunday and Monday missed, in two weeks)', () => {
    // 2026-11-29 is a Sunday, 11-30 a Monday.
    const s = computeStreak(['2026-11-27', '2026-11-28', '2026-12-01'], '2026-12-01');
    expect(s.current).toBe(3);
    expect(s.graceUsedThisWeek).toBe(true);
  });

  it('is 0 when yesterday and the day before were missed in one week', () => {
    expect(computeStreak(['2026-11-23'], '2026-11-26').current).toBe(0);
    expect(computeStreak([], '2026-11-26')).toEqual({
      current: 0,
      longest: 0,
      todayComplete: false,
      graceUsedThisWeek: false,
    });
  });

  it('remembers the longest run after a break', () => {
    const s = computeStreak(['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-25'], '2026-11-25');
    expect(s.current).toBe(1);
    expect(s.longest).toBe(4);
  });

  it('counts a day ticked in a zone ahead as today after moving to a zone behind', () => {
    // Ticked on the 27th in Tokyo, then the learner flew to Los Angeles, where it is still the 26th.
    const s = computeStreak(['2026-11-25', '2026-11-27'], '2026-11-26');
    expect(s.current).toBe(2);
    expect(s.todayComplete).toBe(true);
  });
});
