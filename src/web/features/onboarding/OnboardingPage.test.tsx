// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
  useLocation,
} from '@tanstack/react-router';
import { cleanup, render, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/index.ts';
import { testProfile } from '../review/test-render.tsx';
import { OnboardingPage } from './OnboardingPage.tsx';

afterEach(cleanup);

/** An onboarded learner landing on /onboarding (as after finishing it) with `search`; returns the router. */
function land(search: string) {
  const client = new QueryClient();
  client.setQueryData(['profile'], testProfile({ onBoarded: true }));
  // The page only on /onboarding, as in the app: anywhere else it would leave again.
  const rootRoute = createRootRoute({
    component: () => (useLocation().pathname === '/onboarding' ? <OnboardingPage /> : <p>elsewhere</p>),
  });
  const history = createMemoryHistory({ initialEntries: [`/onboarding${search}`] });
  const router = createRouter({ routeTree: rootRoute, history });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={createI18n('en')}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('leaving onboarding once it is done', () => {
  it('goes on to the page the learner asked for (a team invitation’s link)', async () => {
    const router = land(`?redirect=${encodeURIComponent('/ko/team/invitation/inv9')}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ko/team/invitation/inv9'));
  });

  it('never to another site: the dashboard instead', async () => {
    const router = land(`?redirect=${encodeURIComponent('//evil.example/x')}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
