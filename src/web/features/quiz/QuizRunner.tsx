import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, CheckCircle2, XCircle } from 'lucide-react';
import { useReducer } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { cn } from '../../lib/cn.ts';
import { reviewKeys } from '../review/review-api.ts';
import { useWindowKeys } from '../review/useWindowKeys.ts';
import { correctText } from './ordering.ts';
import { saveQuizResult } from './quiz-api.ts';
import { quizActionFor } from './quiz-keys.ts';
import { answersOf, quizReducer, scoreOf, startQuiz, type Outcome } from './quiz-session.ts';
import { QuestionView } from './QuestionView.tsx';
import { QuizScore } from './QuizScore.tsx';
import type { Quiz, QuizQuestion } from '../../lib/api-types.ts';
import { useReviewTranslation } from '../review/strings.ts';

const expectedAnswer = (question: QuizQuestion): string =>
  question.kind === 'ordering' ? correctText(question) : question.answer;

/** What to read after answering: where the word was met, when the question did not show it already. */
function contextAfter(question: QuizQuestion): string | null {
  if (question.kind === 'meaning') return question.sentence;
  if (question.kind === 'listening' && question.sentence !== question.audio.text) return question.sentence;
  return null;
}

/** One quiz from first question to score: immediate feedback, Enter to go on, the result saved at the end. */
export function QuizRunner({ quiz, onRestart }: { quiz: Quiz; onRestart: () => void }) {
  const { t } = useReviewTranslation();
  const queryClient = useQueryClient();
  const [session, dispatch] = useReducer(quizReducer, quiz.questions.length, startQuiz);
  const save = useMutation({
    mutationFn: saveQuizResult,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['quiz', 'results'] });
      void queryClient.invalidateQueries({ queryKey: reviewKeys.stats });
    },
  });
  const question = quiz.questions[session.index];
  const outcome = session.phase === 'asking' ? undefined : session.outcomes[session.index];
  const last = session.index === session.total - 1;

  const submitResult = () =>
    save.mutate({
      ...(quiz.source === 'note' && quiz.noteId ? { noteId: quiz.noteId } : {}),
      language: quiz.language,
      source: quiz.source,
      answers: answersOf(quiz, session),
    });
  const next = () => {
    if (session.phase !== 'feedback') return;
    if (last) submitResult();
    dispatch({ type: 'next' });
  };

  useWindowKeys((event) => {
    if (session.phase !== 'feedback' || quizActionFor(event, 'feedback')?.type !== 'continue') return false;
    next();
    return true;
  });

  if (session.phase === 'done' || !question) {
    return (
      <QuizScore
        score={scoreOf(session)}
        total={session.total}
        noteId={quiz.source === 'note' ? (quiz.noteId ?? undefined) : undefined}
        save={save}
        onRetrySave={submitResult}
        onRestart={onRestart}
      />
    );
  }

  return (
    <div data-testid="quiz-runner">
      <div className="mb-4 space-y-2">
        <div className="flex items-center justify-between text-sm">
          <p className="font-medium text-slate-700" data-testid="quiz-progress">
            {t('quiz.progress', { current: session.index + 1, total: session.total })}
          </p>
          <p className="inline-flex items-center gap-1 font-medium text-emerald-700" data-testid="quiz-running-score">
            <CheckCircle2 aria-hidden className="h-4 w-4" />
            {t('quiz.runningScore', { score: scoreOf(session) })}
          </p>
        </div>
        <ProgressBar
          value={((session.index + (outcome ? 1 : 0)) / session.total) * 100}
          label={t('quiz.progressLabel')}
        />
      </div>
      <Card className="p-5 sm:p-8" data-testid={`quiz-question-${question.kind}`}>
        <QuestionView
          key={question.id}
          question={question}
          language={quiz.language}
          outcome={outcome}
          onAnswer={(o) => dispatch({ type: 'answer', outcome: o })}
        />
      </Card>
      {outcome && (
        <Feedback
          outcome={outcome}
          answer={expectedAnswer(question)}
          context={contextAfter(question)}
          language={quiz.language}
          last={last}
          onNext={next}
        />
      )}
    </div>
  );
}

type FeedbackProps = {
  outcome: Outcome;
  answer: string;
  context: string | null;
  language: string;
  last: boolean;
  onNext: () => void;
};

function Feedback({ outcome, answer, context, language, last, onNext }: FeedbackProps) {
  const { t } = useReviewTranslation();
  const title =
    outcome.verdict === 'exact'
      ? t('quiz.feedback.right')
      : outcome.verdict === 'close'
        ? t('quiz.feedback.close')
        : t('quiz.feedback.wrong');
  return (
    <div
      role="status"
      data-testid="quiz-feedback"
      data-correct={outcome.correct}
      className={cn(
        'mt-4 flex flex-col gap-3 rounded-2xl border p-4 sm:flex-row sm:items-center sm:justify-between',
        outcome.correct ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-red-200 bg-red-50 text-red-900',
      )}
    >
      <div className="flex min-w-0 gap-3">
        {outcome.correct ? (
          <CheckCircle2 aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
        ) : (
          <XCircle aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
        )}
        <div className="min-w-0">
          <p className="font-semibold">{title}</p>
          {outcome.verdict !== 'exact' && (
            <p className="mt-0.5 break-words text-sm">
              {t('quiz.feedback.answer')} <strong>{answer}</strong>
            </p>
          )}
          {context && (
            <p lang={language} className="mt-1 break-words text-sm opacity-80">
              {context}
            </p>
          )}
        </div>
      </div>
      <Button
        onClick={onNext}
        autoFocus
        data-testid="quiz-next"
        aria-keyshortcuts="Enter"
        className="w-full shrink-0 sm:w-auto"
      >
        {last ? t('quiz.seeScore') : t('quiz.next')}
        <ArrowRight aria-hidden className="h-4 w-4" />
      </Button>
    </div>
  );
}
