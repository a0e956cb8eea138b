import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type {
  Dictation,
  PronunciationCheck,
  PronunciationCheckRequest,
  SpeechCapabilities,
  TranscribeRequest,
} from '../../lib/api-types.ts';

/** Whether the server recognises speech; read once a session (the configuration does not change under a page). */
export const speechCapabilitiesQuery = queryOptions({
  queryKey: ['speech', 'capabilities'],
  queryFn: () => api<SpeechCapabilities>('/speech/capabilities'),
  staleTime: Number.POSITIVE_INFINITY,
  meta: { silent: true },
});

export const speechCalls = {
  check: (body: PronunciationCheckRequest) => api<PronunciationCheck>('/pronunciation/check', { method: 'POST', body }),
  transcribe: (body: TranscribeRequest) => api<Dictation>('/speech/transcribe', { method: 'POST', body }),
};
