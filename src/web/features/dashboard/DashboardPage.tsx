import { Link } from '@tanstack/react-router';
import {
  ArrowRight,
  BookmarkCheck,
  FileVideo,
  GraduationCap,
  Languages,
  MessageSquareQuote,
  MonitorPlay,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCompact } from '../../../common/format.ts';
import { languageName } from '../../../common/languages.ts';
import { buttonVariants } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { displayLanguage } from '../../lib/language-options.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { useProfile } from '../../lib/session.ts';
import { RecentNotes } from '../library/RecentNotes.tsx';
import { TodayCard } from '../goals/TodayCard.tsx';
import { HowItWorks } from './HowItWorks.tsx';
import { ReviewSummary } from './ReviewSummary.tsx';
import { StatCard } from './StatCard.tsx';

export function DashboardPage() {
  const { t } = useTranslation('app');
  const locale = useLocale();
  const profile = useProfile();
  const learningCode = profile.mainLearningLanguage.language;
  const createNote = { to: '/{-$locale}/create-note', params: { locale: localeParam(locale) } } as const;

  return (
    <>
      <PageHeader
        title={t('dashboard.welcome', { name: profile.name })}
        description={t('dashboard.subtitle', { language: languageName(learningCode, locale) })}
        testId="dashboard-heading"
      />

      <section className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900 p-6 text-white shadow-md sm:p-8">
        <MonitorPlay aria-hidden className="absolute -right-6 -top-6 hidden h-52 w-52 text-white/10 sm:block" />
        <div className="relative max-w-xl">
          <h2 className="text-xl font-bold tracking-tight sm:text-2xl">{t('dashboard.cta.title')}</h2>
          <p className="mt-2 text-brand-100">{t('dashboard.cta.text')}</p>
          <Link
            {...createNote}
            className={buttonVariants({
              variant: 'secondary',
              size: 'lg',
              className: 'mt-6 bg-white text-brand-700 hover:bg-brand-50',
            })}
            data-testid="dashboard-create-note"
          >
            {t('dashboard.cta.button')}
            <ArrowRight aria-hidden className="h-4 w-4" />
          </Link>
        </div>
      </section>

      <TodayCard />

      <ReviewSummary />

      <h2 className="sr-only">{t('dashboard.statsTitle')}</h2>
      <div className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard
          testId="dashboard-learning"
          icon={GraduationCap}
          tone="bg-brand-50 text-brand-600"
          label={t('dashboard.learning')}
          value={displayLanguage(learningCode, locale)}
          detail={
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
              {t(`common:levels.${profile.mainLearningLanguage.level}.title`)}
            </span>
          }
        />
        <StatCard
          testId="dashboard-native"
          icon={Languages}
          tone="bg-sky-50 text-sky-600"
          label={t('dashboard.native')}
          value={displayLanguage(profile.nativeLanguage, locale)}
        />
        <StatCard
          testId="dashboard-words"
          icon={BookmarkCheck}
          tone="bg-emerald-50 text-emerald-600"
          label={t('dashboard.savedWords')}
          value={formatCompact(profile.totalVocabCount)}
        />
        <StatCard
          testId="dashboard-sentences"
          icon={MessageSquareQuote}
          tone="bg-amber-50 text-amber-600"
          label={t('dashboard.savedSentences')}
          value={formatCompact(profile.totalSentenceCount)}
        />
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <HowItWorks />
        </div>
        <section className="lg:col-span-2" aria-labelledby="dashboard-notes-title">
          <h2 id="dashboard-notes-title" className="mb-3 text-base font-semibold text-slate-900">
            {t('dashboard.notes.title')}
          </h2>
          <RecentNotes
            empty={
              <EmptyState
                icon={FileVideo}
                titleAs="h3"
                title={t('dashboard.notes.emptyTitle')}
                text={t('dashboard.notes.emptyText')}
                action={
                  <Link {...createNote} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                    {t('dashboard.notes.emptyAction')}
                  </Link>
                }
              />
            }
          />
        </section>
      </div>
    </>
  );
}
