// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch, renderPage, testProfile } from '../review/test-render.tsx';
import { referralLink } from './waitlist-api.ts';
import { WaitlistPage } from './WaitlistPage.tsx';

afterEach(cleanup);

const signedIn = { user: { id: 'u1', name: 'Ada', email: 'ada@example.com' }, session: { id: 's1' } };

describe('the waitlist page', () => {
  it('signed out: joins with the referral id of the link and shows the place in the queue', async () => {
    const calls = fakeFetch((method, path) => {
      if (path === '/api/auth/get-session') return { status: 401, body: {} };
      if (method === 'POST' && path === '/waitlist/join') return { body: { status: 'waiting', position: 7 } };
      return undefined;
    });
    renderPage(<WaitlistPage referralId="0190a0a0-0000-7000-8000-000000000001" />);
    fireEvent.click(await screen.findByTestId('waitlist-submit'));
    expect(await screen.findByText('Please enter your email address.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('waitlist-email'), { target: { value: ' ada@example.com ' } });
    fireEvent.click(screen.getByTestId('waitlist-submit'));
    expect((await screen.findByTestId('waitlist-position')).textContent).toBe('#7');
    const joined = calls.find((c) => c.path === '/waitlist/join');
    expect(joined?.body).toEqual({ email: 'ada@example.com', fromReferralId: '0190a0a0-0000-7000-8000-000000000001' });
    // The confirmation mail is written in the page's language, not the browser's.
    expect(joined?.headers?.['accept-language']).toBe('en');
    expect(screen.getByTestId('waitlist-check-mail').textContent).toContain('open its link to confirm');
  });

  it('shows the server’s message when joining fails', async () => {
    fakeFetch((_method, path) => {
      if (path === '/api/auth/get-session') return { status: 401, body: {} };
      if (path === '/waitlist/join')
        return { status: 400, body: { message: 'Invalid email format', reason: 'email_invalid', params: {} } };
      return undefined;
    });
    renderPage(<WaitlistPage />);
    fireEvent.change(await screen.findByTestId('waitlist-email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByTestId('waitlist-submit'));
    expect((await screen.findByTestId('auth-error')).textContent).toContain('Invalid email format');
  });

  it('signed in and waiting: the place, the referral link to copy and who joined through it', async () => {
    const waiting = testProfile({ waitlisted: true, isActive: false, isWhitelisted: false });
    fakeFetch((_method, path) => {
      if (path === '/api/auth/get-session') return { status: 200, body: signedIn };
      if (path === '/user/login') return { body: waiting };
      if (path === '/waitlist/me')
        return { body: { status: 'waiting', position: 3, referralId: 'r1', referralCount: 2, enabled: true } };
      return undefined;
    });
    renderPage(<WaitlistPage />, { profile: waiting });
    expect((await screen.findByTestId('waitlist-position')).textContent).toBe('#3');
    expect((screen.getByTestId('referral-link') as HTMLInputElement).value).toBe(
      referralLink(window.location.origin, 'en', 'r1'),
    );
    expect(screen.getByTestId('referral-count').textContent).toBe('2 people joined through your link');
    expect(screen.getByText(/e-mail you as soon as you’re whitelisted/)).toBeTruthy();
  });
});

describe('referralLink', () => {
  it('points at the public page in the UI language', () => {
    expect(referralLink('https://lingoclip.app', 'en', 'abc')).toBe('https://lingoclip.app/waitlist?ref=abc');
    expect(referralLink('https://lingoclip.app', 'ko', 'abc')).toBe('https://lingoclip.app/ko/waitlist?ref=abc');
  });
});
