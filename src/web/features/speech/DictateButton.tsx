import { Mic, MicOff, Square } from 'lucide-react';
import { useId, useState } from 'react';
import { useSpeechTranslation } from './strings.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { speechCalls } from './speech-api.ts';
import { useSpeechMode } from './useSpeechMode.ts';
import { problemText, useVoiceTake } from './useVoiceTake.ts';

type DictateButtonProps = {
  /** The language spoken (the search's or the chat's learning language). */
  language: string;
  /** What was said, to put into the input. */
  onText: (text: string) => void;
  className?: string;
  'data-testid'?: string;
};

/**
 * Voice input (ADR 37): press to speak, press again to put what was said into the input. The server's
 * speech-to-text where there is one, else the browser's recognition; with neither, the button stays
 * greyed with a tooltip that says why. For the dictionary search and the AI chat box.
 */
export function DictateButton({ language, onText, className, 'data-testid': testId = 'dictate' }: DictateButtonProps) {
  const { t } = useSpeechTranslation();
  const mode = useSpeechMode();
  const take = useVoiceTake(language, mode);
  const [working, setWorking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const messageId = useId();

  const stop = async () => {
    const voice = await take.stop();
    if (!voice) return;
    let text = voice.transcript ?? '';
    if (voice.transcript === null && voice.recording) {
      setWorking(true);
      try {
        const { audio, mimeType } = voice.recording;
        text = (await speechCalls.transcribe({ language, recording: { audio, mimeType } })).text;
      } catch (error) {
        setMessage(errorMessage(error, t));
        return;
      } finally {
        setWorking(false);
      }
    }
    if (text.trim()) onText(text.trim());
    else setMessage(t('dictate.nothing'));
  };

  const unavailable = mode === 'none' || mode === 'loading';
  const label = mode === 'none' ? t('dictate.unavailable') : take.recording ? t('dictate.stop') : t('dictate.start');
  const problem = message ?? (take.problem ? problemText(take.problem, t) : null);
  const Icon = working ? null : take.recording ? Square : mode === 'none' ? MicOff : Mic;
  return (
    <span className="relative inline-flex">
      <button
        type="button"
        aria-label={label}
        title={label}
        aria-disabled={unavailable || working}
        aria-pressed={take.recording}
        aria-describedby={problem ? messageId : undefined}
        data-testid={testId}
        data-state={working ? 'working' : take.recording ? 'recording' : mode}
        onClick={() => {
          if (unavailable || working) return;
          setMessage(null);
          if (take.recording) void stop();
          else void take.start();
        }}
        className={cn(
          'flex h-11 w-11 shrink-0 items-center justify-center rounded-md border transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
          take.recording
            ? 'animate-pulse border-red-300 bg-red-50 text-red-700'
            : unavailable
              ? 'cursor-not-allowed border-slate-200 bg-slate-50 text-slate-300'
              : 'border-slate-300 bg-white text-slate-600 shadow-sm hover:bg-slate-100 hover:text-brand-700',
          className,
        )}
      >
        {Icon ? (
          <Icon aria-hidden className={cn('h-4 w-4', take.recording && 'fill-current')} />
        ) : (
          <Spinner className="h-4 w-4" label={t('dictate.working')} />
        )}
      </button>
      {problem && (
        <span
          id={messageId}
          role="alert"
          data-testid={`${testId}-problem`}
          className="absolute right-0 top-full z-10 mt-1 w-64 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs leading-5 text-white shadow-lg"
        >
          {problem}
        </span>
      )}
    </span>
  );
}
