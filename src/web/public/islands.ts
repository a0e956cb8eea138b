/*
 * The only script of the prerendered public pages (landing, pricing, legal; scripts/prerender.ts puts it
 * in place of the app's entry). Those pages are complete HTML — links, the FAQ, the phone menu and the
 * billing toggle work without script — so this adds the few things that need one, in a few KB instead
 * of the React app: the signed-in header, the locale select, closing the phone menu after a jump.
 * The app itself loads when the visitor follows a link to it (sign-in, sign-up, the dashboard).
 */
import { isUiLocale } from '../../common/languages.ts';
import { pathForLocale } from '../lib/locale-path.ts';

/** Shows the "Dashboard" button instead of "Sign in" / "Get started" when a session exists. */
export async function showAccount(root: ParentNode, fetchSession: () => Promise<unknown> = readSession) {
  const session = await fetchSession().catch(() => null);
  const signedIn = Boolean(session && typeof session === 'object' && 'user' in session && session.user);
  for (const el of root.querySelectorAll<HTMLElement>('[data-account]')) {
    el.hidden = (el.dataset.account === 'in') !== signedIn;
  }
}

async function readSession(): Promise<unknown> {
  const res = await fetch('/api/auth/get-session', {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  return res.ok ? res.json() : null;
}

/** The desktop locale select opens the same page in the chosen locale. */
export function wireLocaleSelect(
  root: ParentNode,
  go: (href: string) => void = (href) => window.location.assign(href),
) {
  for (const select of root.querySelectorAll<HTMLSelectElement>('select[data-testid="locale-switcher"]')) {
    select.addEventListener('change', () => {
      if (!isUiLocale(select.value)) return;
      go(pathForLocale(window.location.pathname, select.value) + window.location.search);
    });
  }
}

/** A jump to a section from the phone menu closes the menu, as the React header does. */
export function closeMenusOnJump(root: ParentNode) {
  for (const menu of root.querySelectorAll<HTMLDetailsElement>('header details')) {
    menu.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a')) menu.removeAttribute('open');
    });
  }
}

function start() {
  wireLocaleSelect(document);
  closeMenusOnJump(document);
  void showAccount(document);
}

// The script is async: it may run before the page is parsed, so it waits for the header if need be.
if (typeof document !== 'undefined' && document.documentElement.dataset.page === 'prerendered') {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
