import { useNavigate } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import type { TeamProfile } from '../../lib/api-types.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { teamCalls, useTeamAction } from './team-api.ts';
import { InlineError } from './TeamBits.tsx';

/** The owner deletes the team after typing its name: nothing of it can be brought back. */
export function DeleteTeamSection({ team }: { team: TeamProfile }) {
  const { t } = useTranslation('team');
  const locale = useLocale();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  // The page is left before the lists refetch, so the deleted team's page never asks for it again.
  const remove = useTeamAction(async () => {
    await teamCalls.remove(team.id);
    await navigate({ to: '/{-$locale}/team', params: { locale: localeParam(locale) } });
  });
  const matches = typed.trim() === team.name.trim();
  const close = (next: boolean) => {
    if (remove.isPending) return;
    setOpen(next);
    if (!next) setTyped('');
  };

  return (
    <section className="rounded-2xl border border-red-200 bg-white p-5 shadow-sm sm:p-6" data-testid="team-danger">
      <h2 className="text-base font-semibold text-red-700">{t('delete.title')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('delete.text')}</p>
      <Button variant="destructive" className="mt-4" onClick={() => setOpen(true)} data-testid="team-delete">
        <Trash2 aria-hidden className="h-4 w-4" />
        {t('delete.button')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={close}
        title={t('delete.confirmTitle', { name: team.name })}
        description={t('delete.confirmText')}
        data-testid="team-delete-dialog"
        footer={
          <>
            <Button variant="outline" onClick={() => close(false)} disabled={remove.isPending}>
              {t('form.cancel')}
            </Button>
            <Button
              variant="destructive"
              disabled={!matches || remove.isPending}
              onClick={() => remove.mutate(undefined)}
              data-testid="team-delete-confirm"
            >
              {remove.isPending && <Spinner className="h-4 w-4 text-current" />}
              {t('delete.button')}
            </Button>
          </>
        }
      >
        <div className="space-y-3">
          <TextField
            id="delete-team-name"
            label={t('delete.typeName', { name: team.name })}
            value={typed}
            autoComplete="off"
            onChange={(e) => setTyped(e.target.value)}
            data-testid="team-delete-name"
          />
          <InlineError message={remove.isError ? errorMessage(remove.error, t) : undefined} />
        </div>
      </Dialog>
    </section>
  );
}
