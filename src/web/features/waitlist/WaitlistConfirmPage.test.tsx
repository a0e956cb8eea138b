// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderMessage } from '../../../common/errors.ts';
import { fakeFetch, renderPage } from '../review/test-render.tsx';
import { WaitlistConfirmPage } from './WaitlistConfirmPage.tsx';

afterEach(cleanup);

const refusal = (status: number, reason: 'waitlist_link_used' | 'waitlist_link_invalid') => ({
  status,
  body: { message: renderMessage(reason), code: status === 409 ? 'conflict' : 'validation_failed', reason, params: {} },
});

describe('the waitlist confirmation page', () => {
  it('confirms the token of the link once and shows the place', async () => {
    const calls = fakeFetch((method, path) =>
      method === 'POST' && path === '/waitlist/confirm' ? { body: { status: 'waiting', position: 12 } } : undefined,
    );
    renderPage(<WaitlistConfirmPage token="abc.def" />);
    expect((await screen.findByTestId('waitlist-position')).textContent).toBe('#12');
    expect(screen.getByText('Your address is confirmed')).toBeTruthy();
    const posts = calls.filter((c) => c.path === '/waitlist/confirm');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ token: 'abc.def' });
  });

  it('says a used link has already confirmed the address', async () => {
    fakeFetch((_method, path) => (path === '/waitlist/confirm' ? refusal(409, 'waitlist_link_used') : undefined));
    renderPage(<WaitlistConfirmPage token="abc.def" />);
    expect((await screen.findByTestId('waitlist-confirm-message')).textContent).toBe(
      renderMessage('waitlist_link_used'),
    );
    expect(screen.getByText('Already confirmed')).toBeTruthy();
  });

  it('says a bad link does not work, and so does a missing token (without asking the server)', async () => {
    fakeFetch((_method, path) => (path === '/waitlist/confirm' ? refusal(400, 'waitlist_link_invalid') : undefined));
    renderPage(<WaitlistConfirmPage token="nonsense" />);
    expect((await screen.findByTestId('waitlist-confirm-message')).textContent).toBe(
      renderMessage('waitlist_link_invalid'),
    );
    cleanup();
    const calls = fakeFetch(() => undefined);
    renderPage(<WaitlistConfirmPage />);
    expect((await screen.findByTestId('waitlist-confirm-message')).textContent).toBe(
      renderMessage('waitlist_link_invalid'),
    );
    expect(calls.filter((c) => c.path === '/waitlist/confirm')).toHaveLength(0);
  });
});
