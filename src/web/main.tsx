import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { DEFAULT_LOCALE, isUiLocale, languageName } from '../common/languages.ts';
import { createI18n, loadLocale } from './i18n/index.ts';
import { cn } from './lib/cn.ts';
import { createQueryClient } from './lib/query-client.ts';
import { createAppRouter } from './router.tsx';
import './styles.css';

/*
 * Each step of the start-up below is a task of its own, and the first render is a transition, which React
 * draws in slices of a few milliseconds: done in one go after the modules' evaluation, they were one task
 * of ~50 ms, ~200 ms on a phone's CPU — most of the note page's blocking time (ADR 12, amendment 5).
 */
// A message, not a timer: a tab opened in the background throttles timers to one a second.
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

// The page's locale (its first path segment) is fetched before the first render, so nothing flashes in English.
const segment = window.location.pathname.split('/')[1] ?? '';
const locale = isUiLocale(segment) ? segment : DEFAULT_LOCALE;
await loadLocale(locale);
await nextTask();
const i18n = createI18n(locale);
const queryClient = createQueryClient(i18n);
const router = createAppRouter(queryClient, i18n);
// The first page's chunks download while its guard reads the session and the profile, not after: on a
// phone's link that is a round trip and a download less before the page can draw (ADR 12). A failure is
// the router's to report when it loads them itself.
for (const route of router.getMatchedRoutes(window.location.pathname)[0]) {
  router.loadRouteChunk(route)?.catch(() => {});
}
await nextTask();
// Set up once, before the first render, what that render would otherwise pay for inside its own task:
// tailwind-merge's class tables (the first `cn`), the locale's language names (the first Intl.DisplayNames)
// and number formats, ~40 ms together on a phone's CPU (×4 in Lighthouse's simulation). Done here, it is
// part of the start-up that precedes the first paint; done in an idle callback, as before, it came after
// the first paint on a fast link (chunks and data preloaded, so no idle time) and made the note page's
// first render a long task that counted as blocking time (ADR 12).
cn('p-0', 'p-1');
languageName('en', locale);
new Intl.NumberFormat(locale, { style: 'percent' }).format(0.5);
await nextTask();

const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  ),
);
