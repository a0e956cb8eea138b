import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { DeleteTeamSection } from './DeleteTeamSection.tsx';
import { InvitationsSection } from './InvitationsSection.tsx';
import { MembersSection } from './MembersSection.tsx';
import { teamQuery } from './team-api.ts';
import { TeamLibrary } from './TeamLibrary.tsx';
import { TeamProfileHeader } from './TeamProfileHeader.tsx';

const TABS = ['members', 'library'] as const;
type Tab = (typeof TABS)[number];

/** `/team/$teamId`: the organization profile (spec §2) — members and invitations, or the team's library. */
export function TeamPage({ teamId }: { teamId: string }) {
  const { t } = useTranslation('team');
  const locale = useLocale();
  const query = useQuery(teamQuery(teamId));
  const [tab, setTab] = useState<Tab>('members');

  if (query.isPending) return <Spinner label={t('loading')} />;
  if (query.isError) {
    return (
      <EmptyState
        icon={Users}
        titleAs="h1"
        title={t('notFound')}
        text={errorMessage(query.error, t)}
        data-testid="team-error"
        action={
          <Link
            to="/{-$locale}/team"
            params={{ locale: localeParam(locale) }}
            className={buttonVariants({ variant: 'outline' })}
          >
            {t('backToTeams')}
          </Link>
        }
      />
    );
  }

  const team = query.data;
  return (
    <div className="mx-auto max-w-3xl">
      <TeamProfileHeader team={team} />
      <div role="tablist" aria-label={t('sections')} className="mb-5 flex gap-1 border-b border-slate-200">
        {TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`team-tab-${key}`}
            aria-selected={tab === key}
            aria-controls={`team-panel-${key}`}
            onClick={() => setTab(key)}
            data-testid={`team-tab-${key}`}
            className={cn(
              '-mb-px border-b-2 px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
              tab === key
                ? 'border-brand-600 text-brand-700'
                : 'border-transparent text-slate-500 hover:text-slate-900',
            )}
          >
            {t(`tabs.${key}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`team-panel-${tab}`} aria-labelledby={`team-tab-${tab}`} className="space-y-6">
        {tab === 'members' ? (
          <>
            <MembersSection team={team} />
            <InvitationsSection team={team} />
            {team.permissions.deleteTeam && <DeleteTeamSection team={team} />}
          </>
        ) : (
          <TeamLibrary team={team} />
        )}
      </div>
    </div>
  );
}
