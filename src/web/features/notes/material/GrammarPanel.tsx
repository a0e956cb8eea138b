import { useQuery } from '@tanstack/react-query';
import { BookA, Play } from 'lucide-react';
import { memo, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../../common/format.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { cn } from '../../../lib/cn.ts';
import { MaterialGate } from './MaterialGate.tsx';
import { GrammarExamples as WrittenExamples } from './GrammarExamples.tsx';
import { FirstStory, StoryBlock } from './GrammarStory.tsx';
import { grammarQuery } from './material-api.ts';
import { lineStart, type StudyContext } from './study-context.ts';
import type { GrammarNote } from '../../../lib/api-types.ts';
import { highlightSpans } from '../../../lib/highlight.ts';
import { Highlighted } from '../../../components/ui/highlighted.tsx';

/** The Grammar tab. `focusPoint` (from the study guide) is scrolled to once the notes are there. */
export const GrammarPanel = memo(function GrammarPanel({
  study,
  focusPoint,
}: {
  study: StudyContext;
  focusPoint: string | null;
}) {
  const { t } = useTranslation('notes');
  const query = useQuery(grammarQuery(study.noteId));
  const loaded = query.data?.status === 'ready';

  useEffect(() => {
    if (!loaded || !focusPoint) return;
    const element = [...document.querySelectorAll<HTMLElement>('[data-point-id]')].find(
      (candidate) => candidate.dataset.pointId === focusPoint,
    );
    element?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    element?.focus({ preventScroll: true });
  }, [loaded, focusPoint]);

  return (
    <MaterialGate query={query}>
      {(data) =>
        data.grammarNotes.length === 0 ? (
          <EmptyState
            data-testid="grammar-empty"
            icon={BookA}
            titleAs="h3"
            title={t('grammar.emptyTitle')}
            text={t('grammar.emptyText')}
          />
        ) : (
          <section aria-labelledby="grammar-title">
            <h2 id="grammar-title" className="mb-3 text-base font-semibold text-slate-900">
              {t('grammar.title')}
            </h2>
            <ul className="space-y-3">
              {data.grammarNotes.map((note) => (
                <GrammarNoteCard
                  key={note.id}
                  note={note}
                  study={study}
                  focused={note.pointId === focusPoint}
                  byModel={data.engine === 'llm'}
                />
              ))}
            </ul>
          </section>
        )
      }
    </MaterialGate>
  );
});

/** `byModel`: the material was made by a model, which can write this point a story (ADR 17). */
function GrammarNoteCard({
  note,
  study,
  focused,
  byModel,
}: {
  note: GrammarNote;
  study: StudyContext;
  focused: boolean;
  byModel: boolean;
}) {
  const { t } = useTranslation('notes');
  const id = useId();
  return (
    <li
      data-testid={`grammar-note-${note.pointId}`}
      data-point-id={note.pointId}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className={cn(
        'scroll-mt-16 rounded-xl border bg-white p-4 shadow-sm focus:outline-none sm:p-5',
        focused ? 'border-brand-400 ring-2 ring-brand-200' : 'border-slate-200',
      )}
    >
      <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        {note.title}
      </h3>
      <p lang={note.explanationLanguage} className="mt-1.5 whitespace-pre-line text-sm leading-6 text-slate-700">
        {note.explanation}
      </p>
      <WrittenExamples note={note} language={study.language} />
      {note.examples.length > 0 && (
        <div className="mt-4" data-testid={`grammar-from-video-${note.pointId}`}>
          <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-500">
            {t('grammarExamples.fromVideo')}
          </h4>
          <ul className="mt-1.5 space-y-1">
            {note.examples.map((example, i) => {
              const start = lineStart(study.lines, example.sentenceId);
              return (
                <li key={i}>
                  <button
                    type="button"
                    onClick={() => study.playMoment(example.sentenceId)}
                    data-testid={`grammar-example-${note.pointId}-${i}`}
                    aria-label={`${t('grammar.playExample')}: ${example.text}`}
                    className="group flex w-full items-start gap-2.5 rounded-lg px-2 py-1.5 text-left hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                  >
                    <span className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-500 group-hover:bg-brand-600 group-hover:text-white">
                      <Play aria-hidden className="h-3 w-3 fill-current" />
                    </span>
                    <span lang={study.language} className="min-w-0 flex-1 text-sm leading-6 text-slate-800">
                      <Highlighted spans={highlightSpans(example.text, example.match)} />
                    </span>
                    {start !== undefined && (
                      <span className="mt-0.5 shrink-0 font-mono text-xs tabular-nums text-slate-400">
                        {formatDuration(start)}
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {note.story ? (
        <StoryBlock note={note} story={note.story} study={study} />
      ) : (
        byModel && note.writtenExamples.length > 0 && <FirstStory note={note} study={study} />
      )}
    </li>
  );
}
