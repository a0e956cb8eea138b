// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { closeMenusOnJump, showAccount, wireLocaleSelect } from './islands.ts';

// The header as the prerendered landing page has it (PublicHeader.tsx): both account variants, one hidden.
beforeEach(() => {
  document.body.innerHTML = `
    <header>
      <span data-account="in" hidden><a href="/dashboard">Dashboard</a></span>
      <span data-account="out"><a href="/sign-in">Sign in</a><a href="/sign-up">Get started</a></span>
      <select data-testid="locale-switcher"><option value="en">English</option><option value="ko">한국어</option></select>
      <details open><summary>Menu</summary><a href="#faq">FAQ</a><span data-account="out">Sign in</span></details>
    </header>`;
});
const visible = (account: string) =>
  [...document.querySelectorAll<HTMLElement>(`[data-account="${account}"]`)].map((el) => !el.hidden);

describe('the public pages’ script', () => {
  it('shows Dashboard instead of the sign-in buttons when a session exists', async () => {
    await showAccount(document, async () => ({ user: { id: 'u1' }, session: {} }));
    expect(visible('in')).toEqual([true]);
    expect(visible('out')).toEqual([false, false]);
  });

  it('keeps the visitor’s buttons when there is no session or it cannot be read', async () => {
    await showAccount(document, async () => null);
    expect(visible('in')).toEqual([false]);
    expect(visible('out')).toEqual([true, true]);
    await showAccount(document, () => Promise.reject(new Error('offline')));
    expect(visible('out')).toEqual([true, true]);
  });

  it('opens the same page in the locale chosen in the select', () => {
    window.history.replaceState(null, '', '/pricing?ref=x');
    const go = vi.fn();
    wireLocaleSelect(document, go);
    const select = document.querySelector('select')!;
    select.value = 'ko';
    select.dispatchEvent(new Event('change'));
    expect(go).toHaveBeenCalledWith('/ko/pricing?ref=x');
  });

  it('closes the phone menu after a jump to a section', () => {
    closeMenusOnJump(document);
    const menu = document.querySelector('details')!;
    menu.querySelector('summary')!.click();
    menu.open = true;
    menu.querySelector('a')!.click();
    expect(menu.open).toBe(false);
  });
});
