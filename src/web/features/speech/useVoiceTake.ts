import type { TFunction } from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import { canRecord, type Recorded, useRecorder } from '../../lib/use-recorder.ts';
import { type BrowserListening, listenInBrowser } from './browser-recognition.ts';
import type { SpeechMode } from './useSpeechMode.ts';

/**
 * One spoken take, whoever recognises it: with the server, the recording (sent by the caller); with the
 * browser, what its recognition heard, and the recording too where the browser can make one (to replay).
 */
export type VoiceTake = { recording: Recorded | null; transcript: string | null };
export type TakeProblem = 'denied' | 'unsupported' | 'nothing' | { browserError: string };

export function useVoiceTake(language: string, mode: SpeechMode) {
  const recorder = useRecorder();
  const listening = useRef<BrowserListening | null>(null);
  const [recording, setRecording] = useState(false);
  const [problem, setProblem] = useState<TakeProblem | null>(null);
  useEffect(() => () => listening.current?.cancel(), []);

  const start = useCallback(async () => {
    setProblem(null);
    // useSpeechMode offers the server only where the browser can record; the browser records for the replay.
    if (mode === 'server' || (mode === 'browser' && canRecord())) {
      if (!(await recorder.start())) return setProblem('denied');
    }
    if (mode === 'browser') {
      try {
        listening.current = listenInBrowser(language);
      } catch {
        return setProblem('unsupported');
      }
    }
    setRecording(true);
  }, [mode, language, recorder]);

  /** Ends the take; null when there is nothing to work with (and `problem` says why). */
  const stop = useCallback(async (): Promise<VoiceTake | null> => {
    setRecording(false);
    const heard = listening.current;
    listening.current = null;
    const [take, transcript] = await Promise.all([
      recorder.stop(),
      heard?.finish().catch((error: Error) => {
        setProblem({ browserError: error.message });
        return undefined;
      }),
    ]);
    if (transcript === undefined && heard) return null;
    if (!heard && !take) {
      setProblem('nothing');
      return null;
    }
    return { recording: take, transcript: transcript ?? null };
  }, [recorder]);

  return { recording, problem, setProblem, start, stop };
}

/** What to tell the learner about a take that gave nothing (keys of the speech namespace). */
export function problemText(problem: TakeProblem, t: TFunction<'speech'>): string {
  if (typeof problem === 'object') return t('mic.browserFailed', { error: problem.browserError });
  if (problem === 'unsupported') return t('mic.none');
  return t(`mic.${problem}`);
}
