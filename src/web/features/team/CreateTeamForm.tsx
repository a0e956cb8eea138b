import { useNavigate } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { teamCalls, useTeamAction } from './team-api.ts';
import { InlineError } from './TeamBits.tsx';
import { logoProblem, teamNameProblem } from './team-validation.ts';

/** "Create a team": a name and maybe a logo address; the new team's page opens, with the caller as owner. */
export function CreateTeamForm() {
  const { t } = useTranslation('team');
  const locale = useLocale();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [logo, setLogo] = useState('');
  const [checked, setChecked] = useState(false);
  const create = useTeamAction(teamCalls.create);
  const nameError = checked ? teamNameProblem(name) : undefined;
  const logoError = checked ? logoProblem(logo) : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (teamNameProblem(name) || logoProblem(logo)) return;
    create.mutate(
      { name: name.trim(), ...(logo.trim() ? { logo: logo.trim() } : {}) },
      {
        onSuccess: (team) =>
          void navigate({
            to: '/{-$locale}/team/$teamId',
            params: { locale: localeParam(locale), teamId: team.id },
          }),
      },
    );
  };

  return (
    <Card data-testid="create-team">
      <CardHeader>
        <CardTitle>{t('create.title')}</CardTitle>
        <CardDescription>{t('create.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <TextField
            id="team-name"
            label={t('form.name')}
            value={name}
            maxLength={120}
            onChange={(e) => setName(e.target.value)}
            error={nameError && t(nameError)}
            data-testid="create-team-name"
          />
          <TextField
            id="team-logo"
            type="url"
            inputMode="url"
            label={t('form.logo')}
            hint={t('form.logoHint')}
            placeholder="https://"
            value={logo}
            onChange={(e) => setLogo(e.target.value)}
            error={logoError && t(logoError)}
            data-testid="create-team-logo"
          />
          <InlineError message={create.isError ? errorMessage(create.error, t) : undefined} />
          <Button type="submit" disabled={create.isPending} data-testid="create-team-submit">
            {create.isPending ? <Spinner className="h-4 w-4 text-current" /> : <Plus aria-hidden className="h-4 w-4" />}
            {t('create.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
