import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createI18n, loadLocale } from '../i18n/index.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { createAppRouter } from '../router.tsx';

/** Renders one public page to HTML at build time (landing, pricing, legal), so it paints before the bundle loads. */
export async function render(url: string, locale: string): Promise<string> {
  await loadLocale(locale, undefined, { publicPages: true });
  const i18n = createI18n(locale);
  const queryClient = createQueryClient(i18n);
  const router = createAppRouter(queryClient, i18n, createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
