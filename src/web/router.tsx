import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  notFound,
  redirect,
  type RouteComponent,
  type RouterHistory,
} from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { DEFAULT_LOCALE, isLearningLanguage, isUiLocale } from '../common/languages.ts';
import { BILLING_CYCLES, type BillingCycle, PLAN_IDS, type PlanId } from '../common/plans.ts';
import { materialQuery } from './features/notes/material/material-api.ts';
import { noteQuery } from './features/notes/note-api.ts';
import { noteWordStatusQuery } from './features/notes/view/word-status-api.ts';
import { NotFoundPage } from './features/shell/NotFoundPage.tsx';
import { RootLayout } from './features/shell/RootLayout.tsx';
import { LocaleLayout } from './features/shell/LocaleLayout.tsx';
import { loadLocale } from './i18n/index.ts';
import { localeParam } from './lib/locale.ts';
import { profileQuery, sessionQuery } from './lib/session.ts';

/** `i18n`: the app's instance, which routes fill with the strings their pages need before rendering. */
export type RouterContext = { queryClient: QueryClient; i18n: I18n };

/*
 * Every page is its own chunk, fetched when its route matches (or on hover, with `defaultPreload`):
 * the entry holds only the router, the layouts and the not-found page, so no page pays for another.
 */
const lazyPage = lazyRouteComponent;
const LandingPage = lazyPage(() => import('./features/landing/LandingPage.tsx'), 'LandingPage');
const PricingPage = lazyPage(() => import('./features/landing/PricingPage.tsx'), 'PricingPage');
const PrivacyPage = lazyPage(() => import('./features/legal/PrivacyPage.tsx'), 'PrivacyPage');
const TermsPage = lazyPage(() => import('./features/legal/TermsPage.tsx'), 'TermsPage');
const SignInPage = lazyPage(() => import('./features/auth/SignInPage.tsx'), 'SignInPage');
const SignUpPage = lazyPage(() => import('./features/auth/SignUpPage.tsx'), 'SignUpPage');
const ForgotPasswordPage = lazyPage(() => import('./features/auth/ForgotPasswordPage.tsx'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('./features/auth/ResetPasswordPage.tsx'), 'ResetPasswordPage');
const WaitlistPage = lazyPage(() => import('./features/waitlist/WaitlistPage.tsx'), 'WaitlistPage');
const WaitlistConfirmPage = lazyPage(
  () => import('./features/waitlist/WaitlistConfirmPage.tsx'),
  'WaitlistConfirmPage',
);
const AppLayout = lazyPage(() => import('./features/shell/AppLayout.tsx'), 'AppLayout');
const DashboardPage = lazyPage(() => import('./features/dashboard/DashboardPage.tsx'), 'DashboardPage');
const OnboardingPage = lazyPage(() => import('./features/onboarding/OnboardingPage.tsx'), 'OnboardingPage');
const ProfilePage = lazyPage(() => import('./features/profile/ProfilePage.tsx'), 'ProfilePage');
const CreateNotePage = lazyPage(() => import('./features/notes/create/CreateNotePage.tsx'), 'CreateNotePage');
const NoteViewPage = lazyPage(() => import('./features/notes/view/NoteViewPage.tsx'), 'NoteViewPage');
const LibraryPage = lazyPage(() => import('./features/library/LibraryPage.tsx'), 'LibraryPage');
const DictionaryPage = lazyPage(() => import('./features/dictionary/DictionaryPage.tsx'), 'DictionaryPage');
const SavedSentencesPage = lazyPage(
  () => import('./features/saved-sentences/SavedSentencesPage.tsx'),
  'SavedSentencesPage',
);
const ReviewPage = lazyPage(() => import('./features/review/ReviewPage.tsx'), 'ReviewPage');
const QuizPage = lazyPage(() => import('./features/quiz/QuizPage.tsx'), 'QuizPage');
const BillingPage = lazyPage(() => import('./features/billing/BillingPage.tsx'), 'BillingPage');
const PaymentHistoryPage = lazyPage(() => import('./features/billing/PaymentHistoryPage.tsx'), 'PaymentHistoryPage');
const CheckoutStartPage = lazyPage(() => import('./features/billing/CheckoutStartPage.tsx'), 'CheckoutStartPage');
const CheckoutConfirmationPage = lazyPage(
  () => import('./features/billing/CheckoutConfirmationPage.tsx'),
  'CheckoutConfirmationPage',
);
const AdminOverviewPage = lazyPage(() => import('./features/admin/AdminOverviewPage.tsx'), 'AdminOverviewPage');
const TasksPage = lazyPage(() => import('./features/tasks/TasksPage.tsx'), 'TasksPage');
const TeamsPage = lazyPage(() => import('./features/team/TeamsPage.tsx'), 'TeamsPage');
const TeamPage = lazyPage(() => import('./features/team/TeamPage.tsx'), 'TeamPage');
const GoalWizardPage = lazyPage(() => import('./features/goals/GoalWizardPage.tsx'), 'GoalWizardPage');
const InvitationPage = lazyPage(() => import('./features/team/InvitationPage.tsx'), 'InvitationPage');
/** The note page's "Share to team": its own chunk, so the note page carries nothing of the team area. */
const ShareToTeamButton = lazy(() =>
  import('./features/team/ShareToTeamButton.tsx').then((m) => ({ default: m.ShareToTeamButton })),
);
const PlaylistsPage = lazyPage(() => import('./features/playlists/PlaylistsPage.tsx'), 'PlaylistsPage');
const AdminPlaylistsPage = lazyPage(() => import('./features/playlists/AdminPlaylistsPage.tsx'), 'AdminPlaylistsPage');
const PlaylistPage = lazyPage(() => import('./features/playlists/PlaylistPage.tsx'), 'PlaylistPage');
/** The note page's "Add to playlist" and its place in a playlist: one chunk of their own. */
const AddToPlaylistButton = lazy(() =>
  import('./features/playlists/NotePlaylistActions.tsx').then((m) => ({ default: m.AddToPlaylistButton })),
);
const PlaylistContextBar = lazy(() =>
  import('./features/playlists/NotePlaylistActions.tsx').then((m) => ({ default: m.PlaylistContextBar })),
);
/** The note page's "Share" (a public link): its own chunk too, with Radix's dialog. */
const ShareLinkButton = lazy(() =>
  import('./features/sharing/ShareLinkDialog.tsx').then((m) => ({ default: m.ShareLinkButton })),
);
const SharedNotePage = lazyPage(() => import('./features/sharing/SharedNotePage.tsx'), 'SharedNotePage');
const SharedListPage = lazyPage(() => import('./features/sharing/SharedListPage.tsx'), 'SharedListPage');
const SubscriptionPage = lazyPage(() => import('./features/subscriptions/SubscriptionPage.tsx'), 'SubscriptionPage');
const AdminUsersPage = lazyPage(() => import('./features/admin/AdminUsersPage.tsx'), 'AdminUsersPage');
const AdminWaitlistPage = lazyPage(() => import('./features/admin/AdminWaitlistPage.tsx'), 'AdminWaitlistPage');

/** A wrapper that passes route params on preloads the page it draws, so the router waits for it before rendering. */
function preloading<TProps>(wrapper: (props: TProps) => React.ReactNode, page: Pick<RouteComponent, 'preload'>) {
  return Object.assign(wrapper, { preload: page.preload });
}

/** The search param `redirect` (where to go after signing in), kept only when it is a string. */
const authSearch = (search: Record<string, unknown>): { redirect?: string } =>
  typeof search.redirect === 'string' ? { redirect: search.redirect } : {};

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

/** `/{-$locale}`: no prefix for en, `/fr`, `/ko`, … for the others; anything else is not found. */
const localeRoute = createRoute({
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
const publicTexts = (params: { locale?: string }, context: RouterContext) =>
  loadLocale(params.locale ?? DEFAULT_LOCALE, context.i18n, { publicPages: true });

/** A public page (landing, pricing, legal): its long texts are fetched with it, not bundled. */
const page = <TPath extends string>(path: TPath, component: RouteComponent) =>
  createRoute({
    getParentRoute: () => localeRoute,
    path,
    component,
    beforeLoad: ({ params, context }) => publicTexts(params, context),
  });

/**
 * A shared note's public page (issue 14), signed in or not; the server renders this path's head for link
 * previews, so the path is fixed. `save`: back from signing up to save the note to the new library.
 */
const sharedNoteRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'shared/note/$noteId',
  validateSearch: (search: Record<string, unknown>): { save?: true } =>
    search.save === 1 || search.save === '1' || search.save === true ? { save: true } : {},
  beforeLoad: ({ params, context }) => publicTexts(params, context),
  component: preloading(function SharedNoteRoute() {
    const { noteId } = sharedNoteRoute.useParams();
    const { save } = sharedNoteRoute.useSearch();
    return <SharedNotePage key={noteId} noteId={noteId} save={save} />;
  }, SharedNotePage),
});

/** The shared notes of one learning language; any other code is not found. */
const sharedListRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'shared/$langCode',
  beforeLoad: ({ params, context }) => {
    if (!isLearningLanguage(params.langCode)) throw notFound();
    return publicTexts(params, context);
  },
  component: preloading(function SharedListRoute(): React.ReactNode {
    const { langCode } = sharedListRoute.useParams();
    return isLearningLanguage(langCode) ? <SharedListPage key={langCode} langCode={langCode} /> : null;
  }, SharedListPage),
});

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

const forgotPasswordRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'forgot-password',
  component: ForgotPasswordPage,
});
/** Better Auth redirects a mailed link here with `?token=` (good) or `?error=INVALID_TOKEN` (spent or expired). */
const resetPasswordRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'reset-password',
  validateSearch: (search: Record<string, unknown>): { token?: string; error?: string } => ({
    ...(typeof search.token === 'string' ? { token: search.token } : {}),
    ...(typeof search.error === 'string' ? { error: search.error } : {}),
  }),
  component: ResetPasswordPage,
});

/** `/waitlist?ref=<referral id>`: joining signed out, the person's place while their account waits (ADR 23). */
const waitlistRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'waitlist',
  validateSearch: (search: Record<string, unknown>): { ref?: string } =>
    typeof search.ref === 'string' && search.ref.length <= 100 ? { ref: search.ref } : {},
  component: preloading(function WaitlistRoute() {
    return <WaitlistPage referralId={waitlistRoute.useSearch().ref} />;
  }, WaitlistPage),
});

/** `/waitlist/confirm?token=`: the link mailed when an address joins; opening it confirms the address. */
const waitlistConfirmRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'waitlist/confirm',
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token.length <= 200 ? { token: search.token } : {},
  component: preloading(function WaitlistConfirmRoute() {
    return <WaitlistConfirmPage token={waitlistConfirmRoute.useSearch().token} />;
  }, WaitlistConfirmPage),
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
    // An account still on the waitlist may use nothing else (the server answers 403 anyway).
    if (profile.waitlisted) throw redirect({ to: '/{-$locale}/waitlist', params: { locale } });
    const onOnboarding = /\/onboarding$/.test(location.pathname);
    // The page asked for (a team invitation's link, say) opens once onboarding is done.
    if (!profile.onBoarded && !onOnboarding) {
      const back = /\/dashboard$/.test(location.pathname) ? {} : { redirect: location.href };
      throw redirect({ to: '/{-$locale}/onboarding', params: { locale }, search: back });
    }
  },
  component: AppLayout,
});

const appPage = <TPath extends string>(path: TPath, component: RouteComponent) =>
  createRoute({ getParentRoute: () => appRoute, path, component });
const onboardingRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'onboarding',
  validateSearch: authSearch,
  component: OnboardingPage,
});
const teamRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'team/$teamId',
  component: preloading(function TeamRoute() {
    const { teamId } = teamRoute.useParams();
    return <TeamPage key={teamId} teamId={teamId} />;
  }, TeamPage),
});
/** The link in a team invitation's e-mail; a signed-out visitor signs in (or up) and comes back here. */
const invitationRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'team/invitation/$invitationId',
  component: preloading(function InvitationRoute() {
    const { invitationId } = invitationRoute.useParams();
    return <InvitationPage key={invitationId} invitationId={invitationId} />;
  }, InvitationPage),
});
const noteRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'notes/$noteId',
  // `t`: a moment in seconds (a saved word's or sentence's context) to open the note at.
  // `playlistId`: the playlist the note was opened from (its place and the way back are shown);
  // `playlistNoteId`: that entry's note (the library's, when this note is the learner's copy), whose
  // daily tasks the page shows (ADR 32, 33).
  validateSearch: (search: Record<string, unknown>): { t?: number; playlistId?: string; playlistNoteId?: string } => {
    const t = Number(search.t);
    const id = (value: unknown) => (typeof value === 'string' && /^[0-9a-f-]{36}$/i.test(value) ? value : undefined);
    const playlistId = id(search.playlistId);
    const playlistNoteId = playlistId ? id(search.playlistNoteId) : undefined;
    return {
      ...(search.t !== undefined && search.t !== '' && Number.isFinite(t) && t >= 0 ? { t } : {}),
      ...(playlistId ? { playlistId } : {}),
      ...(playlistNoteId ? { playlistNoteId } : {}),
    };
  },
  // The note, its word status and its material's state are requested beside the page's chunk rather
  // than after it (one round trip less on a slow link, ADR 12; the server's Link header has usually
  // started them already), so the page's first render has them and is not drawn again when each comes.
  // Not awaited: the page draws its own loading state. Same options as the page's queries.
  loader: ({ context, params }) => {
    const { queryClient } = context;
    void queryClient.prefetchQuery({ ...noteQuery(params.noteId), meta: { silent: true } });
    void queryClient.prefetchQuery(noteWordStatusQuery(params.noteId));
    void queryClient.prefetchQuery(materialQuery(params.noteId));
  },
  component: preloading(function NoteRoute() {
    const { noteId } = noteRoute.useParams();
    const { t, playlistId, playlistNoteId } = noteRoute.useSearch();
    const share = (
      <span className="inline-flex flex-wrap items-center gap-2">
        <Suspense fallback={null}>
          {playlistId && <PlaylistContextBar noteId={noteId} playlistId={playlistId} />}
          <AddToPlaylistButton noteId={noteId} />
          <ShareLinkButton noteId={noteId} />
          <ShareToTeamButton noteId={noteId} />
        </Suspense>
      </span>
    );
    const playlist = playlistId && playlistNoteId ? { playlistId, noteId: playlistNoteId } : undefined;
    return <NoteViewPage key={noteId} noteId={noteId} at={t} actions={share} playlist={playlist} />;
  }, NoteViewPage),
});
/** The goal wizard (ADR 33); the playlists pages link here. */
const goalWizardRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'playlists/$playlistId/goal',
  component: preloading(function GoalWizardRoute() {
    const { playlistId } = goalWizardRoute.useParams();
    return <GoalWizardPage key={playlistId} playlistId={playlistId} />;
  }, GoalWizardPage),
});
const quizRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'quiz',
  validateSearch: (search: Record<string, unknown>): { noteId?: string } =>
    typeof search.noteId === 'string' ? { noteId: search.noteId } : {},
  component: preloading(function QuizRoute() {
    const { noteId } = quizRoute.useSearch();
    return <QuizPage key={noteId ?? 'saved'} noteId={noteId} />;
  }, QuizPage),
});
const dictionaryRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'dictionary',
  // `q` and `lang`: the word looked up (an address to share or go Back to); `view=saved`: the saved words.
  validateSearch: (search: Record<string, unknown>): { q?: string; lang?: string; view?: 'saved' } => ({
    ...(typeof search.q === 'string' && search.q.trim() ? { q: search.q.trim().slice(0, 100) } : {}),
    ...(typeof search.lang === 'string' && /^[a-z]{2}(-[A-Za-z]{2,4})?$/.test(search.lang)
      ? { lang: search.lang }
      : {}),
    ...(search.view === 'saved' ? { view: 'saved' as const } : {}),
  }),
  component: preloading(function DictionaryRoute() {
    return <DictionaryPage {...dictionaryRoute.useSearch()} />;
  }, DictionaryPage),
});
/** `/playlists/$playlistId`: public (a library playlist reads signed out, with "Sign in to study"). */
const playlistRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'playlists/$playlistId',
  beforeLoad: ({ params, context }) =>
    loadLocale((params as { locale?: string }).locale ?? DEFAULT_LOCALE, context.i18n, { publicPages: true }),
  component: preloading(function PlaylistRoute() {
    const { playlistId } = playlistRoute.useParams();
    return <PlaylistPage key={playlistId} playlistId={playlistId} />;
  }, PlaylistPage),
});
/** `/checkout?planId&billingCycle`: the pricing page's plan links; anything else goes back to pricing. */
const checkoutRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'checkout',
  validateSearch: (search: Record<string, unknown>): { planId?: PlanId; billingCycle?: BillingCycle } => ({
    ...(PLAN_IDS.includes(search.planId as PlanId) ? { planId: search.planId as PlanId } : {}),
    ...(BILLING_CYCLES.includes(search.billingCycle as BillingCycle)
      ? { billingCycle: search.billingCycle as BillingCycle }
      : {}),
  }),
  beforeLoad: ({ search, params }) => {
    if (!search.planId || !search.billingCycle) {
      throw redirect({ to: '/{-$locale}/pricing', params: { locale: (params as { locale?: string }).locale } });
    }
  },
  component: preloading(function CheckoutRoute() {
    const { planId, billingCycle } = checkoutRoute.useSearch();
    return <CheckoutStartPage planId={planId!} billingCycle={billingCycle!} />;
  }, CheckoutStartPage),
});
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
      noteRoute,
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
