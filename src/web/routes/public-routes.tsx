import { createRoute, notFound } from '@tanstack/react-router';
import { isLearningLanguage } from '../../common/languages.ts';
import { authSearch, localeRoute, publicTexts } from './base.tsx';
import {
  ForgotPasswordPage,
  PlaylistPage,
  preloading,
  ResetPasswordPage,
  SharedListPage,
  SharedNotePage,
  SignInPage,
  SignUpPage,
  WaitlistConfirmPage,
  WaitlistPage,
} from './pages.tsx';

/* The pages anyone may open, signed in or not (beside the prerendered ones in router.tsx). */

/**
 * A shared note's public page (issue 14), signed in or not; the server renders this path's head for link
 * previews, so the path is fixed. `save`: back from signing up to save the note to the new library.
 */
export const sharedNoteRoute = createRoute({
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
export const sharedListRoute = createRoute({
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

export const signInRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'sign-in',
  validateSearch: authSearch,
  component: SignInPage,
});
export const signUpRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'sign-up',
  validateSearch: authSearch,
  component: SignUpPage,
});

export const forgotPasswordRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'forgot-password',
  component: ForgotPasswordPage,
});
/** Better Auth redirects a mailed link here with `?token=` (good) or `?error=INVALID_TOKEN` (spent or expired). */
export const resetPasswordRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'reset-password',
  validateSearch: (search: Record<string, unknown>): { token?: string; error?: string } => ({
    ...(typeof search.token === 'string' ? { token: search.token } : {}),
    ...(typeof search.error === 'string' ? { error: search.error } : {}),
  }),
  component: ResetPasswordPage,
});

/** `/waitlist?ref=<referral id>`: joining signed out, the person's place while their account waits (ADR 23). */
export const waitlistRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'waitlist',
  validateSearch: (search: Record<string, unknown>): { ref?: string } =>
    typeof search.ref === 'string' && search.ref.length <= 100 ? { ref: search.ref } : {},
  component: preloading(function WaitlistRoute() {
    return <WaitlistPage referralId={waitlistRoute.useSearch().ref} />;
  }, WaitlistPage),
});

/** `/waitlist/confirm?token=`: the link mailed when an address joins; opening it confirms the address. */
export const waitlistConfirmRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'waitlist/confirm',
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token.length <= 200 ? { token: search.token } : {},
  component: preloading(function WaitlistConfirmRoute() {
    return <WaitlistConfirmPage token={waitlistConfirmRoute.useSearch().token} />;
  }, WaitlistConfirmPage),
});

/** `/playlists/$playlistId`: public (a library playlist reads signed out, with "Sign in to study"). */
export const playlistRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'playlists/$playlistId',
  beforeLoad: ({ params, context }) => publicTexts(params, context),
  component: preloading(function PlaylistRoute() {
    const { playlistId } = playlistRoute.useParams();
    return <PlaylistPage key={playlistId} playlistId={playlistId} />;
  }, PlaylistPage),
});
