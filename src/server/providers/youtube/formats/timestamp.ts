/** `01:02:03.456`, `02:03.456` (VTT) or `01:02:03,456` (SRT) → seconds; null when malformed. */
export function parseClock(text: string): number | null {
  const match = /^(?:(\d{1,3}):)?([0-5]\d):([0-5]\d)[.,](\d{1,3})$/.exec(text.trim());
  if (!match) return null;
  const [, hours, minutes, seconds, fraction] = match;
  const millis = Number(fraction.padEnd(3, '0'));
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds) + millis / 1000;
}
