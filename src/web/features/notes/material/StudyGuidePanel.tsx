import { useQuery } from '@tanstack/react-query';
import {
  BookA,
  ChevronRight,
  ClipboardList,
  Eye,
  EyeOff,
  HelpCircle,
  Layers,
  Mic,
  MonitorPlay,
  type LucideIcon,
} from 'lucide-react';
import { memo, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { cn } from '../../../lib/cn.ts';
import { AudioButton } from '../../audio/AudioButton.tsx';
import { MaterialGate } from './MaterialGate.tsx';
import { materialQuery } from './material-api.ts';
import { PlayInVideoButton } from './parts.tsx';
import { lineStart, type StudyContext } from './study-context.ts';
import type { StudyGuide, StudyStepKind } from '../../../lib/api-types.ts';

const STEP_ICONS: Record<StudyStepKind, LucideIcon> = {
  watch: MonitorPlay,
  shadow: Mic,
  review: Layers,
  quiz: HelpCircle,
};

/** The Study guide tab: summary, key words, grammar points (links to the Grammar tab), questions and a checklist. */
export const StudyGuidePanel = memo(function StudyGuidePanel({
  study,
  onOpenGrammar,
}: {
  study: StudyContext;
  onOpenGrammar: (pointId: string) => void;
}) {
  const { t } = useTranslation('notes');
  const query = useQuery(materialQuery(study.noteId));
  return (
    <MaterialGate query={query}>
      {(data) =>
        data.studyGuide ? (
          <StudyGuideView guide={data.studyGuide} study={study} onOpenGrammar={onOpenGrammar} />
        ) : (
          <EmptyState
            data-testid="guide-empty"
            icon={ClipboardList}
            titleAs="h3"
            title={t('guide.emptyTitle')}
            text={t('guide.emptyText')}
          />
        )
      }
    </MaterialGate>
  );
});

const sectionClass = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5';
const headingClass = 'text-sm font-semibold text-slate-900';

function StudyGuideView({
  guide,
  study,
  onOpenGrammar,
}: {
  guide: StudyGuide;
  study: StudyContext;
  onOpenGrammar: (pointId: string) => void;
}) {
  const { t } = useTranslation('notes');
  const id = useId();
  return (
    <div className="space-y-3" data-testid="study-guide">
      {guide.summary && (
        <section aria-labelledby={`${id}-summary`} className={sectionClass}>
          <h2 id={`${id}-summary`} className={headingClass}>
            {t('guide.summary')}
          </h2>
          <p className="mt-1.5 whitespace-pre-line text-sm leading-6 text-slate-700" data-testid="guide-summary">
            {guide.summary}
          </p>
        </section>
      )}

      {guide.keyVocabulary.length > 0 && (
        <section aria-labelledby={`${id}-vocabulary`} className={sectionClass}>
          <h2 id={`${id}-vocabulary`} className={headingClass}>
            {t('guide.vocabulary')}
          </h2>
          <table className="mt-2 w-full table-fixed text-left text-sm" data-testid="guide-vocabulary">
            <thead>
              <tr className="border-b border-slate-200 text-xs font-semibold uppercase tracking-wide text-slate-500">
                <th scope="col" className="w-[38%] py-2 pr-2 font-semibold">
                  {t('guide.word')}
                </th>
                <th scope="col" className="py-2 pr-2 font-semibold">
                  {t('guide.translation')}
                </th>
                <th scope="col" className="w-[4.75rem] py-2 text-right font-semibold">
                  <span className="sr-only">{t('guide.listen')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {guide.keyVocabulary.map((entry, i) => (
                <tr key={`${entry.lemma}-${i}`} className="border-b border-slate-100 last:border-0">
                  <td lang={study.language} className="break-words py-2 pr-2 font-medium text-slate-900">
                    {entry.lemma}
                  </td>
                  <td className="break-words py-2 pr-2 text-slate-700">
                    {entry.translation ?? (
                      <span className="text-xs text-slate-400">{t('common:offlineGloss.short')}</span>
                    )}
                  </td>
                  <td className="py-1.5">
                    <div className="flex justify-end gap-1">
                      <AudioButton
                        text={entry.lemma}
                        lang={study.language}
                        label={t('audio.word', { word: entry.lemma })}
                      />
                      <button
                        type="button"
                        onClick={() => study.playMoment(entry.sentenceId)}
                        aria-label={t('guide.playMoment', { word: entry.lemma })}
                        title={t('guide.playMoment', { word: entry.lemma })}
                        className="flex h-8 w-8 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-600 hover:border-brand-300 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                      >
                        <MonitorPlay aria-hidden className="h-4 w-4" />
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}

      {guide.grammarPoints.length > 0 && (
        <section aria-labelledby={`${id}-grammar`} className={sectionClass}>
          <h2 id={`${id}-grammar`} className={headingClass}>
            {t('guide.grammar')}
          </h2>
          <ul className="mt-2 space-y-1">
            {guide.grammarPoints.map((point) => (
              <li key={point.pointId}>
                <button
                  type="button"
                  onClick={() => onOpenGrammar(point.pointId)}
                  data-testid={`guide-grammar-${point.pointId}`}
                  className="group flex w-full items-center gap-2.5 rounded-lg px-2 py-2 text-left text-sm font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  <BookA aria-hidden className="h-4 w-4 shrink-0 text-brand-600" />
                  <span className="min-w-0 flex-1">{point.title}</span>
                  <ChevronRight aria-hidden className="h-4 w-4 shrink-0 text-slate-400 group-hover:text-brand-600" />
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      {guide.questions.length > 0 && (
        <section aria-labelledby={`${id}-questions`} className={sectionClass}>
          <h2 id={`${id}-questions`} className={headingClass}>
            {t('guide.questions')}
          </h2>
          <ol className="mt-2 space-y-2.5">
            {guide.questions.map((question, i) => (
              <Question key={i} index={i} question={question} study={study} />
            ))}
          </ol>
        </section>
      )}

      {guide.steps.length > 0 && <StepsChecklist noteId={study.noteId} steps={guide.steps} />}
    </div>
  );
}

function Question({
  index,
  question,
  study,
}: {
  index: number;
  question: StudyGuide['questions'][number];
  study: StudyContext;
}) {
  const { t } = useTranslation('notes');
  const answerId = useId();
  const [open, setOpen] = useState(false);
  const start = lineStart(study.lines, question.sentenceId);
  return (
    <li data-testid={`guide-question-${index}`} className="rounded-lg bg-slate-50 p-3">
      <p className="flex gap-2 text-sm font-medium leading-6 text-slate-900">
        <span className="shrink-0 font-mono tabular-nums text-slate-400">{index + 1}.</span>
        <span className="min-w-0">{question.question}</span>
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
        className="mt-2 whitespace-pre-line rounded-md border-l-4 border-emerald-400 bg-white py-1.5 pl-3 pr-2 text-sm leading-6 text-slate-700"
        data-testid={`guide-answer-${index}`}
      >
        {question.answer}
      </p>
    </li>
  );
}

const stepsKey = (noteId: string) => `lingoclipGuideSteps:${noteId}`;

function loadSteps(noteId: string): number[] {
  try {
    const saved = JSON.parse(window.localStorage.getItem(stepsKey(noteId)) ?? '[]') as unknown;
    return Array.isArray(saved) ? saved.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

/** The study plan as a checklist, remembered per note on this device. */
function StepsChecklist({ noteId, steps }: { noteId: string; steps: StudyGuide['steps'] }) {
  const { t } = useTranslation('notes');
  const id = useId();
  const [done, setDone] = useState<number[]>(() => loadSteps(noteId));
  const toggle = useCallback(
    (index: number) =>
      setDone((current) => {
        const next = current.includes(index) ? current.filter((n) => n !== index) : [...current, index];
        try {
          window.localStorage.setItem(stepsKey(noteId), JSON.stringify(next));
        } catch {
          // Not remembered when storage is blocked; the checklist still works for this visit.
        }
        return next;
      }),
    [noteId],
  );
  const count = steps.filter((_, i) => done.includes(i)).length;
  return (
    <section aria-labelledby={`${id}-steps`} className={sectionClass}>
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${id}-steps`} className={headingClass}>
          {t('guide.steps')}
        </h2>
        <span className="text-xs font-medium tabular-nums text-slate-500">
          {t('guide.stepsDone', { done: count, total: steps.length })}
        </span>
      </div>
      <ul className="mt-2 space-y-1">
        {steps.map((step, i) => {
          const Icon = STEP_ICONS[step.kind] ?? ClipboardList;
          const checked = done.includes(i);
          return (
            <li key={i}>
              <label
                className="flex cursor-pointer items-start gap-3 rounded-lg px-2 py-2 hover:bg-slate-50"
                data-testid={`guide-step-${i}`}
              >
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() => toggle(i)}
                  className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 accent-brand-600"
                />
                <Icon
                  aria-hidden
                  className={cn('mt-0.5 h-4 w-4 shrink-0', checked ? 'text-slate-300' : 'text-brand-600')}
                />
                <span
                  className={cn(
                    'min-w-0 text-sm leading-6',
                    checked ? 'text-slate-400 line-through' : 'text-slate-800',
                  )}
                >
                  <span className="font-semibold">{t(`guide.step.${step.kind}`)}</span>
                  <span aria-hidden> · </span>
                  {step.text}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
