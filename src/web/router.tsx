import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  notFound,
  redirect,
  type RouterHistory,
} from '@tanstack/react-router';
import { z } from 'zod';
import { isUiLocale } from '../common/languages.ts';
import { AppLayout } from './features/shell/AppLayout.tsx';
import { ComingSoonPage } from './features/shell/ComingSoonPage.tsx';
import type { ComingSoonSection } from './features/shell/nav-items.ts';
import { NotFoundPage } from './features/shell/NotFoundPage.tsx';
import { RootLayout } from './features/shell/RootLayout.tsx';
import { LocaleLayout } from './features/shell/LocaleLayout.tsx';
import { LandingPage } from './features/landing/LandingPage.tsx';
import { PricingPage } from './features/landing/PricingPage.tsx';
import { PrivacyPage } from './features/legal/PrivacyPage.tsx';
import { TermsPage } from './features/legal/TermsPage.tsx';
import { SignInPage } from './features/auth/SignInPage.tsx';
import { SignUpPage } from './features/auth/SignUpPage.tsx';
import { DashboardPage } from './features/dashboard/DashboardPage.tsx';
import { OnboardingPage } from './features/onboarding/OnboardingPage.tsx';
import { ProfilePage } from './features/profile/ProfilePage.tsx';
import { CreateNotePage } from './features/notes/create/CreateNotePage.tsx';
import { NoteViewPage } from './features/notes/view/NoteViewPage.tsx';
import { LibraryPage } from './features/library/LibraryPage.tsx';
import { SavedWordsPage } from './features/saved-words/SavedWordsPage.tsx';
import { SavedSentencesPage } from './features/saved-sentences/SavedSentencesPage.tsx';
import { ReviewPage } from './features/review/ReviewPage.tsx';
import { QuizPage } from './features/quiz/QuizPage.tsx';
import { localeParam } from './lib/locale.ts';
import { profileQuery, sessionQuery } from './lib/session.ts';

export type RouterContext = { queryClient: QueryClient };

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

/** `/{-$locale}`: no prefix for en, `/fr`, `/ko`, … for the others; anything else is not found. */
const localeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '{-$locale}',
  beforeLoad: ({ params, location }) => {
    const { locale } = params as { locale?: string };
    if (locale === undefined) return;
    if (locale === 'en') throw redirect({ href: location.href.replace(/^\/en(?=\/|$)/, '') || '/', replace: true });
    if (!isUiLocale(locale)) throw notFound();
  },
  component: LocaleLayout,
  notFoundComponent: NotFoundPage,
});

const page = <TPath extends string>(path: TPath, component: () => React.ReactNode) =>
  createRoute({ getParentRoute: () => localeRoute, path, component });

const authSearch = z.object({ redirect: z.string().optional() });
const signInRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'sign-in',
  validateSearch: authSearch,
  component: SignInPage,
});
const signUpRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'sign-up',
  validateSearch: authSearch,
  component: SignUpPage,
});

/** Pages behind sign-in: a signed-out visitor goes to sign-in and comes back after. */
const appRoute = createRoute({
  getParentRoute: () => localeRoute,
  id: 'app',
  beforeLoad: async ({ context, location, params }) => {
    const session = await context.queryClient.ensureQueryData(sessionQuery);
    const locale = (params as { locale?: string }).locale;
    if (!session) {
      throw redirect({ to: '/{-$locale}/sign-in', params: { locale }, search: { redirect: location.href } });
    }
    const profile = await context.queryClient.ensureQueryData(profileQuery);
    const onOnboarding = /\/onboarding$/.test(location.pathname);
    if (!profile.onBoarded && !onOnboarding) throw redirect({ to: '/{-$locale}/onboarding', params: { locale } });
  },
  component: AppLayout,
});

const appPage = <TPath extends string>(path: TPath, component: () => React.ReactNode) =>
  createRoute({ getParentRoute: () => appRoute, path, component });
const noteRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'notes/$noteId',
  // `t`: a moment in seconds (a saved word's or sentence's context) to open the note at.
  validateSearch: z.object({ t: z.coerce.number().min(0).optional().catch(undefined) }),
  component: function NoteRoute() {
    const { noteId } = noteRoute.useParams();
    const { t } = noteRoute.useSearch();
    return <NoteViewPage key={noteId} noteId={noteId} at={t} />;
  },
});
const quizRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'quiz',
  validateSearch: z.object({ noteId: z.string().optional() }),
  component: function QuizRoute() {
    const { noteId } = quizRoute.useSearch();
    return <QuizPage key={noteId ?? 'saved'} noteId={noteId} />;
  },
});
const comingSoon = <TPath extends string>(path: TPath, section: ComingSoonSection) =>
  appPage(path, () => <ComingSoonPage section={section} />);

const routeTree = rootRoute.addChildren([
  localeRoute.addChildren([
    page('/', LandingPage),
    page('pricing', PricingPage),
    page('privacy', PrivacyPage),
    page('terms', TermsPage),
    signInRoute,
    signUpRoute,
    appRoute.addChildren([
      appPage('dashboard', DashboardPage),
      appPage('onboarding', OnboardingPage),
      appPage('profile', ProfilePage),
      comingSoon('tasks', 'tasks'),
      comingSoon('team', 'team'),
      comingSoon('billing', 'billing'),
      comingSoon('subscriptions', 'subscriptions'),
      comingSoon('payment-history', 'paymentHistory'),
      appPage('library', LibraryPage),
      appPage('create-note', CreateNotePage),
      noteRoute,
      appPage('dictionary', SavedWordsPage),
      appPage('sentences', SavedSentencesPage),
      appPage('review', ReviewPage),
      quizRoute,
    ]),
  ]),
]);

/** With a memory history (prerendering) there is no scroll to restore, and its inline script would break the CSP. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { queryClient },
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
