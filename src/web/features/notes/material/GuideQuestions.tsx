import { Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayInVideoButton } from './parts.tsx';
import { lineStart, type StudyContext } from './study-context.ts';
import { type GuideQuestion, headingClass, sectionClass } from './guide-text.ts';

/** The guide's questions, worded in the UI language; the line and the word stay in the video's. */
export function GuideQuestions({ questions, study }: { questions: GuideQuestion[]; study: StudyContext }) {
  const { t } = useTranslation('notes');
  const id = useId();
  return (
    <section aria-labelledby={`${id}-questions`} className={sectionClass}>
      <h2 id={`${id}-questions`} className={headingClass}>
        {t('guide.questions')}
      </h2>
      <ol className="mt-2 space-y-2.5">
        {questions.map((question, i) => (
          <Question key={i} index={i} question={question} study={study} />
        ))}
      </ol>
    </section>
  );
}

function Prompt({ question, language }: { question: GuideQuestion; language: string }) {
  const { t } = useTranslation('notes');
  switch (question.kind) {
    case 'cloze':
      return (
        <>
          {t('guideText.cloze')}{' '}
          <span lang={language}>
            {question.before}
            <span
              role="img"
              aria-label={t('guideText.gap')}
              className="mx-0.5 inline-block w-12 border-b-2 border-slate-500 align-baseline"
            />
            {question.after}
          </span>
        </>
      );
    case 'meaning':
      return <>{t('guideText.meaning', { word: question.word })}</>;
    case 'text':
      return <>{question.question}</>;
  }
}

function Question({ index, question, study }: { index: number; question: GuideQuestion; study: StudyContext }) {
  const { t } = useTranslation('notes');
  const answerId = useId();
  const [open, setOpen] = useState(false);
  const start = lineStart(study.lines, question.sentenceId);
  return (
    <li data-testid={`guide-question-${index}`} className="rounded-lg bg-slate-50 p-3">
      <p className="flex gap-2 text-sm font-medium leading-6 text-slate-900">
        <span className="shrink-0 font-mono tabular-nums text-slate-400">{index + 1}.</span>
        <span className="min-w-0" data-testid={`guide-prompt-${index}`}>
          <Prompt question={question} language={study.language} />
        </span>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2 pl-6">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => setOpen((shown) => !shown)}
          data-testid={`guide-answer-toggle-${index}`}
          className="inline-flex h-8 items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 text-xs font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          {open ? <EyeOff aria-hidden className="h-3.5 w-3.5" /> : <Eye aria-hidden className="h-3.5 w-3.5" />}
          {open ? t('guide.hideAnswer') : t('guide.showAnswer')}
        </button>
        {question.sentenceId !== null && start !== undefined && (
          <PlayInVideoButton time={start} onClick={() => study.playMoment(question.sentenceId!)} />
        )}
      </div>
      <p
        id={answerId}
        hidden={!open}
        lang={question.kind === 'cloze' ? study.language : undefined}
        className="mt-2 whitespace-pre-line rounded-md border-l-4 border-emerald-400 bg-white py-1.5 pl-3 pr-2 text-sm leading-6 text-slate-700"
        data-testid={`guide-answer-${index}`}
      >
        {question.answer}
      </p>
    </li>
  );
}
