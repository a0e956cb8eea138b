import { useNavigate } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { teamCalls, useTeamAction } from './team-api.ts';
import { InlineError } from './TeamBits.tsx';
import { TeamProfileFields, useTeamProfileFields } from './TeamProfileFields.tsx';

/** "Create a team": a name and maybe a logo address; the new team's page opens, with the caller as owner. */
export function CreateTeamForm() {
  const { t } = useTranslation('team');
  const locale = useLocale();
  const navigate = useNavigate();
  const fields = useTeamProfileFields({ name: '', logo: '' });
  const { name, logo } = fields;
  const create = useTeamAction(teamCalls.create);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!fields.check()) return;
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
          <TeamProfileFields
            fields={fields}
            ids={{ name: 'team-name', logo: 'team-logo', testName: 'create-team-name', testLogo: 'create-team-logo' }}
            logoHint="form.logoHint"
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
