import { Link } from '@tanstack/react-router';
import { ArrowLeft, Pencil } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../common/format.ts';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import type { TeamProfile } from '../../lib/api-types.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { teamCalls, useTeamAction } from './team-api.ts';
import { InlineError, RoleBadge, TeamLogo } from './TeamBits.tsx';
import { logoProblem, teamNameProblem } from './team-validation.ts';

function EditProfileForm({ team, onDone }: { team: TeamProfile; onDone: () => void }) {
  const { t } = useTranslation('team');
  const [name, setName] = useState(team.name);
  const [logo, setLogo] = useState(team.logo ?? '');
  const [checked, setChecked] = useState(false);
  const update = useTeamAction(() => teamCalls.update(team.id, { name: name.trim(), logo: logo.trim() }));
  const nameError = checked ? teamNameProblem(name) : undefined;
  const logoError = checked ? logoProblem(logo) : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (teamNameProblem(name) || logoProblem(logo)) return;
    update.mutate(undefined, { onSuccess: onDone });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4" data-testid="team-edit-form">
      <TextField
        id="edit-team-name"
        label={t('form.name')}
        value={name}
        maxLength={120}
        onChange={(e) => setName(e.target.value)}
        error={nameError && t(nameError)}
        data-testid="team-edit-name"
      />
      <TextField
        id="edit-team-logo"
        type="url"
        inputMode="url"
        label={t('form.logo')}
        hint={t('form.logoClearHint')}
        placeholder="https://"
        value={logo}
        onChange={(e) => setLogo(e.target.value)}
        error={logoError && t(logoError)}
        data-testid="team-edit-logo"
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
