import { Mic, Play, RotateCcw, Square, Volume2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSpeechTranslation } from './strings.ts';
import { alignPronunciation } from '../../../common/pronunciation.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { AudioButton } from '../audio/AudioButton.tsx';
import { type FeedbackResult, PronunciationFeedback } from './PronunciationFeedback.tsx';
import { speechCalls } from './speech-api.ts';
import { useSpeechMode } from './useSpeechMode.ts';
import { problemText, useVoiceTake } from './useVoiceTake.ts';

export type PronunciationCheckProps = {
  text: string;
  language: string;
  /** Plays the line as the video says it; without it, the line is spoken (the server's voice or the browser's). */
  onPlayModel?: () => void;
};

/**
 * Record a line, get it back word by word (ADR 37): the server's speech-to-text where there is one, else
 * the browser's own recognition aligned here with the same function, else a sentence saying why not.
 * The model line and the learner's own take can be replayed side by side.
 */
export function PronunciationCheck({ text, language, onPlayModel }: PronunciationCheckProps) {
  const { t } = useSpeechTranslation();
  const mode = useSpeechMode();
  const take = useVoiceTake(language, mode);
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<FeedbackResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [takeUrl, setTakeUrl] = useState<string | null>(null);
  useEffect(() => () => void (takeUrl && URL.revokeObjectURL(takeUrl)), [takeUrl]);

  const start = () => {
    setResult(null);
    setFailure(null);
    void take.start();
  };
  const stop = async () => {
    const voice = await take.stop();
    if (!voice) return;
    setTakeUrl(voice.recording ? URL.createObjectURL(voice.recording.blob) : null);
    if (voice.transcript !== null) {
      setResult({ heard: voice.transcript, ...alignPronunciation(text, voice.transcript, language) });
      return;
    }
    if (!voice.recording) return;
    setChecking(true);
    try {
      const { audio, mimeType } = voice.recording;
      setResult(await speechCalls.check({ text, language, recording: { audio, mimeType } }));
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      setChecking(false);
    }
  };

  if (mode === 'none') return <Notice tone="warn">{t('mic.none')}</Notice>;
  return (
    <div className="space-y-4 pb-2" data-testid="pronunciation-check" data-mode={mode}>
      <p lang={language} className="rounded-xl bg-slate-50 px-4 py-3 text-lg leading-8 text-slate-900">
        {text}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {onPlayModel ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={onPlayModel}
            data-testid="pronunciation-play-model"
          >
            <Volume2 aria-hidden className="h-4 w-4" />
            {t('playModel')}
          </Button>
        ) : (
          <AudioButton text={text} lang={language} label={t('playModel')} />
        )}
        {take.recording ? (
          <Button
            type="button"
            variant="destructive"
            size="sm"
            onClick={() => void stop()}
            data-testid="pronunciation-stop"
          >
            <Square aria-hidden className="h-3.5 w-3.5 fill-current" />
            {t('stop')}
          </Button>
        ) : (
          <Button
            type="button"
            size="sm"
            onClick={start}
            disabled={mode === 'loading' || checking}
            data-testid="pronunciation-record"
          >
            {result ? <RotateCcw aria-hidden className="h-4 w-4" /> : <Mic aria-hidden className="h-4 w-4" />}
            {result ? t('again') : t('record')}
          </Button>
        )}
        {takeUrl && !take.recording && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => void new Audio(takeUrl).play().catch(() => {})}
            data-testid="pronunciation-play-mine"
          >
            <Play aria-hidden className="h-3.5 w-3.5 fill-current" />
            {t('playMine')}
          </Button>
        )}
      </div>
      {take.recording && <Notice tone="live">{t('recording')}</Notice>}
      {checking && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="h-4 w-4" />
          {t('checking')}
        </p>
      )}
      {take.problem && <Notice tone="warn">{problemText(take.problem, t)}</Notice>}
      {failure && <Notice tone="warn">{failure}</Notice>}
      {result && <PronunciationFeedback result={result} language={language} />}
      {result && mode === 'browser' && <p className="text-xs text-slate-500">{t('byBrowser')}</p>}
    </div>
  );
}

function Notice({ tone, children }: { tone: 'warn' | 'live'; children: string }) {
  return (
    <p
      role={tone === 'warn' ? 'alert' : 'status'}
      data-testid={tone === 'warn' ? 'pronunciation-problem' : 'pronunciation-recording'}
      className={
        tone === 'warn'
          ? 'rounded-lg bg-amber-50 px-3 py-2 text-sm leading-6 text-amber-900'
          : 'flex items-center gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800'
      }
    >
      {children}
    </p>
  );
}
