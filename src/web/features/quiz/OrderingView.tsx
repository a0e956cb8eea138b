import { Eraser, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { useWindowKeys } from '../review/useWindowKeys.ts';
import {
  isLineComplete,
  isOrderCorrect,
  lineText,
  placeWord,
  undoLastWord,
  unplaceWord,
  type Placed,
} from './ordering.ts';
import { quizActionFor } from './quiz-keys.ts';
import { QuestionHeading, type QuestionProps } from './question-parts.tsx';
import type { OrderingQuestion } from '../../lib/api-types.ts';
import { useReviewTranslation } from '../review/strings.ts';

const chipClass =
  'inline-flex min-h-10 items-center rounded-lg border px-3 py-1.5 text-base font-medium shadow-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:cursor-default';

/** Tap the shuffled words into the sentence's order (tap a placed word to take it back), with undo and clear. */
export function OrderingView({ question, language, outcome, onAnswer }: QuestionProps<OrderingQuestion>) {
  const { t } = useReviewTranslation();
  const [placed, setPlaced] = useState<Placed>([]);
  const complete = isLineComplete(question, placed);
  const answered = !!outcome;

  const check = () => {
    if (answered || !complete) return;
    const correct = isOrderCorrect(question, placed);
    onAnswer({
      questionId: question.id,
      given: lineText(question, placed),
      correct,
      verdict: correct ? 'exact' : 'wrong',
    });
  };

  useWindowKeys((event) => {
    if (answered) return false;
    const action = quizActionFor(event, 'asking');
    if (action?.type === 'back' && placed.length > 0) setPlaced(undoLastWord(placed));
    else if (action?.type === 'check' && complete) check();
    else return false;
    return true;
  });

  return (
    <div className="space-y-5">
      <QuestionHeading>{t('quiz.ordering.heading')}</QuestionHeading>
      {question.prompt && (
        <p className="text-center text-lg text-slate-700" data-testid="quiz-prompt">
          “{question.prompt}”
        </p>
      )}
      <div
        lang={language}
        aria-label={t('quiz.ordering.line')}
        role="group"
        data-testid="quiz-line"
        className={cn(
          'flex min-h-16 flex-wrap content-start gap-2 rounded-xl border-2 border-dashed p-3',
          !answered && 'border-slate-300 bg-white',
          answered && (outcome.correct ? 'border-emerald-400 bg-emerald-50' : 'border-red-300 bg-red-50'),
        )}
      >
        {placed.map((index) => (
          <button
            key={index}
            type="button"
            disabled={answered}
            onClick={() => setPlaced(unplaceWord(placed, index))}
            className={cn(chipClass, 'border-brand-300 bg-brand-50 text-brand-900 hover:bg-brand-100')}
          >
            {question.words[index]}
          </button>
        ))}
      </div>
      <div
        lang={language}
        aria-label={t('quiz.ordering.pool')}
        role="group"
        data-testid="quiz-pool"
        className="flex min-h-10 flex-wrap justify-center gap-2"
      >
        {question.words.map((word, index) =>
          placed.includes(index) ? null : (
            <button
              key={index}
              type="button"
              disabled={answered}
              onClick={() => setPlaced(placeWord(placed, index))}
              className={cn(
                chipClass,
                'border-slate-200 bg-white text-slate-900 hover:border-brand-400 hover:bg-brand-50',
              )}
            >
              {word}
            </button>
          ),
        )}
      </div>
      {!answered && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => setPlaced(undoLastWord(placed))}
              disabled={placed.length === 0}
              aria-keyshortcuts="Backspace"
              data-testid="quiz-ordering-undo"
            >
              <Undo2 aria-hidden className="h-4 w-4" />
              {t('quiz.ordering.undo')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setPlaced([])}
              disabled={placed.length === 0}
              data-testid="quiz-ordering-clear"
            >
              <Eraser aria-hidden className="h-4 w-4" />
              {t('quiz.ordering.clear')}
            </Button>
          </div>
          <Button onClick={check} disabled={!complete} aria-keyshortcuts="Enter" data-testid="quiz-check">
            {t('quiz.check')}
          </Button>
        </div>
      )}
    </div>
  );
}
