import { ChevronDown } from 'lucide-react';
import { Avatar } from '../../components/ui/avatar.tsx';
import type { Profile } from '../../lib/api-types.ts';

/* Shared by the account menu's placeholder button (UserMenu) and its Radix trigger (UserMenuDropdown). */
export const userMenuTriggerClassName =
  'flex items-center gap-2 rounded-full p-0.5 pr-1.5 transition-colors hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 data-[state=open]:bg-slate-100';

/** What the menu button shows: the learner's initials, their name from 1024 px, a chevron. */
export function UserMenuFace({ profile }: { profile: Profile }) {
  return (
    <>
      <Avatar name={profile.name} />
      <span className="hidden max-w-40 truncate text-sm font-medium text-slate-700 lg:block">{profile.name}</span>
      <ChevronDown aria-hidden className="h-4 w-4 text-slate-500" />
    </>
  );
}
