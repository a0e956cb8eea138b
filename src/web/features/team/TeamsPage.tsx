import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronRight, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import type { TeamSummary } from '../../lib/api-types.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { CreateTeamForm } from './CreateTeamForm.tsx';
import { ReceivedInvitations } from './ReceivedInvitations.tsx';
import { myTeamsQuery } from './team-api.ts';
import { RoleBadge, TeamLogo } from './TeamBits.tsx';

function TeamRow({ team }: { team: TeamSummary }) {
  const { t } = useTranslation('team');
  const locale = useLocale();
  return (
    <li>
      <Link
        to="/{-$locale}/team/$teamId"
        params={{ locale: localeParam(locale), teamId: team.id }}
        data-testid="team-row"
        className="flex min-w-0 items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        <TeamLogo name={team.name} logo={team.logo} />
        <span className="min-w-0 flex-1">
          <span className="block font-semibold [overflow-wrap:anywhere] text-slate-900">{team.name}</span>
          <span className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-500">
            <RoleBadge role={team.myRole} />
            {t('members.count', { count: team.memberCount })}
          </span>
        </span>
        <ChevronRight aria-hidden className="h-5 w-5 shrink-0 text-slate-400" />
      </Link>
    </li>
  );
}

/** `/team`: the learner's teams, the invitations waiting for them, and a way to start a team. */
export function TeamsPage() {
  const { t } = useTranslation('team');
  const mine = useQuery({ ...myTeamsQuery, meta: { silent: true } });
  const teams = mine.data?.teams ?? [];

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('title')} description={t('subtitle')} testId="teams-heading" />
      {mine.isPending ? (
        <Spinner label={t('loading')} />
      ) : mine.isError ? (
        <EmptyState icon={Users} title={t('loadFailed')} text={errorMessage(mine.error, t)} data-testid="teams-error" />
      ) : (
        <div className="space-y-8">
          <ReceivedInvitations invitations={mine.data.invitations} />
          {teams.length === 0 ? (
            <EmptyState icon={Users} title={t('empty.title')} text={t('empty.text')} data-testid="teams-empty" />
          ) : (
            <section aria-labelledby="my-teams-heading" className="space-y-3">
              <h2 id="my-teams-heading" className="text-base font-semibold text-slate-900">
                {t('mine')}
              </h2>
              <ul className="space-y-3" data-testid="team-list">
                {teams.map((team) => (
                  <TeamRow key={team.id} team={team} />
                ))}
              </ul>
            </section>
          )}
          <CreateTeamForm />
        </div>
      )}
    </div>
  );
}
