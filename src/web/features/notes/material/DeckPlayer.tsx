import { ListMusic, Square } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import { abortableWait, type DeckStep, fetchDeckAudios, playDeck, playToEnd, stopDeckAudio } from './play-deck.ts';

type PlayerState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'playing'; step: DeckStep | null; total: number };

/** The deck playing now, on any page: starting another stops it, so two pages never talk over each other. */
let stopPlaying: (() => void) | null = null;

const pillClass =
  'inline-flex h-8 items-center gap-1.5 whitespace-nowrap rounded-full border px-3 text-xs font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-60';

/**
 * "Play all" for one page of the Words tab: the page's words one after another, each followed by a pause,
 * its meaning, and the line it was met in, until the end or Stop. The audio comes from the server in one
 * answer (GET /v3/vocab/deck/…/audios), so the page plays without a request between cards.
 */
export function DeckPlayer({ noteId, page, pageLabel }: { noteId: string; page: number; pageLabel: string }) {
  const { t } = useTranslation('notes');
  const [state, setState] = useState<PlayerState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);

  const stop = () => {
    if (!running.current) return;
    if (stopPlaying === stop) stopPlaying = null;
    running.current.abort();
    running.current = null;
    stopDeckAudio();
    setState({ status: 'idle' });
  };
  // Leaving the tab or the note silences the deck.
  // biome-ignore lint/correctness/useExhaustiveDependencies: stop reads only the ref, current at unmount
  useEffect(() => stop, []);

  const start = async () => {
    stopPlaying?.();
    stopPlaying = stop;
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'loading' });
    try {
      const deck = await fetchDeckAudios(noteId, page);
      if (controller.signal.aborted) return;
      const total = deck.cards.length;
      setState({ status: 'playing', step: null, total });
      await playDeck(deck, {
        play: (audio) => playToEnd(audio),
        wait: abortableWait,
        signal: controller.signal,
        onStep: (step) => setState({ status: 'playing', step, total }),
      });
    } catch (error) {
      if (!controller.signal.aborted) toastFailure(error instanceof ApiError ? error : t('audio.failed'), t);
    } finally {
      if (running.current === controller) {
        running.current = null;
        setState({ status: 'idle' });
      }
    }
  };

  if (state.status === 'idle')
    return (
      <button
        type="button"
        onClick={() => void start()}
        data-testid="deck-play-all"
        aria-label={t('deck.playAllLabel', { page: pageLabel })}
        className={`${pillClass} border-slate-200 bg-white text-slate-700 hover:border-brand-300 hover:bg-brand-50 hover:text-brand-700`}
      >
        <ListMusic aria-hidden className="h-3.5 w-3.5" />
        {t('deck.playAll')}
      </button>
    );

  const step = state.status === 'playing' ? state.step : null;
  return (
    // A row of its own under the page's heading, so the word and its meaning have the width to show.
    <div
      className="flex min-w-0 basis-full items-center gap-2 rounded-lg bg-brand-50 py-1.5 pl-3 pr-1.5"
      data-testid="deck-player"
    >
      <p role="status" className="min-w-0 flex-1 truncate text-sm text-slate-700" data-testid="deck-now">
        {state.status === 'loading' || !step ? (
          <span className="inline-flex items-center gap-1.5">
            <Spinner className="h-3 w-3" />
            {t('deck.preparing')}
          </span>
        ) : (
          <>
            <span className="font-mono text-xs tabular-nums text-slate-500">
              {t('deck.progress', { current: step.index + 1, total: state.status === 'playing' ? state.total : 0 })}
            </span>{' '}
            <span className="font-semibold text-slate-900" data-testid="deck-word">
              {step.card.word}
            </span>
            {step.part !== 'word' && (
              <span data-testid="deck-meaning">
                {' — '}
                {step.card.translation ?? t('common:offlineGloss.short')}
              </span>
            )}
          </>
        )}
      </p>
      <button
        type="button"
        onClick={stop}
        data-testid="deck-stop"
        className={`${pillClass} shrink-0 border-brand-500 bg-white text-brand-700 hover:bg-brand-100`}
      >
        <Square aria-hidden className="h-3 w-3 fill-current" />
        {t('deck.stop')}
      </button>
    </div>
  );
}
