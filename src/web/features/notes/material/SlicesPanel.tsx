import { useQuery } from '@tanstack/react-query';
import { Ear, Mic, Play, Square } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../../common/format.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { cn } from '../../../lib/cn.ts';
import { pageLabel } from '../lines/transcript-pages.ts';
import { AudioButton } from '../../audio/AudioButton.tsx';
import { PracticeLineButton } from '../../speech/PracticeLineButton.tsx';
import { lineWindow, type LineWindow } from './line-watch.ts';
import { MaterialGate } from './MaterialGate.tsx';
import { materialQuery } from './material-api.ts';
import { PageHeading } from './parts.tsx';
import { ShadowSession, type ShadowPhase } from './shadow.ts';
import type { StudyContext } from './study-context.ts';
import type { Slice } from '../../../lib/api-types.ts';

/** What shadowing needs from the player, beyond the study context. */
export type ShadowControls = {
  currentTime: number;
  playing: boolean;
  /** The transcript line being heard, -1 for none. */
  activeLine: number;
  /** Starts a line (lead-in included) without stopping at its end: the session decides that. */
  cue: (sentenceId: number) => void;
  pause: () => void;
};

type Running = { page: number; phase: ShadowPhase };

/** The Slices tab: the note's lines by minute with translations, to play one by one or shadow a page. */
export function SlicesPanel({ study, controls }: { study: StudyContext; controls: ShadowControls }) {
  const { t } = useTranslation('notes');
  const query = useQuery(materialQuery(study.noteId));
  const sessionRef = useRef<ShadowSession | null>(null);
  const [running, setRunning] = useState<Running | null>(null);
  const controlsRef = useRef(controls);
  controlsRef.current = controls;

  const { currentTime, playing } = controls;
  useEffect(() => {
    if (playing) sessionRef.current?.tick(currentTime);
  }, [currentTime, playing]);
  useEffect(() => () => sessionRef.current?.stop(), []);

  const stop = () => {
    sessionRef.current?.stop();
    sessionRef.current = null;
    setRunning(null);
  };
  const shadow = (slice: Slice, windows: LineWindow[]) => {
    sessionRef.current?.stop();
    const session = new ShadowSession(
      windows,
      {
        playFrom: (index) => controlsRef.current.cue(slice.lines[index]!.sentenceId),
        pause: () => controlsRef.current.pause(),
      },
      (phase) => setRunning(phase.kind === 'idle' ? null : { page: slice.page, phase }),
    );
    sessionRef.current = session;
    session.start(0);
  };
  const playLine = (sentenceId: number) => {
    stop();
    study.playMoment(sentenceId);
  };

  return (
    <MaterialGate query={query}>
      {(data) =>
        data.slices.every((slice) => slice.lines.length === 0) ? (
          <EmptyState
            data-testid="slices-empty"
            icon={Mic}
            titleAs="h3"
            title={t('slices.emptyTitle')}
            text={t('slices.emptyText')}
          />
        ) : (
          <section aria-labelledby="slices-title">
            <h2 id="slices-title" className="text-base font-semibold text-slate-900">
              {t('slices.title')}
            </h2>
            <p className="mb-4 mt-1 text-sm leading-6 text-slate-600">{t('slices.intro')}</p>
            <div className="space-y-5">
              {data.slices
                .filter((slice) => slice.lines.length > 0)
                .map((slice) => (
                  <SliceSection
                    key={slice.page}
                    slice={slice}
                    study={study}
                    activeLine={controls.activeLine}
                    phase={running?.page === slice.page ? running.phase : null}
                    onShadow={shadow}
                    onStop={stop}
                    onPlayLine={playLine}
                  />
                ))}
            </div>
          </section>
        )
      }
    </MaterialGate>
  );
}

type SliceSectionProps = {
  slice: Slice;
  study: StudyContext;
  activeLine: number;
  /** The shadowing session's phase when it runs on this page. */
  phase: ShadowPhase | null;
  onShadow: (slice: Slice, windows: LineWindow[]) => void;
  onStop: () => void;
  onPlayLine: (sentenceId: number) => void;
};

function SliceSection({ slice, study, activeLine, phase, onShadow, onStop, onPlayLine }: SliceSectionProps) {
  const { t } = useTranslation('notes');
  const id = useId();
  const windows = useMemo(
    () => slice.lines.map((line) => lineWindow(study.lines, line.sentenceId, line)!),
    [slice.lines, study.lines],
  );
  const active = phase !== null && phase.kind !== 'done';
  const shadowIndex = phase && (phase.kind === 'listening' || phase.kind === 'repeating') ? phase.index : -1;
  return (
    <section aria-labelledby={`${id}-page`} data-testid={`slice-${slice.page}`}>
      <PageHeading id={`${id}-page`} label={pageLabel(slice.page)}>
        <button
          type="button"
          onClick={() => (active ? onStop() : onShadow(slice, windows))}
          aria-pressed={active}
          data-testid={`slice-shadow-${slice.page}`}
          className={cn(
            'inline-flex h-8 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full border px-3 text-xs font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
            active
              ? 'border-red-200 bg-red-50 text-red-700 hover:bg-red-100'
              : 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700',
          )}
        >
          {active ? (
            <Square aria-hidden className="h-3 w-3 fill-current" />
          ) : (
            <Mic aria-hidden className="h-3.5 w-3.5" />
          )}
          {active ? t('slices.stop') : t('slices.shadowPage')}
        </button>
      </PageHeading>
      {phase?.kind === 'done' && (
        <p role="status" className="mb-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800">
          {t('slices.done')}
        </p>
      )}
      <ol className="space-y-1.5">
        {slice.lines.map((line, index) => {
          const shadowing = index === shadowIndex;
          const current = shadowing || (shadowIndex < 0 && line.sentenceId === activeLine);
          return (
            <li
              key={line.sentenceId}
              data-testid={`slice-line-${line.sentenceId}`}
              data-active={current}
              className={cn(
                'flex gap-3 rounded-xl border-l-4 bg-white px-3 py-2.5 shadow-sm sm:px-4',
                current ? 'border-brand-600 bg-brand-50' : 'border-transparent',
              )}
            >
              <button
                type="button"
                onClick={() => onPlayLine(line.sentenceId)}
                aria-label={t('slices.playLine', { time: formatDuration(line.start) })}
                title={t('slices.playLine', { time: formatDuration(line.start) })}
                data-testid={`slice-play-${line.sentenceId}`}
                className={cn(
                  'mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                  current
                    ? 'bg-brand-600 text-white'
                    : 'bg-slate-100 text-slate-600 hover:bg-brand-100 hover:text-brand-700',
                )}
              >
                <Play aria-hidden className="ml-0.5 h-3.5 w-3.5 fill-current" />
              </button>
              <div className="min-w-0 flex-1">
                <p lang={study.language} className="text-base leading-7 text-slate-900">
                  {line.text}
                </p>
                {line.translation && <p className="text-sm leading-6 text-slate-500">{line.translation}</p>}
                {shadowing && phase && <ShadowCue phase={phase} />}
              </div>
              <AudioButton text={line.text} lang={study.language} label={t('audio.sentence')} className="mt-0.5" />
              <PracticeLineButton
                text={line.text}
                language={study.language}
                onPlayModel={() => onPlayLine(line.sentenceId)}
                data-testid={`slice-practise-${line.sentenceId}`}
                className="mt-1"
              />
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** "Listen…" while the line plays, then "Your turn" with a bar running out over the time to repeat it. */
function ShadowCue({ phase }: { phase: ShadowPhase }) {
  const { t } = useTranslation('notes');
  const barRef = useRef<HTMLSpanElement>(null);
  const seconds = phase.kind === 'repeating' ? phase.seconds : 0;
  useEffect(() => {
    if (seconds <= 0) return;
    const animation = barRef.current?.animate?.([{ transform: 'scaleX(1)' }, { transform: 'scaleX(0)' }], {
      duration: seconds * 1000,
      easing: 'linear',
      fill: 'forwards',
    });
    return () => animation?.cancel();
  }, [seconds]);
  if (phase.kind === 'repeating') {
    return (
      <div role="status" data-testid="shadow-your-turn" className="mt-2">
        <p className="flex items-center gap-1.5 text-sm font-semibold text-brand-700">
          <Mic aria-hidden className="h-4 w-4 animate-pulse" />
          {t('slices.yourTurn')}
        </p>
        <span className="mt-1.5 block h-1 overflow-hidden rounded-full bg-brand-100">
          <span ref={barRef} className="block h-full origin-left rounded-full bg-brand-600" />
        </span>
      </div>
    );
  }
  return (
    <p
      role="status"
      data-testid="shadow-listen"
      className="mt-2 flex items-center gap-1.5 text-sm font-medium text-slate-500"
    >
      <Ear aria-hidden className="h-4 w-4" />
      {t('slices.listen')}
    </p>
  );
}
