import { api } from '../../lib/api.ts';

const SENT_KEY = 'lingoclip.timeZone';
let sending: Promise<void> | null = null;

/**
 * Tells the server the browser's IANA time zone, so streak days are the learner's own days (ADR 33). Sent
 * once per zone: the last zone sent is kept in localStorage, so a trip abroad sends the new one. Failures
 * are only logged (the server then counts in UTC, as before).
 */
export function reportTimeZone(): Promise<void> {
  if (sending) return sending;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  let sent: string | null = null;
  try {
    sent = localStorage.getItem(SENT_KEY);
  } catch {
    // Storage off: send each session.
  }
  if (!zone || sent === zone) return Promise.resolve();
  sending = api('/user/time-zone', { method: 'PUT', body: { timeZone: zone } }).then(
    () => {
      try {
        localStorage.setItem(SENT_KEY, zone);
      } catch {
        // Storage off.
      }
    },
    (error: unknown) => {
      sending = null;
      console.error('time zone not saved', error);
    },
  );
  return sending;
}
