import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initials } from '../../components/ui/avatar.tsx';
import { cn } from '../../lib/cn.ts';
import type { TeamRole } from '../../lib/api-types.ts';

/** The team's logo, or its initials when it has none or the image does not load (a logo is any https address). */
export function TeamLogo({ name, logo, className }: { name: string; logo: string | null; className?: string }) {
  const [broken, setBroken] = useState(false);
  const box = cn('h-12 w-12 shrink-0 rounded-xl', className);
  if (logo && !broken) {
    return (
      <img
        src={logo}
        alt=""
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
        className={cn(box, 'border border-slate-200 bg-white object-cover')}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={cn(box, 'flex items-center justify-center bg-brand-100 text-base font-semibold text-brand-700')}
    >
      {initials(name) || '?'}
    </span>
  );
}

const ROLE_TONE: Record<TeamRole, string> = {
  owner: 'bg-amber-100 text-amber-800',
  admin: 'bg-brand-50 text-brand-700',
  member: 'bg-slate-100 text-slate-600',
};

export function RoleBadge({ role }: { role: TeamRole }) {
  const { t } = useTranslation('team');
  return (
    <span
      data-testid={`role-${role}`}
      className={cn('shrink-0 rounded-full px-2 py-0.5 text-xs font-medium', ROLE_TONE[role])}
    >
      {t(`roles.${role}`)}
    </span>
  );
}

/** A failure shown beside the control that caused it (the server's message in the learner's language). */
export function InlineError({ message, testId = 'team-error' }: { message?: string; testId?: string }) {
  if (!message) return null;
  return (
    <p role="alert" data-testid={testId} className="text-sm [overflow-wrap:anywhere] text-red-600">
      {message}
    </p>
  );
}
