import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowRight, Flame, Library, Repeat2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCompact } from '../../../common/format.ts';
import { buttonVariants } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { displayLanguage } from '../../lib/language-options.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { reviewStatsQuery } from '../review/review-api.ts';
import { StatCard } from './StatCard.tsx';
import type { ReviewStats } from '../../lib/api-types.ts';

/** The daily loop at a glance: reviews waiting (and a way in), the streak of review days, words known per language. */
export function ReviewSummary() {
  const { t } = useTranslation('app');
  const stats = useQuery({ ...reviewStatsQuery, meta: { silent: true } });
  if (stats.isPending) {
    return (
      <div aria-hidden className="mt-6 grid gap-3 sm:gap-4 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-32 animate-pulse rounded-2xl bg-slate-200/70" />
        ))}
      </div>
    );
  }
  if (stats.isError) return null;
  const { streak } = stats.data;
  return (
    <section aria-labelledby="dashboard-reviews-title" className="mt-6">
      <h2 id="dashboard-reviews-title" className="sr-only">
        {t('dashboard.reviews.title')}
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        <DueCard stats={stats.data} />
        <StatCard
          testId="dashboard-streak"
          icon={Flame}
          tone="bg-orange-50 text-orange-600"
          label={t('dashboard.reviews.streak')}
          value={t('dashboard.reviews.days', { count: streak.current })}
          detail={
            <span className="text-xs text-slate-500">{t('dashboard.reviews.longest', { count: streak.longest })}</span>
          }
        />
        <KnownWordsCard stats={stats.data} />
      </div>
    </section>
  );
}

function DueCard({ stats }: { stats: ReviewStats }) {
  const { t } = useTranslation('app');
  const locale = useLocale();
  const waiting = stats.due + stats.newAvailable;
  const notes = [
    stats.newAvailable > 0 && t('dashboard.reviews.newToday', { count: stats.newAvailable }),
    waiting === 0 && t('dashboard.reviews.allDone'),
    stats.reviewedToday > 0 && t('dashboard.reviews.reviewedToday', { count: stats.reviewedToday }),
  ].filter((note): note is string => typeof note === 'string');
  return (
    <Card className="col-span-2 flex flex-col gap-3 p-4 sm:p-5 lg:col-span-1" data-testid="dashboard-due">
      <div className="flex items-start gap-4">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
          <Repeat2 aria-hidden className="h-5 w-5" />
        </span>
        <div className="min-w-0">
          <p className="text-sm text-slate-500">{t('dashboard.reviews.due')}</p>
          <p className="mt-0.5 text-lg font-semibold text-slate-900 sm:text-xl" data-testid="dashboard-due-value">
            {formatCompact(stats.due)}
          </p>
          {notes.length > 0 && <p className="mt-1 text-xs text-slate-500">{notes.join(' · ')}</p>}
        </div>
      </div>
      <div className="mt-auto flex flex-wrap gap-2">
        <Link
          to="/{-$locale}/review"
          params={{ locale: localeParam(locale) }}
          className={buttonVariants({ variant: waiting > 0 ? 'default' : 'outline', size: 'sm', className: 'flex-1' })}
          data-testid="dashboard-review-now"
        >
          {t('dashboard.reviews.reviewNow')}
          <ArrowRight aria-hidden className="h-4 w-4" />
        </Link>
        <Link
          to="/{-$locale}/quiz"
          params={{ locale: localeParam(locale) }}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          data-testid="dashboard-quiz"
        >
          {t('dashboard.reviews.quiz')}
        </Link>
      </div>
    </Card>
  );
}

function KnownWordsCard({ stats }: { stats: ReviewStats }) {
  const { t } = useTranslation('app');
  const locale = useLocale();
  const languages = [...stats.knownByLanguage].sort((a, b) => b.known + b.learning - (a.known + a.learning));
  return (
    <Card className="p-4 sm:p-5" data-testid="dashboard-known">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-4">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-emerald-50 text-emerald-600">
          <Library aria-hidden className="h-5 w-5" />
        </span>
        <p className="text-sm text-slate-500">{t('dashboard.reviews.known')}</p>
      </div>
      {languages.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('dashboard.reviews.knownEmpty')}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {languages.map(({ language, known, learning }) => (
            <li key={language} data-testid={`dashboard-known-${language}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
                <span className="truncate font-medium text-slate-900">{displayLanguage(language, locale)}</span>
                <span className="tabular-nums text-slate-600">
                  {t('dashboard.reviews.knownCounts', {
                    known: formatCompact(known),
                    learning: formatCompact(learning),
                  })}
                </span>
              </div>
              <ProgressBar
                value={known + learning === 0 ? 0 : (known / (known + learning)) * 100}
                label={displayLanguage(language, locale)}
                className="mt-1.5 h-1.5"
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
