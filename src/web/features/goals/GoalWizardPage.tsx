import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { CalendarDays, Clock, ListVideo, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import type { PaceKind, PlaylistHistory } from '../../lib/api-types.ts';
import { errorMessage } from '../../lib/api.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { goalCalls, historyQuery, PACE_KINDS, PACE_LIMITS, useStartGoal } from './goals-api.ts';
import { GoalPreview } from './GoalPreview.tsx';
import { addDays } from './plan-days.ts';

/** `/playlists/$playlistId/goal`: pace → target date → the plan → Start (POST /v3/playlist-history). */
export function GoalWizardPage({ playlistId }: { playlistId: string }) {
  const { t } = useTranslation('goals');
  const history = useQuery(historyQuery(playlistId));
  if (history.isPending) return <div role="status" className="h-64 animate-pulse rounded-2xl bg-slate-200/70" />;
  if (history.isError) {
    return (
      <EmptyState
        data-testid="goal-wizard-error"
        icon={SearchX}
        titleAs="h1"
        title={t('wizard.notFound')}
        text={errorMessage(history.error, t)}
      />
    );
  }
  return <Wizard history={history.data} />;
}

function Wizard({ history }: { history: PlaylistHistory }) {
  const { t } = useTranslation('goals');
  const locale = useLocale();
  const navigate = useNavigate();
  const [step, setStep] = useState(1);
  const [kind, setKind] = useState<PaceKind>(history.goal?.pace.kind ?? 'notes_per_week');
  const [value, setValue] = useState(String(history.goal?.pace.value ?? PACE_LIMITS[kind].initial));
  const [targetDate, setTargetDate] = useState(history.goal?.targetDate ?? addDays(history.today, 30));
  const limits = PACE_LIMITS[kind];
  const pace = { kind, value: Number(value) };
  const paceValid = Number.isInteger(pace.value) && pace.value >= limits.min && pace.value <= limits.max;
  const request = { playlistId: history.playlistId, pace, targetDate };
  const preview = useQuery({
    queryKey: ['playlist-history', 'preview', request],
    queryFn: () => goalCalls.plan({ ...request, preview: true }),
    enabled: step === 3,
    staleTime: 0,
    meta: { silent: true },
  });
  const start = useStartGoal();
  const dashboard = { to: '/{-$locale}/dashboard', params: { locale: localeParam(locale) } } as const;

  return (
    <>
      <PageHeader
        title={t('wizard.title')}
        description={t('wizard.subtitle', { title: history.playlistTitle })}
        testId="goal-wizard-heading"
      />
      <Card className="mx-auto max-w-2xl p-5 sm:p-6">
        <p className="mb-4 text-sm font-medium text-brand-700" data-testid="goal-wizard-step">
          {t('wizard.steps', { step })}
        </p>
        {step === 1 && (
          <form
            // The button is off until the value fits; the browser's own bubbles would say the same twice.
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (paceValid) setStep(2);
            }}
            className="space-y-5"
          >
            <ChoiceGroup
              legend={t('wizard.paceLegend')}
              name="pace-kind"
              testIdPrefix="goal-pace"
              className="sm:grid-cols-2"
              value={kind}
              onChange={(next) => {
                setKind(next);
                setValue(String(PACE_LIMITS[next].initial));
              }}
              choices={PACE_KINDS.map((choice) => ({
                value: choice,
                icon: choice === 'notes_per_week' ? ListVideo : Clock,
                title: t(`wizard.pace.${choice}.title`),
                description: t(`wizard.pace.${choice}.description`),
              }))}
            />
            <TextField
              id="goal-pace-value"
              data-testid="goal-pace-value"
              type="number"
              inputMode="numeric"
              min={limits.min}
              max={limits.max}
              label={t(`wizard.paceValue.${kind}`)}
              hint={t('wizard.paceHint', { min: limits.min, max: limits.max })}
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
            <div className="flex justify-end">
              <Button type="submit" disabled={!paceValid} data-testid="goal-next">
                {t('wizard.next')}
              </Button>
            </div>
          </form>
        )}
        {step === 2 && (
          <form
            // The button is off until the value fits; the browser's own bubbles would say the same twice.
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (targetDate >= history.today) setStep(3);
            }}
            className="space-y-5"
          >
            <TextField
              id="goal-target-date"
              data-testid="goal-target-date"
              type="date"
              min={history.today}
              label={t('wizard.targetDate')}
              hint={t('wizard.targetHint', { total: history.totalCount })}
              value={targetDate}
              onChange={(event) => setTargetDate(event.target.value)}
            />
            <div className="flex justify-between">
              <Button type="button" variant="outline" onClick={() => setStep(1)}>
                {t('wizard.back')}
              </Button>
              <Button type="submit" disabled={!targetDate || targetDate < history.today} data-testid="goal-next">
                <CalendarDays aria-hidden className="h-4 w-4" />
                {t('wizard.next')}
              </Button>
            </div>
          </form>
        )}
        {step === 3 && (
          <div className="space-y-5">
            <GoalPreview preview={preview} />
            {history.goal && <p className="text-sm text-slate-600">{t('wizard.replaces')}</p>}
            <div className="flex justify-between">
              <Button type="button" variant="outline" onClick={() => setStep(2)}>
                {t('wizard.back')}
              </Button>
              <Button
                type="button"
                data-testid="goal-start"
                disabled={!preview.isSuccess || start.isPending}
                onClick={() => start.mutate(request, { onSuccess: () => navigate(dashboard) })}
              >
                {t('wizard.start')}
              </Button>
            </div>
          </div>
        )}
      </Card>
      <p className="mt-4 text-center">
        <Link {...dashboard} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          {t('wizard.toDashboard')}
        </Link>
      </p>
    </>
  );
}
