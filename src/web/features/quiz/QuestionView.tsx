import { CLOZE_BLANK } from '../../../common/learning.ts';
import { AudioButton } from '../audio/AudioButton.tsx';
import { ChoiceList } from './ChoiceList.tsx';
import { ListeningView } from './ListeningView.tsx';
import { OrderingView } from './OrderingView.tsx';

import { choiceOutcome, QuestionHeading, type QuestionProps } from './question-parts.tsx';
import type { ClozeQuestion, MeaningQuestion, QuizQuestion } from '../../lib/api-types.ts';
import { useReviewTranslation } from '../review/strings.ts';

/** The question on screen, by kind. */
export function QuestionView(props: QuestionProps<QuizQuestion>) {
  const { question } = props;
  switch (question.kind) {
    case 'meaning':
      return <MeaningView {...props} question={question} />;
    case 'cloze':
      return <ClozeView {...props} question={question} />;
    case 'listening':
      return <ListeningView {...props} question={question} />;
    case 'ordering':
      return <OrderingView {...props} question={question} />;
  }
}

function MeaningView({ question, language, outcome, onAnswer }: QuestionProps<MeaningQuestion>) {
  const { t } = useReviewTranslation();
  return (
    <div className="space-y-5">
      <QuestionHeading>
        {t(question.item.kind === 'word' ? 'quiz.meaning.word' : 'quiz.meaning.sentence')}
      </QuestionHeading>
      <div className="flex items-center justify-center gap-3">
        <p
          lang={language}
          className={`break-words text-center font-bold text-slate-900 ${question.item.kind === 'word' ? 'text-3xl' : 'text-xl'}`}
          data-testid="quiz-prompt"
        >
          {question.prompt}
        </p>
        <AudioButton text={question.prompt} lang={language} label={t('card.listen')} />
      </div>
      <ChoiceList
        choices={question.choices}
        answer={question.answer}
        chosen={outcome?.given}
        onChoose={(choice) => onAnswer(choiceOutcome(question, choice))}
      />
    </div>
  );
}

function ClozeView({ question, language, outcome, onAnswer }: QuestionProps<ClozeQuestion>) {
  const { t } = useReviewTranslation();
  const [before = '', ...rest] = question.prompt.split(CLOZE_BLANK);
  const after = rest.join(CLOZE_BLANK);
  // Choices show words as written alone ("getrunken"); the filled gap shows it as the sentence says it.
  const said = question.sentence.slice(before.length, question.sentence.length - after.length) || question.answer;
  return (
    <div className="space-y-5">
      <QuestionHeading>{t('quiz.cloze.heading')}</QuestionHeading>
      <p lang={language} className="text-center text-xl leading-relaxed text-slate-900" data-testid="quiz-prompt">
        {before}
        {outcome ? (
          <span
            className={`rounded px-1 font-semibold ${outcome.correct ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-900'}`}
          >
            {said}
          </span>
        ) : (
          <span
            className="mx-1 inline-block w-20 border-b-2 border-brand-500 align-baseline"
            aria-label={t('quiz.cloze.blank')}
            role="img"
          />
        )}
        {after}
      </p>
      <ChoiceList
        choices={question.choices}
        answer={question.answer}
        chosen={outcome?.given}
        onChoose={(choice) => onAnswer(choiceOutcome(question, choice))}
        lang={language}
      />
    </div>
  );
}
