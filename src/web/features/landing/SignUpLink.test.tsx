// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '../../i18n/index.ts';
import { fakeFetch, renderPage } from '../review/test-render.tsx';
import { FinalCtaSection } from './FinalCtaSection.tsx';
import { PublicHeader } from './PublicHeader.tsx';

await loadLocale('en', undefined, { publicPages: true });
await loadLocale('ko', undefined, { publicPages: true });
afterEach(cleanup);

const links = () =>
  [...document.querySelectorAll<HTMLAnchorElement>('a[data-signup]')].map((a) => [
    a.dataset.signup,
    a.getAttribute('href'),
    a.textContent,
  ]);

describe('the public pages’ calls to action (ADR 23)', () => {
  it('lead both to sign-up and to the waitlist, the header’s saying “Join the waitlist”', async () => {
    fakeFetch(() => undefined);
    renderPage(
      <>
        <PublicHeader />
        <FinalCtaSection />
      </>,
    );
    await screen.findByText('Get started');
    expect(links()).toEqual([
      ['form', '/sign-up', 'Get started'],
      ['waitlist', '/waitlist', 'Join the waitlist'],
      ['form', '/sign-up', 'Get started for free'],
      ['waitlist', '/waitlist', 'Join the waitlist'],
    ]);
  });

  it('in the page’s language', async () => {
    fakeFetch(() => undefined);
    renderPage(<FinalCtaSection />, { locale: 'ko' });
    expect((await screen.findByText('대기자 명단 등록')).closest('a')?.dataset.signup).toBe('waitlist');
  });
});
