import { Volume2 } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useSpeech } from '../review/useSpeech.ts';
import { useWindowKeys } from '../review/useWindowKeys.ts';
import { gradeTyped } from './answer-matching.ts';
import { ChoiceList } from './ChoiceList.tsx';
import { quizActionFor } from './quiz-keys.ts';
import { choiceOutcome, QuestionHeading, type QuestionProps } from './question-parts.tsx';
import type { ListeningQuestion } from '../../lib/api-types.ts';
import { useReviewTranslation } from '../review/strings.ts';

/** Hear a word or sentence (played at once, replay with the button or R), then pick its meaning or type it. */
export function ListeningView({ question, language, outcome, onAnswer }: QuestionProps<ListeningQuestion>) {
  const { t } = useReviewTranslation();
  const { play } = useSpeech();
  const [typed, setTyped] = useState('');
  const replay = () => void play(question.audio);

  useEffect(() => {
    void play(question.audio);
  }, [play, question.audio]);

  useWindowKeys((event) => {
    if (outcome || quizActionFor(event, 'asking')?.type !== 'replay') return false;
    replay();
    return true;
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (outcome || !typed.trim()) return;
    const verdict = gradeTyped(typed, question.answer);
    onAnswer({ questionId: question.id, given: typed, correct: verdict !== 'wrong', verdict });
  };

  return (
    <div className="space-y-5">
      <QuestionHeading>{t(question.mode === 'type' ? 'quiz.listening.type' : 'quiz.listening.choose')}</QuestionHeading>
      <div className="flex justify-center">
        <button
          type="button"
          onClick={replay}
          aria-keyshortcuts="R"
          data-testid="quiz-listen"
          className="flex h-20 w-20 items-center justify-center rounded-full bg-brand-600 text-white shadow-md transition-colors hover:bg-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
        >
          <Volume2 aria-hidden className="h-9 w-9" />
          <span className="sr-only">{t('quiz.listening.play')}</span>
        </button>
      </div>
      {outcome && (
        <p lang={language} className="text-center text-lg font-semibold text-slate-900" data-testid="quiz-transcript">
          {question.audio.text}
        </p>
      )}
      {question.mode === 'choose' && question.choices ? (
        <ChoiceList
          choices={question.choices}
          answer={question.answer}
          chosen={outcome?.given}
          onChoose={(choice) => onAnswer(choiceOutcome(question, choice))}
        />
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row">
          <label htmlFor="quiz-typed" className="sr-only">
            {t('quiz.listening.typeLabel')}
          </label>
          <Input
            id="quiz-typed"
            lang={language}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            disabled={!!outcome}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="done"
            placeholder={t('quiz.listening.placeholder')}
            data-testid="quiz-typed"
            aria-invalid={outcome ? !outcome.correct : undefined}
            autoFocus
          />
          <Button type="submit" disabled={!!outcome || !typed.trim()} data-testid="quiz-check" className="h-11">
            {t('quiz.check')}
          </Button>
        </form>
      )}
    </div>
  );
}
