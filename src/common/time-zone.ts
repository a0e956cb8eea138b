/** Whether `zone` is an IANA time zone this runtime knows (what Intl accepts), e.g. 'Europe/Paris' (ADR 33). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
