// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch, renderPage } from '../review/test-render.tsx';
import { SocialSignIn } from './SocialSignIn.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
});

const methods = (google: boolean, github: boolean) =>
  fakeFetch((method, path) =>
    method === 'GET' && path === '/user/sign-in-methods' ? { body: { email: true, google, github } } : undefined,
  );

describe('SocialSignIn', () => {
  it('shows a button only for the providers the server offers', async () => {
    methods(false, true);
    renderPage(<SocialSignIn next="/dashboard" />);
    expect((await screen.findByTestId('social-github')).textContent).toBe('Continue with GitHub');
    expect(screen.queryByTestId('social-google')).toBeNull();
  });

  it('shows nothing when the server offers e-mail only (the default)', async () => {
    const calls = methods(false, false);
    renderPage(<SocialSignIn next="/dashboard" />);
    await expect.poll(() => calls.length).toBe(1);
    expect(screen.queryByTestId('social-sign-in')).toBeNull();
  });
});
