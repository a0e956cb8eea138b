/**
 * A start time as a learner types it: `75`, `1:15`, `01:15`, `1:02:03` (h:mm:ss), with optional
 * spaces around. Seconds after a colon must be 0–59. Answers whole seconds, or null when unreadable.
 */
export function parseTimeInput(input: string): number | null {
  const text = input.trim();
  if (text === '') return null;
  if (/^\d+$/.test(text)) return Number(text);
  const match = /^(?:(\d+):)?(\d+):(\d{2})$/.exec(text);
  if (!match) return null;
  const [, hours, minutes, seconds] = match;
  if (Number(seconds) > 59 || (hours !== undefined && Number(minutes) > 59)) return null;
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds);
}
