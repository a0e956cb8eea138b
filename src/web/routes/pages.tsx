import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';

/*
 * Every page is its own chunk, fetched when its route matches (or on hover, with `defaultPreload`):
 * the entry holds only the router, the layouts and the not-found page, so no page pays for another.
 */
const lazyPage = lazyRouteComponent;
export const LandingPage = lazyPage(() => import('../features/landing/LandingPage.tsx'), 'LandingPage');
export const PricingPage = lazyPage(() => import('../features/landing/PricingPage.tsx'), 'PricingPage');
export const PrivacyPage = lazyPage(() => import('../features/legal/PrivacyPage.tsx'), 'PrivacyPage');
export const TermsPage = lazyPage(() => import('../features/legal/TermsPage.tsx'), 'TermsPage');
export const SignInPage = lazyPage(() => import('../features/auth/SignInPage.tsx'), 'SignInPage');
export const SignUpPage = lazyPage(() => import('../features/auth/SignUpPage.tsx'), 'SignUpPage');
export const ForgotPasswordPage = lazyPage(
  () => import('../features/auth/ForgotPasswordPage.tsx'),
  'ForgotPasswordPage',
);
export const ResetPasswordPage = lazyPage(() => import('../features/auth/ResetPasswordPage.tsx'), 'ResetPasswordPage');
export const WaitlistPage = lazyPage(() => import('../features/waitlist/WaitlistPage.tsx'), 'WaitlistPage');
export const WaitlistConfirmPage = lazyPage(
  () => import('../features/waitlist/WaitlistConfirmPage.tsx'),
  'WaitlistConfirmPage',
);
export const AppLayout = lazyPage(() => import('../features/shell/AppLayout.tsx'), 'AppLayout');
export const DashboardPage = lazyPage(() => import('../features/dashboard/DashboardPage.tsx'), 'DashboardPage');
export const OnboardingPage = lazyPage(() => import('../features/onboarding/OnboardingPage.tsx'), 'OnboardingPage');
export const ProfilePage = lazyPage(() => import('../features/profile/ProfilePage.tsx'), 'ProfilePage');
export const CreateNotePage = lazyPage(() => import('../features/notes/create/CreateNotePage.tsx'), 'CreateNotePage');
/** The note page and the light buttons other features add to its header (note-page.tsx). */
export const NotePage = lazyPage(() => import('./note-page.tsx'), 'NotePage');
export const LibraryPage = lazyPage(() => import('../features/library/LibraryPage.tsx'), 'LibraryPage');
export const DictionaryPage = lazyPage(() => import('../features/dictionary/DictionaryPage.tsx'), 'DictionaryPage');
export const SavedSentencesPage = lazyPage(
  () => import('../features/saved-sentences/SavedSentencesPage.tsx'),
  'SavedSentencesPage',
);
export const ReviewPage = lazyPage(() => import('../features/review/ReviewPage.tsx'), 'ReviewPage');
export const QuizPage = lazyPage(() => import('../features/quiz/QuizPage.tsx'), 'QuizPage');
export const BillingPage = lazyPage(() => import('../features/billing/BillingPage.tsx'), 'BillingPage');
export const PaymentHistoryPage = lazyPage(
  () => import('../features/billing/PaymentHistoryPage.tsx'),
  'PaymentHistoryPage',
);
export const CheckoutStartPage = lazyPage(
  () => import('../features/billing/CheckoutStartPage.tsx'),
  'CheckoutStartPage',
);
export const CheckoutConfirmationPage = lazyPage(
  () => import('../features/billing/CheckoutConfirmationPage.tsx'),
  'CheckoutConfirmationPage',
);
export const AdminOverviewPage = lazyPage(() => import('../features/admin/AdminOverviewPage.tsx'), 'AdminOverviewPage');
export const TasksPage = lazyPage(() => import('../features/tasks/TasksPage.tsx'), 'TasksPage');
export const ClipsPage = lazyPage(() => import('../features/clips/ClipsPage.tsx'), 'ClipsPage');
export const TeamsPage = lazyPage(() => import('../features/team/TeamsPage.tsx'), 'TeamsPage');
export const TeamPage = lazyPage(() => import('../features/team/TeamPage.tsx'), 'TeamPage');
export const GoalWizardPage = lazyPage(() => import('../features/goals/GoalWizardPage.tsx'), 'GoalWizardPage');
export const InvitationPage = lazyPage(() => import('../features/team/InvitationPage.tsx'), 'InvitationPage');
export const PlaylistsPage = lazyPage(() => import('../features/playlists/PlaylistsPage.tsx'), 'PlaylistsPage');
export const AdminPlaylistsPage = lazyPage(
  () => import('../features/playlists/AdminPlaylistsPage.tsx'),
  'AdminPlaylistsPage',
);
export const PlaylistPage = lazyPage(() => import('../features/playlists/PlaylistPage.tsx'), 'PlaylistPage');
export const SharedNotePage = lazyPage(() => import('../features/sharing/SharedNotePage.tsx'), 'SharedNotePage');
export const SharedListPage = lazyPage(() => import('../features/sharing/SharedListPage.tsx'), 'SharedListPage');
export const SubscriptionPage = lazyPage(
  () => import('../features/subscriptions/SubscriptionPage.tsx'),
  'SubscriptionPage',
);
export const PracticePage = lazyPage(() => import('../features/ai-chat/PracticePage.tsx'), 'PracticePage');
export const AdminUsersPage = lazyPage(() => import('../features/admin/AdminUsersPage.tsx'), 'AdminUsersPage');
export const AdminWaitlistPage = lazyPage(() => import('../features/admin/AdminWaitlistPage.tsx'), 'AdminWaitlistPage');

/** A wrapper that passes route params on preloads the page it draws, so the router waits for it before rendering. */
export function preloading<TProps>(wrapper: (props: TProps) => React.ReactNode, page: Pick<RouteComponent, 'preload'>) {
  return Object.assign(wrapper, { preload: page.preload });
}
