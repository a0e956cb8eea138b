import {
  BookA,
  Clapperboard,
  Brain,
  MessageSquareQuote,
  CreditCard,
  FilePlus2,
  LayoutDashboard,
  Library,
  ListChecks,
  ListVideo,
  Receipt,
  Repeat,
  ShieldCheck,
  Tag,
  Users,
  type LucideIcon,
} from 'lucide-react';

export type NavKey =
  | 'dashboard'
  | 'pricing'
  | 'sentences'
  | 'review'
  | 'team'
  | 'playlists'
  | 'admin'
  | 'billing'
  | 'subscriptions'
  | 'paymentHistory'
  | 'tasks'
  | 'library'
  | 'dictionary'
  | 'createNote'
  | 'clips';
type NavPath =
  | 'dashboard'
  | 'create-note'
  | 'clips'
  | 'library'
  | 'playlists'
  | 'dictionary'
  | 'sentences'
  | 'review'
  | 'tasks'
  | 'team'
  | 'billing'
  | 'subscriptions'
  | 'payment-history'
  | 'pricing'
  | 'admin';
/** `comingSoon`: an entry whose page is not built yet, marked "Soon" in the navigation. */
type NavItem = { key: NavKey; to: `/{-$locale}/${NavPath}`; icon: LucideIcon; comingSoon?: boolean };

/**
 * Spec §2 dashboard navigation, grouped by what the learner is doing: studying or managing the account.
 * `adminOnly` groups are drawn for admins only (the profile's isAdmin); the server refuses others anyway.
 */
export const NAV_GROUPS: { key: 'study' | 'account' | 'admin'; adminOnly?: boolean; items: NavItem[] }[] = [
  {
    key: 'study',
    items: [
      { key: 'dashboard', to: '/{-$locale}/dashboard', icon: LayoutDashboard },
      { key: 'createNote', to: '/{-$locale}/create-note', icon: FilePlus2 },
      { key: 'clips', to: '/{-$locale}/clips', icon: Clapperboard },
      { key: 'library', to: '/{-$locale}/library', icon: Library },
      { key: 'playlists', to: '/{-$locale}/playlists', icon: ListVideo },
      { key: 'review', to: '/{-$locale}/review', icon: Brain },
      { key: 'dictionary', to: '/{-$locale}/dictionary', icon: BookA },
      { key: 'sentences', to: '/{-$locale}/sentences', icon: MessageSquareQuote },
      { key: 'tasks', to: '/{-$locale}/tasks', icon: ListChecks },
    ],
  },
  {
    key: 'account',
    items: [
      { key: 'team', to: '/{-$locale}/team', icon: Users },
      { key: 'billing', to: '/{-$locale}/billing', icon: CreditCard },
      { key: 'subscriptions', to: '/{-$locale}/subscriptions', icon: Repeat },
      { key: 'paymentHistory', to: '/{-$locale}/payment-history', icon: Receipt },
      { key: 'pricing', to: '/{-$locale}/pricing', icon: Tag },
    ],
  },
  { key: 'admin', adminOnly: true, items: [{ key: 'admin', to: '/{-$locale}/admin', icon: ShieldCheck }] },
];

export const navIcon = (key: NavKey): LucideIcon =>
  NAV_GROUPS.flatMap((group) => group.items).find((item) => item.key === key)!.icon;
