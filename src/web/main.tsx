import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { DEFAULT_LOCALE, isUiLocale } from '../common/languages.ts';
import { createI18n, loadLocale } from './i18n/index.ts';
import { createQueryClient } from './lib/query-client.ts';
import { createAppRouter } from './router.tsx';
import './styles.css';

// The page's locale (its first path segment) is fetched before the first render, so nothing flashes in English.
const segment = window.location.pathname.split('/')[1] ?? '';
const locale = isUiLocale(segment) ? segment : DEFAULT_LOCALE;
await loadLocale(locale);
const i18n = createI18n(locale);
const queryClient = createQueryClient(i18n);
const router = createAppRouter(queryClient, i18n);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>
  </StrictMode>,
);
