import { createRoute, redirect, type RouteComponent } from '@tanstack/react-router';
import { BILLING_CYCLES, type BillingCycle, PLAN_IDS, type PlanId } from '../../common/plans.ts';
import { materialQuery } from '../features/notes/material/material-api.ts';
import { noteQuery } from '../features/notes/note-api.ts';
import { noteWordStatusQuery } from '../features/notes/view/word-status-api.ts';
import { profileQuery, sessionQuery } from '../lib/session.ts';
import { authSearch, localeRoute } from './base.tsx';
import {
  AppLayout,
  CheckoutStartPage,
  DictionaryPage,
  GoalWizardPage,
  InvitationPage,
  NotePage,
  OnboardingPage,
  PracticePage,
  preloading,
  QuizPage,
  TeamPage,
} from './pages.tsx';

/** Pages behind sign-in: a signed-out visitor goes to sign-in and comes back after. */
export const appRoute = createRoute({
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

export const appPage = <TPath extends string>(path: TPath, component: RouteComponent) =>
  createRoute({ getParentRoute: () => appRoute, path, component });
export const onboardingRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'onboarding',
  validateSearch: authSearch,
  component: OnboardingPage,
});
export const teamRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'team/$teamId',
  component: preloading(function TeamRoute() {
    const { teamId } = teamRoute.useParams();
    return <TeamPage key={teamId} teamId={teamId} />;
  }, TeamPage),
});
/** The link in a team invitation's e-mail; a signed-out visitor signs in (or up) and comes back here. */
export const invitationRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'team/invitation/$invitationId',
  component: preloading(function InvitationRoute() {
    const { invitationId } = invitationRoute.useParams();
    return <InvitationPage key={invitationId} invitationId={invitationId} />;
  }, InvitationPage),
});
export const noteRoute = createRoute({
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
    return <NotePage noteId={noteId} at={t} playlistId={playlistId} playlistNoteId={playlistNoteId} />;
  }, NotePage),
});
/** `/notes/$noteId/practice`: chat and call with the AI tutor about the note (ADR 36). */
export const practiceRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'notes/$noteId/practice',
  component: preloading(function PracticeRoute() {
    const { noteId } = practiceRoute.useParams();
    return <PracticePage key={noteId} noteId={noteId} />;
  }, PracticePage),
});
/** The goal wizard (ADR 33); the playlists pages link here. */
export const goalWizardRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'playlists/$playlistId/goal',
  component: preloading(function GoalWizardRoute() {
    const { playlistId } = goalWizardRoute.useParams();
    return <GoalWizardPage key={playlistId} playlistId={playlistId} />;
  }, GoalWizardPage),
});
export const quizRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'quiz',
  validateSearch: (search: Record<string, unknown>): { noteId?: string } =>
    typeof search.noteId === 'string' ? { noteId: search.noteId } : {},
  component: preloading(function QuizRoute() {
    const { noteId } = quizRoute.useSearch();
    return <QuizPage key={noteId ?? 'saved'} noteId={noteId} />;
  }, QuizPage),
});
export const dictionaryRoute = createRoute({
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

/** `/checkout?planId&billingCycle`: the pricing page's plan links; anything else goes back to pricing. */
export const checkoutRoute = createRoute({
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
