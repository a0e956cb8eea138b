import { UI_LOCALES } from '../../common/languages.ts';

/*
 * The app shell is static, so the page's data would only be asked for once its script has downloaded
 * and run: on a phone's link (150 ms a round trip) the session, the profile and the note came one after
 * another, each after the last (ADR 12, amendment 2). A `Link: rel=preload` header on the shell starts
 * those requests with the HTML instead; the app's own `fetch` then takes the preloaded answer. A preload
 * is used only when it matches the fetch exactly: same URL, and the same credentials mode —
 * `crossorigin` (same-origin) for the session read, `use-credentials` for `api()`'s /v3 calls
 * (`credentials: 'include'`) — and no request header the fetch sets differently.
 */

/** Pages of the shell that a signed-in visitor may open without the app's guard, which reads the profile. */
const UNGUARDED = new Set(['sign-in', 'sign-up', 'forgot-password', 'reset-password', 'waitlist']);
const LOCALE_PREFIX = new RegExp(`^/(?:${UI_LOCALES.join('|')})(?=/|$)`);
const NOTE_PAGE = /^\/notes\/([A-Za-z0-9-]{1,64})\/?$/;

/** Better Auth's session cookie (`__Secure-` prefixed over HTTPS). */
const hasSessionCookie = (cookie: string | undefined) => cookie !== undefined && /session_token=/.test(cookie);

/**
 * The `Link` header for the app shell served at `url`, or undefined when nothing is worth starting early.
 * `noteChunks`: the note page's own script files (route-chunks.ts), asked for beside the app's entry rather
 * than after it has run and matched the route.
 */
export function shellPreloads(
  url: string,
  cookie: string | undefined,
  noteChunks: readonly string[] = [],
): string | undefined {
  if (!hasSessionCookie(cookie)) return undefined;
  const path = (url.split('?')[0] ?? '/').replace(LOCALE_PREFIX, '') || '/';
  const links = ['</api/auth/get-session>; rel=preload; as=fetch; crossorigin'];
  if (!UNGUARDED.has(path.split('/')[1] ?? '')) {
    links.push('</v3/user/login>; rel=preload; as=fetch; crossorigin=use-credentials');
    const note = NOTE_PAGE.exec(path)?.[1];
    // The note, and what its first screen shows beside it: the word status (knowledge summary, tints) and
    // the study material's state (the tabs).
    if (note) {
      for (const part of ['', '/word-status', '/material']) {
        links.push(`</v3/note/${note}${part}>; rel=preload; as=fetch; crossorigin=use-credentials`);
      }
      for (const file of noteChunks) links.push(`</${file}>; rel=modulepreload`);
    }
  }
  return links.join(', ');
}
