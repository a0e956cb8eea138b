const PROBE_ORIGIN = 'http://lingoclip.invalid';

/**
 * The `redirect` search parameter as a path on this site, or undefined. Anything that would leave the
 * site ("//evil.example", "https://…", "/\evil.example") or lead back to a sign-in page is refused.
 */
export function safeRedirectPath(target: string | undefined): string | undefined {
  if (!target?.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(target, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE_ORIGIN || /\/sign-(in|up)\/?$/.test(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
