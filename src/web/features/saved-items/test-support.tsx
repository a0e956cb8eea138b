import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { createI18n, loadLocale } from '../../i18n/index.ts';
import type { Profile, Sentence, Vocab } from '../../lib/api-types.ts';

/** Test helpers for the saved words and saved sentences pages (not shipped: only tests import this file). */

export const PROFILE = {
  id: 'u1',
  email: 'learner@example.com',
  name: 'Learner',
  nativeLanguage: 'fr',
  mainLearningLanguage: { language: 'ko', level: 'beginner' },
  learningLanguageList: [
    { language: 'ko', level: 'beginner' },
    { language: 'en', level: 'advanced' },
  ],
  onBoarded: true,
  totalVocabCount: 2,
  totalSentenceCount: 1,
} as unknown as Profile;

/** Where the test items were met: line 3 of a note, at 1:23. */
const MOMENT = {
  noteId: 'note-1',
  noteTitle: 'Korean lunch vlog',
  sentenceId: 3,
  start: 83.4,
  end: 86,
  ytId: 'abcdefghijk',
};

export const vocab = (id: string, change: Partial<Vocab> = {}): Vocab => ({
  id,
  word: '먹었어요',
  lemma: '먹다',
  pos: 'verb',
  language: 'ko',
  translation: 'manger',
  translationLanguage: 'fr',
  status: 'learning',
  learningLevel: 2,
  isSaved: true,
  savedAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  contexts: [
    {
      id: `c-${id}`,
      text: '밥을 먹었어요',
      ...MOMENT,
    },
  ],
  review: null,
  ...change,
});

export const sentence = (id: string, change: Partial<Sentence> = {}): Sentence => ({
  id,
  text: '밥을 먹었어요',
  meaning: "J'ai mangé",
  language: 'ko',
  translationLanguage: 'fr',
  ...MOMENT,
  isSaved: true,
  savedAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  review: null,
  ...change,
});

export type Call = { method: string; url: URL; body: unknown };
type Answer = { status?: number; entity?: unknown; message?: string } | undefined;

/** Stubs fetch: `answer` sees each call and says what the server returns; every call is recorded. */
export function stubServer(answer: (call: Call) => Answer) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url: new URL(input),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const reply = answer(call) ?? { status: 404, message: 'Not found' };
      const status = reply.status ?? 200;
      return new Response(JSON.stringify(status < 400 ? { entity: reply.entity } : { message: reply.message }), {
        status,
      });
    }),
  );
  return calls;
}

/**
 * Renders `page` at `path` in a router that knows the links the pages make, with the profile already loaded;
 * `entry` is the address opened first when it is not `path` itself (a route path with a locale or a query).
 */
export async function renderPage(page: () => ReactNode, path: string, locale = 'en', entry = path) {
  window.scrollTo = () => {};
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['profile'], PROFILE);
  const root = createRootRoute({ component: Outlet });
  const route = (p: string, component: () => ReactNode = () => null) =>
    createRoute({ getParentRoute: () => root, path: p, component });
  const router = createRouter({
    routeTree: root.addChildren([
      route(path, page),
      route('/{-$locale}/notes/$noteId'),
      route('/{-$locale}/create-note'),
      route('/{-$locale}/library'),
    ]),
    history: createMemoryHistory({ initialEntries: [entry] }),
  });
  await router.load();
  await loadLocale(locale);
  const view = render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={createI18n(locale)}>
        <RouterProvider router={router as never} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, client, router };
}
