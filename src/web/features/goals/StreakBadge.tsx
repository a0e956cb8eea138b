import { Flame } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PlaylistHistory } from '../../lib/api-types.ts';
import { cn } from '../../lib/cn.ts';

/** The flame and the days of the streak; lit once today counts. */
export function StreakBadge({ streak }: { streak: PlaylistHistory['streak'] }) {
  const { t } = useTranslation('goals');
  return (
    <span
      data-testid="goal-streak"
      data-days={streak.current}
      title={streak.graceUsedThisWeek ? t('today.graceUsed') : undefined}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold',
        streak.todayComplete ? 'bg-orange-100 text-orange-700' : 'bg-slate-100 text-slate-600',
      )}
    >
      <Flame aria-hidden className={cn('h-4 w-4', streak.todayComplete ? 'fill-orange-500 text-orange-600' : '')} />
      {t('today.streak', { count: streak.current })}
    </span>
  );
}
