import { useQuery } from '@tanstack/react-query';
import { canRecord } from '../../lib/use-recorder.ts';
import { hasBrowserRecognition } from './browser-recognition.ts';
import { speechCapabilitiesQuery } from './speech-api.ts';

/**
 * Who recognises the learner's speech (ADR 37): the server's speech-to-text model when it has one and the
 * browser can record; else the browser's own recognition; else nobody, and the page says why.
 */
export type SpeechMode = 'loading' | 'server' | 'browser' | 'none';

export function useSpeechMode(): SpeechMode {
  const capabilities = useQuery(speechCapabilitiesQuery);
  if (capabilities.isPending) return 'loading';
  if (capabilities.data?.speechToText && canRecord()) return 'server';
  return hasBrowserRecognition() ? 'browser' : 'none';
}
