import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../i18n/index.ts';
import type { Profile } from '../../lib/api-types.ts';

/** A signed-in learner for page tests. */
export const testProfile = (change: Partial<Profile> = {}): Profile => ({
  id: 'u1',
  email: 'ada@example.com',
  name: 'Ada',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  lastLogin: null,
  isActive: true,
  nativeLanguage: 'en',
  mainLearningLanguage: { language: 'fr', level: 'beginner' },
  learningLanguageList: [{ language: 'fr', level: 'beginner' }],
  isAdmin: false,
  onBoarded: true,
  isWhitelisted: true,
  waitlisted: false,
  tutorialsSeen: [],
  totalVocabCount: 2,
  totalSentenceCount: 0,
  desiredRetention: 0.9,
  newCardsPerDay: 20,
  ...change,
});

type Reply = { status?: number; body: unknown };
export type FakeServer = {
  calls: { method: string; path: string; body: unknown; headers?: Record<string, string> }[];
  reply: (method: string, path: string) => Reply | undefined;
};

/** `fetch` answering from `reply` (an `{ entity }` envelope), keeping every call. */
export function fakeFetch(reply: FakeServer['reply']): FakeServer['calls'] {
  const calls: FakeServer['calls'] = [];
  globalThis.fetch = (async (input: URL | string, init?: RequestInit) => {
    const url = new URL(input.toString(), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/v3/, '') + url.search;
    // Recorded only when a call names its language (a mail sent later): every other call's headers are the same.
    const headers = init?.headers as Record<string, string> | undefined;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body, ...(headers?.['accept-language'] ? { headers } : {}) });
    const answer = reply(method, path) ?? { status: 404, body: { message: `no fake for ${method} ${path}` } };
    const status = answer.status ?? 200;
    const json = status < 400 ? { entity: answer.body } : answer.body;
    return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return calls;
}

/** Renders a page inside a router (for its links), the query client (with the profile loaded) and i18n. */
export function renderPage(
  page: ReactNode,
  { profile = testProfile(), locale = 'en' }: { profile?: Profile; locale?: string } = {},
) {
  window.scrollTo = () => {};
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(['profile'], profile);
  const rootRoute = createRootRoute({ component: () => page });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={createI18n(locale)}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { client };
}
