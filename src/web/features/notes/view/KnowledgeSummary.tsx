import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { cn } from '../../../lib/cn.ts';
import { localeParam, useLocale } from '../../../lib/locale.ts';
import { noteWordStatusQuery } from './word-status-api.ts';
import { formatPercent } from '../knowledge-format.ts';

/**
 * Before watching: how much of this video the learner already knows ("% known" by occurrences, ADR 7),
 * how many new words it brings, and a quiz on it. Without a word status (loading, failed) only the quiz shows.
 */
export function KnowledgeSummary({ noteId }: { noteId: string }) {
  const { t } = useTranslation('notes');
  const locale = useLocale();
  const query = useQuery(noteWordStatusQuery(noteId));
  const summary = query.data?.summary;
  const hasWords = summary !== undefined && summary.totalWords + summary.newWords > 0;
  return (
    <section
      aria-label={t('knowledge.title')}
      data-testid="note-knowledge"
      className="mt-4 grid grid-cols-2 items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:flex sm:gap-6 sm:p-4"
    >
      {query.isPending ? (
        // As tall as the figures that replace it (label, number, bar or hint), so nothing below moves when they come.
        <div aria-hidden className="col-span-2 h-[4.375rem] animate-pulse rounded-lg bg-slate-100 sm:flex-1" />
      ) : hasWords ? (
        <>
          <div className="min-w-0 sm:max-w-xs sm:flex-1" data-testid="knowledge-known">
            <p className="text-xs font-medium text-slate-500">{t('knowledge.known')}</p>
            <p className="text-2xl font-bold tabular-nums text-slate-900" data-testid="knowledge-percent">
              {formatPercent(summary.percentKnown, locale)}
            </p>
            <ProgressBar value={summary.percentKnown} label={t('knowledge.known')} className="mt-1.5 h-1.5" />
          </div>
          <div className="min-w-0" data-testid="knowledge-new">
            <p className="text-xs font-medium text-slate-500">{t('knowledge.newWords')}</p>
            <p className="text-2xl font-bold tabular-nums text-sky-700" data-testid="knowledge-new-count">
              {summary.newWords.toLocaleString(locale)}
            </p>
            <p className="mt-1.5 text-xs leading-4 text-slate-500">{t('knowledge.newHint')}</p>
          </div>
        </>
      ) : (
        <p className="col-span-2 text-sm text-slate-600 sm:flex-1">{t('knowledge.unavailable')}</p>
      )}
      <Link
        to="/{-$locale}/quiz"
        params={{ locale: localeParam(locale) }}
        search={{ noteId }}
        data-testid="note-quiz"
        className={cn(buttonVariants({ variant: 'outline' }), 'col-span-2 sm:ml-auto')}
      >
        <ListChecks aria-hidden className="h-4 w-4" />
        {t('knowledge.quiz')}
      </Link>
    </section>
  );
}
