import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAfterFirstPaint } from '../../../lib/use-drawn-in-steps.ts';
import { isSettled, materialKeys, materialQuery } from './material-api.ts';
import { NOTE_TABS, NoteTabList, panelId, tabId, type NoteTab } from './NoteTabs.tsx';
import type { ShadowControls } from './SlicesPanel.tsx';
import type { StudyContext } from './study-context.ts';

// The material panels load when their tab is first opened: the note page's first load is the transcript
// and the player (ADR 12). Each is its own chunk, fetched once.
const WordsPanel = lazy(() => import('./CardsPanels.tsx').then((m) => ({ default: m.WordsPanel })));
const SentencesPanel = lazy(() => import('./CardsPanels.tsx').then((m) => ({ default: m.SentencesPanel })));
const GrammarPanel = lazy(() => import('./GrammarPanel.tsx').then((m) => ({ default: m.GrammarPanel })));
const SlicesPanel = lazy(() => import('./SlicesPanel.tsx').then((m) => ({ default: m.SlicesPanel })));
const StudyGuidePanel = lazy(() => import('./StudyGuidePanel.tsx').then((m) => ({ default: m.StudyGuidePanel })));

type MaterialTabsProps = {
  study: StudyContext;
  shadow: ShadowControls;
  /** The Transcript tab's content. */
  transcript: ReactNode;
  /** Scrolls back to the top of the tab's content when the tab changes (the column scrolls on its own from 768 px). */
  scrollRef?: React.RefObject<HTMLElement | null>;
};

/**
 * Transcript · Words · Sentences · Grammar · Slices · Study guide. Only the chosen tab is mounted; the
 * material is polled from the start, so its tabs show progress at once and refresh when it is ready.
 */
export function MaterialTabs({ study, shadow, transcript, scrollRef }: MaterialTabsProps) {
  const idBase = useId().replace(/:/g, '');
  const [tab, setTab] = useState<NoteTab>('transcript');
  const [grammarFocus, setGrammarFocus] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const material = useQuery(materialQuery(study.noteId));
  const status = material.data?.status;
  const preparing = material.isSuccess && !isSettled(status);

  // Cards and grammar come from the same job: fetch them again once it is over.
  const lastStatus = useRef(status);
  useEffect(() => {
    const before = lastStatus.current;
    lastStatus.current = status;
    if (before !== undefined && before !== status && isSettled(status)) {
      void queryClient.invalidateQueries({ queryKey: materialKeys.flashcards(study.noteId) });
      void queryClient.invalidateQueries({ queryKey: materialKeys.grammar(study.noteId) });
    }
  }, [status, queryClient, study.noteId]);

  const tabRef = useRef(tab);
  tabRef.current = tab;
  const choose = useCallback(
    (next: NoteTab) => {
      if (next !== 'grammar') setGrammarFocus(null);
      if (next === tabRef.current) return;
      setTab(next);
      const column = scrollRef?.current;
      if (column && column.scrollTop > 0) column.scrollTop = 0;
    },
    [scrollRef],
  );
  const openGrammar = useCallback(
    (pointId: string) => {
      setGrammarFocus(pointId);
      choose('grammar');
    },
    [choose],
  );

  // The tab list paints first, the chosen panel a task later: on a phone each is a task of its own (ADR 12).
  const panelDrawn = useAfterFirstPaint();
  const panel = (name: NoteTab): ReactNode => {
    switch (name) {
      case 'transcript':
        return transcript;
      case 'words':
        return <WordsPanel study={study} />;
      case 'sentences':
        return <SentencesPanel study={study} />;
      case 'grammar':
        return <GrammarPanel study={study} focusPoint={grammarFocus} />;
      case 'slices':
        return <SlicesPanel study={study} controls={shadow} />;
      case 'guide':
        return <StudyGuidePanel study={study} onOpenGrammar={openGrammar} />;
    }
  };

  return (
    <div className="min-w-0">
      {/* From 768 px the column scrolls on its own and the tabs stay on top of it. */}
      <div className="mb-4 bg-slate-50 md:sticky md:top-0 md:z-10 md:pb-1">
        <NoteTabList value={tab} onChange={choose} idBase={idBase} preparing={preparing} />
      </div>
      {NOTE_TABS.map((name) => (
        <div
          key={name}
          role="tabpanel"
          id={panelId(idBase, name)}
          aria-labelledby={tabId(idBase, name)}
          hidden={name !== tab}
          data-testid={`panel-${name}`}
          className="min-w-0 focus-visible:outline-none"
        >
          {name === tab && panelDrawn && (
            <Suspense
              fallback={
                <div className="flex justify-center py-10">
                  <Spinner />
                </div>
              }
            >
              {panel(name)}
            </Suspense>
          )}
        </div>
      ))}
    </div>
  );
}
