import { Link } from '@tanstack/react-router';
import { ArrowLeft, Pencil } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../common/format.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import type { TeamProfile } from '../../lib/api-types.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { teamCalls, useTeamAction } from './team-api.ts';
import { InlineError, RoleBadge, TeamLogo } from './TeamBits.tsx';
import { TeamProfileFields, useTeamProfileFields } from './TeamProfileFields.tsx';

function EditProfileForm({ team, onDone }: { team: TeamProfile; onDone: () => void }) {
  const { t } = useTranslation('team');
  const fields = useTeamProfileFields({ name: team.name, logo: team.logo ?? '' });
  const update = useTeamAction(() => teamCalls.update(team.id, { name: fields.name.trim(), logo: fields.logo.trim() }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!fields.check()) return;
    update.mutate(undefined, { onSuccess: onDone });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4" data-testid="team-edit-form">
      <TeamProfileFields
        fields={fields}
        ids={{ name: 'edit-team-name', logo: 'edit-team-logo', testName: 'team-edit-name', testLogo: 'team-edit-logo' }}
        logoHint="form.logoClearHint"
      />
      <InlineError message={update.isError ? errorMessage(update.error, t) : undefined} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={update.isPending} data-testid="team-edit-save">
          {update.isPending && <Spinner className="h-4 w-4 text-current" />}
          {t('form.save')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone} disabled={update.isPending}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The organization's name, logo and the caller's role; the name and logo are editable by roles allowed to. */
export function TeamProfileHeader({ team }: { team: TeamProfile }) {
  const { t } = useTranslation('team');
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  return (
    <header className="mb-6">
      <Link
        to="/{-$locale}/team"
        params={{ locale: localeParam(locale) }}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-500 hover:text-slate-900"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" />
        {t('backToTeams')}
      </Link>
      <div className="mt-3 flex min-w-0 items-start gap-4">
        <TeamLogo name={team.name} logo={team.logo} className="h-16 w-16 text-xl" />
        <div className="min-w-0 flex-1">
          <h1
            data-testid="team-name"
            className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] text-slate-900 sm:text-3xl"
          >
            {team.name}
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-500">
            <RoleBadge role={team.myRole} />
            {t('createdOn', { date: formatDate(team.createdAt, locale) })}
          </p>
        </div>
        {team.permissions.updateProfile && !editing && (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)} data-testid="team-edit">
            <Pencil aria-hidden className="h-4 w-4" />
            <span className="sr-only sm:not-sr-only">{t('form.edit')}</span>
          </Button>
        )}
      </div>
      {editing && <EditProfileForm team={team} onDone={() => setEditing(false)} />}
    </header>
  );
}
