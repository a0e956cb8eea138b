import { useQuery, type UseMutationResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { RefreshCw, Trophy } from 'lucide-react';
import { formatDate } from '../../../common/format.ts';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { quizResultsQuery } from './quiz-api.ts';
import { scoreBand } from './quiz-session.ts';
import type { QuizResultBody, SavedQuizResult } from '../../lib/api-types.ts';
import { useReviewTranslation } from '../review/strings.ts';

type QuizScoreProps = {
  score: number;
  total: number;
  noteId: string | undefined;
  save: UseMutationResult<SavedQuizResult, Error, QuizResultBody>;
  onRetrySave: () => void;
  onRestart: () => void;
};

/** The end of a quiz: the score, whether it was saved, what to do next, and the last few scores. */
export function QuizScore({ score, total, noteId, save, onRetrySave, onRestart }: QuizScoreProps) {
  const { t } = useReviewTranslation();
  const locale = useLocale();
  const percent = total > 0 ? Math.round((score / total) * 100) : 0;
  return (
    <div className="space-y-6" data-testid="quiz-score">
      <Card className="flex flex-col items-center px-6 py-10 text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-amber-50 text-amber-600">
          <Trophy aria-hidden className="h-7 w-7" />
        </span>
        <h2 className="mt-4 text-lg font-semibold text-slate-900">{t(`quiz.score.${scoreBand(score, total)}`)}</h2>
        <p className="mt-2 text-4xl font-bold tabular-nums text-slate-900" data-testid="quiz-score-value">
          {t('quiz.score.value', { score, total })}
        </p>
        <p className="mt-1 text-sm text-slate-500">{t('quiz.score.percent', { percent })}</p>
        <p className="mt-3 min-h-5 text-sm" data-testid="quiz-save-state">
          {save.isPending && <Spinner label={t('quiz.score.saving')} className="h-4 w-4" />}
          {save.isSuccess && <span className="text-emerald-700">{t('quiz.score.saved')}</span>}
          {save.isError && (
            <Button variant="link" size="sm" onClick={onRetrySave}>
              {t('quiz.score.retrySave')}
            </Button>
          )}
        </p>
        <div className="mt-6 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          <Button onClick={onRestart} data-testid="quiz-restart">
            <RefreshCw aria-hidden className="h-4 w-4" />
            {t('quiz.score.again')}
          </Button>
          <Link
            to="/{-$locale}/review"
            params={{ locale: localeParam(locale) }}
            className={buttonVariants({ variant: 'outline' })}
          >
            {t('quiz.score.toReview')}
          </Link>
          {noteId && (
            <Link
              to="/{-$locale}/notes/$noteId"
              params={{ locale: localeParam(locale), noteId }}
              className={buttonVariants({ variant: 'ghost' })}
            >
              {t('quiz.score.toNote')}
            </Link>
          )}
        </div>
      </Card>
      <RecentScores noteId={noteId} />
    </div>
  );
}

/** The learner's last few quiz scores (of this note, for a note's quiz). */
export function RecentScores({ noteId }: { noteId: string | undefined }) {
  const { t } = useReviewTranslation();
  const locale = useLocale();
  const results = useQuery(quizResultsQuery(noteId));
  if (!results.data?.length) return null;
  return (
    <Card data-testid="quiz-recent">
      <CardHeader>
        <CardTitle>{t('quiz.recent.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-slate-100">
          {results.data.map((result) => {
            const percent = result.total > 0 ? Math.round((result.score / result.total) * 100) : 0;
            return (
              <li key={result.id} className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 py-3">
                <p className="min-w-0 truncate text-sm font-medium text-slate-900">
                  {result.noteTitle ?? t('quiz.recent.saved')}
                </p>
                <p className="text-sm font-semibold tabular-nums text-slate-900">
                  {t('quiz.score.value', { score: result.score, total: result.total })}
                </p>
                <ProgressBar value={percent} label={t('quiz.score.percent', { percent })} className="h-1.5" />
                <p className="text-xs text-slate-500">{formatDate(result.createdAt, locale)}</p>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
