import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ListChecks } from 'lucide-react';
import { buttonVariants } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { quizQuery } from './quiz-api.ts';
import { QuizRunner } from './QuizRunner.tsx';
import { RecentScores } from './QuizScore.tsx';
import { useReviewTranslation } from '../review/strings.ts';

/** `/quiz?noteId`: a quiz on a note's cards, or without a note on the learner's saved words and sentences. */
export function QuizPage({ noteId }: { noteId?: string }) {
  const { t } = useReviewTranslation();
  const locale = useLocale();
  const query = useQuery(quizQuery(noteId));

  const body = () => {
    if (query.isPending || query.isFetching) {
      return (
        <div className="flex justify-center py-16">
          <Spinner label={t('quiz.loading')} className="h-8 w-8" />
        </div>
      );
    }
    if (query.isError) {
      // 400: too few cards (or none that make questions); anything else is a failure to say as it is.
      const tooFew = query.error instanceof ApiError && query.error.status === 400;
      const action = noteId ? (
        <Link
          to="/{-$locale}/notes/$noteId"
          params={{ locale: localeParam(locale), noteId }}
          className={buttonVariants()}
        >
          {t('quiz.empty.toNote')}
        </Link>
      ) : (
        <Link to="/{-$locale}/library" params={{ locale: localeParam(locale) }} className={buttonVariants()}>
          {t('quiz.empty.toLibrary')}
        </Link>
      );
      return (
        <div className="space-y-6">
          <EmptyState
            data-testid="quiz-empty"
            icon={ListChecks}
            title={tooFew ? t('quiz.empty.title') : t('error.title')}
            text={tooFew ? t(noteId ? 'quiz.empty.note' : 'quiz.empty.saved') : errorMessage(query.error, t)}
            action={action}
          />
          <RecentScores noteId={noteId} />
        </div>
      );
    }
    return <QuizRunner key={query.dataUpdatedAt} quiz={query.data} onRestart={() => void query.refetch()} />;
  };

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        title={t('quiz.title')}
        description={t(noteId ? 'quiz.subtitleNote' : 'quiz.subtitleSaved')}
        testId="quiz-heading"
      />
      {body()}
    </div>
  );
}
