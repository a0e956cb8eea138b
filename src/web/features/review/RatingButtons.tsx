import { cn } from '../../lib/cn.ts';
import { intervalUntil, type Interval } from './intervals.ts';
import { RATINGS } from './review-api.ts';
import type { Rating, ReviewCard } from '../../lib/api-types.ts';
import { useReviewTranslation } from './strings.ts';

const TONES = {
  again: 'border-red-200 text-red-700 hover:bg-red-50 focus-visible:ring-red-500',
  hard: 'border-amber-200 text-amber-800 hover:bg-amber-50 focus-visible:ring-amber-500',
  good: 'border-emerald-200 text-emerald-700 hover:bg-emerald-50 focus-visible:ring-emerald-500',
  easy: 'border-sky-200 text-sky-700 hover:bg-sky-50 focus-visible:ring-sky-500',
} as const;

/** "10m", "3d", "2mo" in the page's language. */
export function useIntervalLabel() {
  const { t, i18n } = useReviewTranslation();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en', { maximumFractionDigits: 1 });
  return (interval: Interval) =>
    t(`interval.${interval.unit}`, { count: interval.value, value: number.format(interval.value) });
}

/** Again / Hard / Good / Easy, each with when the card would come back and its key. */
export function RatingButtons({
  card,
  onRate,
  now = Date.now(),
}: {
  card: ReviewCard;
  onRate: (rating: Rating) => void;
  now?: number;
}) {
  const { t } = useReviewTranslation();
  const intervalLabel = useIntervalLabel();
  return (
    <div role="group" aria-label={t('rate.label')} className="grid grid-cols-4 gap-2" data-testid="review-ratings">
      {RATINGS.map(({ rating, name }) => {
        const interval = intervalLabel(intervalUntil(card.next[name], now));
        return (
          <button
            key={name}
            type="button"
            onClick={() => onRate(rating)}
            data-testid={`review-rate-${name}`}
            aria-label={t('rate.buttonLabel', { rating: t(`rate.${name}`), interval })}
            aria-keyshortcuts={String(rating)}
            className={cn(
              'flex min-h-16 flex-col items-center justify-center gap-0.5 rounded-xl border bg-white px-1 py-2 shadow-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-offset-2',
              TONES[name],
            )}
          >
            <span className="text-xs font-medium tabular-nums opacity-80" data-testid={`review-interval-${name}`}>
              {interval}
            </span>
            <span className="text-sm font-semibold">{t(`rate.${name}`)}</span>
            <kbd className="hidden rounded border border-current/20 px-1 font-sans text-[10px] leading-4 opacity-60 sm:inline">
              {rating}
            </kbd>
          </button>
        );
      })}
    </div>
  );
}
