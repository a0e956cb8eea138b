/**
 * Calendar days as 'YYYY-MM-DD' in a learner's IANA time zone (ADR 33). Arithmetic is on the calendar
 * date itself (through UTC noon-free date maths), so a DST change never makes a day 23 or 25 hours long.
 */
import { isTimeZone } from '../../common/time-zone.ts';

export type Day = string;

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of `instant` in `zone` (UTC when the zone is missing or unknown). */
export function dayIn(instant: Date, zone: string | null | undefined): Day {
  const timeZone = zone && isTimeZone(zone) ? zone : 'UTC';
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** A real calendar date in 'YYYY-MM-DD' form (2026-02-30 is not). */
export function isDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** Days since 1970-01-01 of a calendar day, so consecutive days differ by exactly 1. */
export function dayNumber(day: Day): number {
  const m = DAY.exec(day);
  if (!m) throw new Error(`not a day: ${day}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS;
}

export const dayFromNumber = (n: number): Day => new Date(n * DAY_MS).toISOString().slice(0, 10);

export const addDays = (day: Day, days: number): Day => dayFromNumber(dayNumber(day) + days);

/** Monday of the ISO week holding `day`: the grace day is one per such week. */
export function weekOf(day: Day): Day {
  const n = dayNumber(day);
  // 1970-01-01 was a Thursday: (n + 3) % 7 is 0 on Mondays.
  return dayFromNumber(n - ((n + 3) % 7));
}
