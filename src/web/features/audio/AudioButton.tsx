import { MAX_SPEECH_CHARS } from '../../../common/learning.ts';
import { useQueryClient } from '@tanstack/react-query';
import { Volume2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { toastFailure } from '../../lib/failure-toast.ts';
import { displayLanguage } from '../../lib/language-options.ts';
import { playSpokenAudio } from './speech.ts';
import { audioQuery } from './api.ts';

/** How long the "no voice for this language" hint stays. */
export const NO_VOICE_HINT_MS = 5000;

type AudioButtonProps = { text: string; lang: string; label: string; className?: string };

/** Speaks a word or sentence (GET /v3/audio): the server's recording, or the browser's own voice. */
export function AudioButton({ text, lang, label, className }: AudioButtonProps) {
  const { t, i18n } = useTranslation('notes');
  const queryClient = useQueryClient();
  const hintId = useId();
  const [state, setState] = useState<'idle' | 'loading' | 'playing'>('idle');
  const [noVoice, setNoVoice] = useState(false);
  const spoken = text.trim();
  const unavailable = spoken === '' || spoken.length > MAX_SPEECH_CHARS;

  useEffect(() => {
    if (!noVoice) return;
    const timer = setTimeout(() => setNoVoice(false), NO_VOICE_HINT_MS);
    return () => clearTimeout(timer);
  }, [noVoice]);

  const play = async () => {
    setState('loading');
    setNoVoice(false);
    try {
      const audio = await queryClient.fetchQuery(audioQuery(spoken, lang));
      const outcome = await playSpokenAudio(audio, () => setState('idle'));
      if (outcome === 'no-voice') {
        setNoVoice(true);
        setState('idle');
      } else setState((current) => (current === 'loading' ? 'playing' : current));
    } catch (error) {
      setState('idle');
      // Request failures are already reported by the query client; this is the browser refusing to play.
      if (!(error instanceof ApiError)) toastFailure(t('audio.failed'), t);
    }
  };

  return (
    <span className="relative inline-flex">
      <button
        type="button"
        onClick={() => void play()}
        disabled={unavailable || state === 'loading'}
        aria-label={label}
        title={label}
        aria-describedby={noVoice ? hintId : undefined}
        data-testid="audio-play"
        data-state={state}
        className={cn(
          'flex h-8 w-8 shrink-0 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-600 transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:cursor-not-allowed disabled:opacity-50',
          state === 'playing' && 'border-brand-500 bg-brand-50 text-brand-700',
          className,
        )}
      >
        {state === 'loading' ? (
          <Spinner className="h-3.5 w-3.5" />
        ) : (
          <Volume2 aria-hidden className={cn('h-4 w-4', state === 'playing' && 'animate-pulse')} />
        )}
      </button>
      {noVoice && (
        <span
          id={hintId}
          role="status"
          data-testid="audio-no-voice"
          className="absolute left-0 top-full z-30 mt-1.5 w-max max-w-56 rounded-lg bg-slate-900 px-2.5 py-1.5 text-xs font-medium leading-snug text-white shadow-lg"
        >
          {t('audio.noVoice', { language: displayLanguage(lang, i18n.resolvedLanguage ?? i18n.language) })}
        </span>
      )}
    </span>
  );
}
