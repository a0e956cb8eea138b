import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BookmarkPlus, CheckCircle2, Flame, RefreshCw } from 'lucide-react';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { intervalUntil } from './intervals.ts';
import { useIntervalLabel } from './RatingButtons.tsx';
import { reviewStatsQuery } from './review-api.ts';
import { useReviewTranslation } from './strings.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Nothing saved yet: reviews start from words and sentences saved while watching. */
export function NothingSaved() {
  const { t } = useReviewTranslation();
  const locale = useLocale();
  return (
    <EmptyState
      data-testid="review-empty"
      icon={BookmarkPlus}
      title={t('empty.title')}
      text={t('empty.text')}
      action={
        <Link to="/{-$locale}/library" params={{ locale: localeParam(locale) }} className={buttonVariants()}>
          {t('empty.action')}
        </Link>
      }
    />
  );
}

/** Today's cards are done: how many this visit, when the next one is due, the streak, and a quiz to go on with. */
export function ReviewFinished({
  done,
  nextDue,
  onCheckAgain,
}: {
  done: number;
  nextDue: string | null;
  onCheckAgain: () => void;
}) {
  const { t } = useReviewTranslation();
  const locale = useLocale();
  const intervalLabel = useIntervalLabel();
  const stats = useQuery({ ...reviewStatsQuery, meta: { silent: true } });
  const streak = stats.data?.streak.current ?? 0;
  // Worth checking again only for a card coming back today (one due within half an hour is waited for anyway).
  const comesBackToday = nextDue !== null && Date.parse(nextDue) - Date.now() < DAY_MS;
  const next = nextDue
    ? t('finished.nextIn', { interval: intervalLabel(intervalUntil({ due: nextDue, scheduledDays: 0 }, Date.now())) })
    : t('finished.tomorrow');

  return (
    <EmptyState
      data-testid="review-finished"
      icon={CheckCircle2}
      title={t('finished.title')}
      text={`${done > 0 ? `${t('finished.reviewed', { count: done })} ` : ''}${next}`}
      action={
        <div className="flex flex-col items-center gap-4">
          {streak > 0 && (
            <p
              className="inline-flex items-center gap-1.5 rounded-full bg-orange-50 px-3 py-1 text-sm font-semibold text-orange-700"
              data-testid="review-streak"
            >
              <Flame aria-hidden className="h-4 w-4" />
              {t('finished.streak', { count: streak })}
            </p>
          )}
          <div className="flex flex-wrap justify-center gap-2">
            <Link
              to="/{-$locale}/quiz"
              params={{ locale: localeParam(locale) }}
              className={buttonVariants()}
              data-testid="review-to-quiz"
            >
              {t('finished.quiz')}
            </Link>
            {comesBackToday && (
              <Button variant="outline" onClick={onCheckAgain} data-testid="review-check-again">
                <RefreshCw aria-hidden className="h-4 w-4" />
                {t('finished.checkAgain')}
              </Button>
            )}
          </div>
        </div>
      }
    />
  );
}
