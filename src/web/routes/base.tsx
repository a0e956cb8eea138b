import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  notFound,
  redirect,
  type RouteComponent,
} from '@tanstack/react-router';
import type { i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE, isUiLocale } from '../../common/languages.ts';
import { LocaleLayout } from '../features/shell/LocaleLayout.tsx';
import { NotFoundPage } from '../features/shell/NotFoundPage.tsx';
import { RootLayout } from '../features/shell/RootLayout.tsx';
import { loadLocale } from '../i18n/index.ts';

/** `i18n`: the app's instance, which routes fill with the strings their pages need before rendering. */
export type RouterContext = { queryClient: QueryClient; i18n: I18n };

/** The search param `redirect` (where to go after signing in), kept only when it is a string. */
export const authSearch = (search: Record<string, unknown>): { redirect?: string } =>
  typeof search.redirect === 'string' ? { redirect: search.redirect } : {};

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

/** `/{-$locale}`: no prefix for en, `/fr`, `/ko`, … for the others; anything else is not found. */
export const localeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '{-$locale}',
  beforeLoad: async ({ params, location, context }) => {
    const { locale } = params as { locale?: string };
    if (locale === undefined) return;
    if (locale === 'en') throw redirect({ href: location.href.replace(/^\/en(?=\/|$)/, '') || '/', replace: true });
    if (!isUiLocale(locale)) throw notFound();
    // A locale's strings arrive before its first page renders (LocaleLayout switches to them).
    await loadLocale(locale ?? DEFAULT_LOCALE, context.i18n);
  },
  component: LocaleLayout,
  notFoundComponent: NotFoundPage,
});

/** The strings of a public page, its header's and footer's included (they are not in the English bundle). */
export const publicTexts = (params: { locale?: string }, context: RouterContext) =>
  loadLocale(params.locale ?? DEFAULT_LOCALE, context.i18n, { publicPages: true });

/** A public page (landing, pricing, legal): its long texts are fetched with it, not bundled. */
export const page = <TPath extends string>(path: TPath, component: RouteComponent) =>
  createRoute({
    getParentRoute: () => localeRoute,
    path,
    component,
    beforeLoad: ({ params, context }) => publicTexts(params, context),
  });
