import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import type { QueueCounts } from './review-session.ts';
import { useReviewTranslation } from './strings.ts';

/** Done this visit and left today, and what is left by kind: new, learning, due for review. */
export function ReviewProgress({ done, counts }: { done: number; counts: QueueCounts }) {
  const { t } = useReviewTranslation();
  const left = counts.new + counts.learning + counts.due;
  const pills = [
    { key: 'new', value: counts.new, tone: 'bg-sky-50 text-sky-700' },
    { key: 'learning', value: counts.learning, tone: 'bg-amber-50 text-amber-800' },
    { key: 'due', value: counts.due, tone: 'bg-emerald-50 text-emerald-700' },
  ] as const;
  return (
    <div className="mb-4 space-y-2" data-testid="review-progress">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="font-medium text-slate-700" data-testid="review-progress-text">
          {t('progress.doneLeft', { done, left })}
        </p>
        <ul className="flex gap-1.5 text-xs font-medium" aria-label={t('progress.countsLabel')}>
          {pills.map(({ key, value, tone }) => (
            <li
              key={key}
              className={`rounded-full px-2 py-0.5 tabular-nums ${tone}`}
              data-testid={`review-count-${key}`}
            >
              {t(`progress.${key}`, { count: value })}
            </li>
          ))}
        </ul>
      </div>
      <ProgressBar value={done + left === 0 ? 0 : (done / (done + left)) * 100} label={t('progress.label')} />
    </div>
  );
}
