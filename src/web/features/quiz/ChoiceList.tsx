import { CheckCircle2, XCircle } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { useWindowKeys } from '../review/useWindowKeys.ts';
import { quizActionFor } from './quiz-keys.ts';
import { useReviewTranslation } from '../review/strings.ts';

type ChoiceListProps = {
  choices: readonly string[];
  answer: string;
  /** The choice picked, once answered. */
  chosen: string | undefined;
  onChoose: (choice: string) => void;
  /** The language the choices are written in. */
  lang?: string;
};

/** Up to four answers to pick from (or keys 1–4); once picked, the right one shows green and a wrong pick red. */
export function ChoiceList({ choices, answer, chosen, onChoose, lang }: ChoiceListProps) {
  const { t } = useReviewTranslation();
  const answered = chosen !== undefined;
  useWindowKeys((event) => {
    if (answered) return false;
    const action = quizActionFor(event, 'asking');
    if (action?.type !== 'choose' || !choices[action.index]) return false;
    onChoose(choices[action.index]!);
    return true;
  });

  return (
    <ul className="grid gap-2 sm:grid-cols-2" aria-label={t('quiz.choicesLabel')} data-testid="quiz-choices">
      {choices.map((choice, index) => {
        const right = answered && choice === answer;
        const wrong = answered && choice === chosen && choice !== answer;
        return (
          <li key={`${index}-${choice}`}>
            <button
              type="button"
              disabled={answered}
              onClick={() => onChoose(choice)}
              aria-keyshortcuts={String(index + 1)}
              data-testid={`quiz-choice-${index + 1}`}
              data-state={right ? 'right' : wrong ? 'wrong' : undefined}
              className={cn(
                'flex min-h-12 w-full items-center gap-3 rounded-xl border bg-white px-3 py-2.5 text-left text-sm shadow-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 sm:text-base',
                !answered && 'border-slate-200 hover:border-brand-400 hover:bg-brand-50',
                answered && !right && !wrong && 'border-slate-200 opacity-60',
                right && 'border-emerald-500 bg-emerald-50 text-emerald-900',
                wrong && 'border-red-400 bg-red-50 text-red-900',
              )}
            >
              <kbd className="flex h-6 w-6 shrink-0 items-center justify-center rounded-md border border-slate-200 bg-slate-50 font-sans text-xs font-semibold text-slate-500">
                {index + 1}
              </kbd>
              <span lang={lang} className="min-w-0 flex-1 break-words">
                {choice}
              </span>
              {right && <CheckCircle2 aria-label={t('quiz.right')} className="h-5 w-5 shrink-0 text-emerald-600" />}
              {wrong && <XCircle aria-label={t('quiz.wrong')} className="h-5 w-5 shrink-0 text-red-600" />}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
