import { useQuery } from '@tanstack/react-query';
import { BookA, ChevronRight, ClipboardList, MonitorPlay } from 'lucide-react';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useRegenerateMaterial } from './regenerate-api.ts';
import { AudioButton } from '../../audio/AudioButton.tsx';
import { GuideQuestions } from './GuideQuestions.tsx';
import { GuideSteps } from './GuideSteps.tsx';
import { GuideSummary } from './GuideSummary.tsx';
import { headingClass, sectionClass } from './guide-text.ts';
import { MaterialGate } from './MaterialGate.tsx';
import { materialQuery } from './material-api.ts';
import type { StudyContext } from './study-context.ts';
import type { StudyGuide } from '../../../lib/api-types.ts';

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
        ) : !data.studyGuideRequested ? (
          <GuideNotRequested noteId={study.noteId} />
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

/**
 * The learner chose no study guide when making the note (ADR 29): the tab says so and makes one on request,
 * remaking the note's material with it (free; the tab shows its progress meanwhile).
 */
function GuideNotRequested({ noteId }: { noteId: string }) {
  const { t } = useTranslation('notes');
  const make = useRegenerateMaterial(noteId);
  return (
    <EmptyState
      data-testid="guide-not-requested"
      icon={ClipboardList}
      titleAs="h3"
      title={t('guide.emptyTitle')}
      text={t('guide.notRequestedText')}
      action={
        <Button onClick={() => make.mutate({ studyGuide: true })} disabled={make.isPending} data-testid="guide-make">
          {make.isPending && <Spinner className="h-4 w-4 text-current" />}
          {t('guide.make')}
        </Button>
      }
    />
  );
}

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
      <GuideSummary guide={guide} language={study.language} />

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

      {guide.questions.length > 0 && <GuideQuestions questions={guide.questions} study={study} />}

      {guide.steps.length > 0 && <GuideSteps noteId={study.noteId} steps={guide.steps} />}
    </div>
  );
}
