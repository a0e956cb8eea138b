import { FileText } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { useDrawnInSteps } from '../../../lib/use-drawn-in-steps.ts';
import { StatusLegend } from './StatusLegend.tsx';
import type { TimedWord } from '../lines/timeline.ts';
import { TranscriptLine } from './TranscriptLine.tsx';
import { lineNumber, pageLabel, pageOfLine, pagesOf, type TranscriptPage } from '../lines/transcript-pages.ts';
import type { NoteWordStatus, Subtitle } from '../../../lib/api-types.ts';

type TranscriptProps = {
  /** The transcript from line 0 as far as it is loaded. */
  lines: readonly Subtitle[];
  /** Every page of the note (its minutes index), loaded or not; without it, the pages of `lines`. */
  pages?: readonly TranscriptPage[];
  /** Asked when the learner opens a page whose lines are not loaded yet. */
  onNeedPage?: (page: TranscriptPage) => void;
  wordsByLine: ReadonlyMap<number, TimedWord[]>;
  language: string;
  sourceLabel: string;
  activeLine: number;
  activeWord: TimedWord | null;
  showTranslation: boolean;
  /** Scrolls the active line into view (or not, while the learner scrolls by hand). */
  followLine: (line: HTMLElement) => void;
  onPlayLine: (index: number) => void;
  onWord: (word: TimedWord, lineIndex: number) => void;
  /** The learner's word status for tints; undefined while loading, on failure or with tints off. */
  wordStatus?: NoteWordStatus;
  /** The word status is on its way: the legend's room is kept so the lines do not move down when it comes. */
  wordStatusPending?: boolean;
  /** Saved lines (index → saved sentence id) and lines being saved; no onSaveLine, no bookmarks. */
  savedLines?: ReadonlyMap<number, string>;
  savingLines?: ReadonlySet<number>;
  onSaveLine?: (index: number) => void;
  /** Plays a line and pauses at its end (the model line of the pronunciation check). */
  onPlayMoment?: (index: number) => void;
};

const NO_WORDS: TimedWord[] = [];
/**
 * Lines drawn in the transcript's first render; the rest of the page follows a few lines a task. A page of
 * a minute is 15–25 lines of word buttons, each ~10 ms to draw on a phone's CPU: all at once was one long
 * task, in which nothing painted and no tap was answered (ADR 12).
 */
export const FIRST_PASS_LINES = 2;
export const LINES_PER_STEP = 2;

/** The transcript, one minute a page. The page of the active line is shown whenever playback moves to another page. */
export function Transcript(props: TranscriptProps) {
  const {
    lines,
    wordsByLine,
    language,
    sourceLabel,
    activeLine,
    activeWord,
    showTranslation,
    followLine,
    onPlayLine,
    onWord,
  } = props;
  const { wordStatus, wordStatusPending, savedLines, savingLines, onSaveLine, onNeedPage } = props;
  const { t } = useTranslation(['notes', 'common']);
  const ownPages = useMemo(() => pagesOf(lines), [lines]);
  const pages = props.pages ?? ownPages;
  const activePage = pageOfLine(pages, activeLine)?.page;
  const [viewPage, setViewPage] = useState(() => pages[0]?.page ?? 1);
  const listRef = useRef<HTMLOListElement>(null);
  const page = pages.find((p) => p.page === viewPage) ?? pages[0];
  const drawn = useDrawnInSteps(page?.size ?? 0, FIRST_PASS_LINES, LINES_PER_STEP);

  useEffect(() => {
    if (activePage !== undefined) setViewPage(activePage);
  }, [activePage]);

  // The active line is looked up again when a page turn or a step of drawing adds lines to the list; it is
  // followed once it is drawn.
  const activeDrawn = page !== undefined && activeLine >= page.firstIndex && activeLine < page.firstIndex + drawn;
  // A note opened at its first line is already there: no scroll (and no forced layout while the page is
  // still being drawn, ADR 12) until the active line moves; opened further in (`?t=`, back from another tab), it follows at once.
  const openedAtTop = useRef(activeLine <= 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a page turn re-renders the list, so the active line is looked up again.
  useEffect(() => {
    if (openedAtTop.current && activeLine <= 0) return;
    openedAtTop.current = false;
    const element = activeLine < 0 ? null : listRef.current?.querySelector<HTMLElement>(`[data-line="${activeLine}"]`);
    if (element) followLine(element);
  }, [activeLine, viewPage, followLine, activeDrawn]);

  const pageLoaded = !page || page.firstIndex + page.size <= lines.length;
  useEffect(() => {
    if (page && !pageLoaded) onNeedPage?.(page);
  }, [page, pageLoaded, onNeedPage]);
  return (
    <section aria-labelledby="transcript-title" className="min-w-0">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="transcript-title" className="text-base font-semibold text-slate-900">
          {t('transcript.title')}
        </h2>
        <p className="flex items-center gap-1.5 text-xs font-medium text-slate-500" data-testid="transcript-source">
          <FileText aria-hidden className="h-3.5 w-3.5" />
          {sourceLabel}
        </p>
      </div>
      {(wordStatus || wordStatusPending) && <StatusLegend className={cn('mb-3', !wordStatus && 'invisible')} />}
      {pages.length > 1 && (
        <nav aria-label={t('transcript.pages')} className="-mx-1 mb-3 flex gap-1.5 overflow-x-auto px-1 pb-1">
          {pages.map((p) => (
            <button
              key={p.page}
              type="button"
              onClick={() => setViewPage(p.page)}
              aria-current={p.page === page?.page ? 'page' : undefined}
              data-testid={`transcript-page-${p.page}`}
              className={cn(
                'shrink-0 whitespace-nowrap rounded-full border px-3 py-1 font-mono text-xs font-medium tabular-nums transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                p.page === page?.page
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-300 bg-white text-slate-600 hover:bg-slate-100',
                p.page === activePage && p.page !== page?.page && 'border-brand-500 text-brand-700',
              )}
            >
              {pageLabel(p.page)}
            </button>
          ))}
        </nav>
      )}
      {page && !pageLoaded ? (
        <p className="p-6 text-center text-sm text-slate-500" role="status" data-testid="transcript-loading">
          {t('transcript.loading')}
        </p>
      ) : page ? (
        <ol ref={listRef} className="space-y-1" data-testid="transcript">
          {lines.slice(page.firstIndex, page.firstIndex + drawn).map((line, i) => {
            const index = page.firstIndex + i;
            return (
              <TranscriptLine
                key={index}
                index={index}
                number={lineNumber(page, i)}
                line={line}
                words={wordsByLine.get(index) ?? NO_WORDS}
                language={language}
                active={index === activeLine}
                activeWordId={activeWord?.line === index ? activeWord.id : null}
                showTranslation={showTranslation}
                onPlay={onPlayLine}
                onWord={onWord}
                t={t}
                lemmas={wordStatus?.lines[index]}
                statuses={wordStatus?.statuses}
                saved={savedLines?.has(index)}
                saving={savingLines?.has(index)}
                onSave={onSaveLine}
                onPlayMoment={props.onPlayMoment}
              />
            );
          })}
        </ol>
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">
          {t('transcript.empty')}
        </p>
      )}
    </section>
  );
}
