import type { UseQueryResult } from '@tanstack/react-query';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GoalPlan } from '../../lib/api-types.ts';
import { errorMessage } from '../../lib/api.ts';
import { useLocale } from '../../lib/locale.ts';
import { formatDay, planByWeek } from './plan-days.ts';

/** The wizard's last step: the plan the server made (a preview; nothing started yet), week by week. */
export function GoalPreview({ preview }: { preview: UseQueryResult<GoalPlan> }) {
  const { t } = useTranslation('goals');
  const locale = useLocale();
  if (preview.isPending) return <div role="status" className="h-40 animate-pulse rounded-xl bg-slate-100" />;
  if (preview.isError) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
        {errorMessage(preview.error, t)}
      </p>
    );
  }
  const { goal, plan } = preview.data;
  return (
    <section aria-labelledby="goal-preview-title" data-testid="goal-preview">
      <h2 id="goal-preview-title" className="text-base font-semibold text-slate-900">
        {t('wizard.previewTitle')}
      </h2>
      <p className="mt-1 text-sm font-medium text-slate-800" data-testid="goal-finish">
        {t('wizard.finish', { date: formatDay(goal.expectedFinish, locale) })}
      </p>
      <p
        className={`mt-2 flex items-start gap-2 text-sm ${goal.onTrack ? 'text-emerald-700' : 'text-amber-700'}`}
        data-testid="goal-on-track"
      >
        {goal.onTrack ? (
          <CircleCheck aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
        ) : (
          <CircleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
        )}
        {goal.onTrack ? t('wizard.onTrack') : t('wizard.offTrack', { count: goal.notesPerWeekForTarget })}
      </p>
      <ol className="mt-4 space-y-3">
        {planByWeek(plan).map(({ week, notes }) => (
          <li key={week} className="rounded-xl border border-slate-200 p-3">
            <p className="text-sm font-semibold text-slate-900">
              {t('wizard.perWeek', { date: formatDay(week, locale), count: notes.length })}
            </p>
            <ul className="mt-1.5 space-y-1 text-sm text-slate-600">
              {notes.map((note) => (
                <li key={note.itemId} className="flex justify-between gap-3">
                  <span className="min-w-0 truncate">{note.title}</span>
                  <span className="shrink-0 tabular-nums text-slate-500">{formatDay(note.day, locale)}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
