import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { i18n as I18n } from 'i18next';
import { localeParam } from './lib/locale.ts';
import {
  appPage,
  appRoute,
  checkoutRoute,
  dictionaryRoute,
  goalWizardRoute,
  invitationRoute,
  noteRoute,
  onboardingRoute,
  practiceRoute,
  quizRoute,
  teamRoute,
} from './routes/app-routes.tsx';
import { localeRoute, page, rootRoute } from './routes/base.tsx';
import {
  AdminOverviewPage,
  AdminPlaylistsPage,
  AdminUsersPage,
  AdminWaitlistPage,
  BillingPage,
  CheckoutConfirmationPage,
  CreateNotePage,
  DashboardPage,
  LandingPage,
  LibraryPage,
  PaymentHistoryPage,
  PlaylistsPage,
  PricingPage,
  PrivacyPage,
  ProfilePage,
  ReviewPage,
  SavedSentencesPage,
  SubscriptionPage,
  TasksPage,
  ClipsPage,
  TeamsPage,
  TermsPage,
} from './routes/pages.tsx';
import {
  forgotPasswordRoute,
  playlistRoute,
  resetPasswordRoute,
  sharedListRoute,
  sharedNoteRoute,
  signInRoute,
  signUpRoute,
  waitlistConfirmRoute,
  waitlistRoute,
} from './routes/public-routes.tsx';

export type { RouterContext } from './routes/base.tsx';

/*
 * The route tree. routes/base.tsx: the root, the locale prefix and public pages' strings; routes/public-routes.tsx:
 * pages anyone may open; routes/app-routes.tsx: pages behind sign-in; routes/pages.tsx: each page's lazy chunk.
 */
const routeTree = rootRoute.addChildren([
  localeRoute.addChildren([
    page('/', LandingPage),
    page('pricing', PricingPage),
    page('privacy', PrivacyPage),
    page('terms', TermsPage),
    sharedNoteRoute,
    sharedListRoute,
    signInRoute,
    signUpRoute,
    forgotPasswordRoute,
    resetPasswordRoute,
    waitlistRoute,
    waitlistConfirmRoute,
    playlistRoute,
    appRoute.addChildren([
      appPage('dashboard', DashboardPage),
      onboardingRoute,
      appPage('profile', ProfilePage),
      appPage('tasks', TasksPage),
      appPage('team', TeamsPage),
      teamRoute,
      invitationRoute,
      appPage('billing', BillingPage),
      appPage('subscriptions', SubscriptionPage),
      appPage('payment-history', PaymentHistoryPage),
      checkoutRoute,
      appPage('checkout/confirmation', CheckoutConfirmationPage),
      appPage('library', LibraryPage),
      appPage('playlists', PlaylistsPage),
      appPage('create-note', CreateNotePage),
      appPage('clips', ClipsPage),
      noteRoute,
      practiceRoute,
      goalWizardRoute,
      dictionaryRoute,
      appPage('sentences', SavedSentencesPage),
      appPage('review', ReviewPage),
      quizRoute,
      appPage('admin', AdminOverviewPage),
      appPage('admin/users', AdminUsersPage),
      appPage('admin/waitlist', AdminWaitlistPage),
      appPage('admin/playlists', AdminPlaylistsPage),
    ]),
  ]),
]);

/** With a memory history (prerendering) there is no scroll to restore, and its inline script would break the CSP. */
export function createAppRouter(queryClient: QueryClient, i18n: I18n, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { queryClient, i18n },
    history,
    defaultPreload: 'intent',
    scrollRestoration: !history,
  });
}

export { localeParam };

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
