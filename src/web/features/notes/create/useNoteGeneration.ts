import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorReason } from '../../../../common/errors.ts';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { setAlertLoading } from '../../../lib/alert.ts';
import { localeParam, useLocale } from '../../../lib/locale.ts';
import { fetchGenerationStatus, noteListQuery, requestYouTubeNote, type YouTubeNoteRequest } from '../note-api.ts';
import type { GenerationStatus } from '../../../lib/api-types.ts';
import { serverText } from '../../../lib/server-messages.ts';
import { retryGeneration } from '../manage/manage-api.ts';
import { reasonOf, type Remedy, remedyFor } from './failure-remedy.ts';

/** How often the page asks how the note is coming along. */
export const STATUS_POLL_MS = 700;

export type GenerationView =
  | { phase: 'idle' }
  | { phase: 'running'; progress: number; status: GenerationStatus['status'] | 'starting' }
  | { phase: 'failed'; message: string; remedy: Remedy };

const isDone = (status?: GenerationStatus) => status?.status === 'ready' || status?.status === 'failed';

/**
 * Asks for a note, polls its status, and opens it when ready. While it runs the alert bar shows a
 * loading message; a failure leaves the server's reason and a way to ask again.
 */
export function useNoteGeneration() {
  const { t } = useTranslation('notes');
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [stfId, setStfId] = useState<string | null>(null);
  const lastRequest = useRef<YouTubeNoteRequest | null>(null);

  const request = useMutation({
    mutationFn: requestYouTubeNote,
    meta: { silent: true },
    onSuccess: ({ stfId: id }) => setStfId(id),
  });
  const status = useQuery({
    queryKey: ['note', 'status', stfId],
    queryFn: () => fetchGenerationStatus(stfId!),
    enabled: stfId !== null,
    refetchInterval: (query) => (isDone(query.state.data) ? false : STATUS_POLL_MS),
    refetchOnWindowFocus: false,
    staleTime: 0,
    gcTime: 0,
    meta: { silent: true },
  });

  // A failed generation runs again under its stfId (ADR 29); pending until the status says it runs, so the failure does not flash.
  const again = useMutation({
    mutationFn: retryGeneration,
    meta: { silent: true },
    onSuccess: async ({ stfId: id }) => {
      if (id !== stfId) setStfId(id);
      else await status.refetch();
    },
  });

  const data = status.data;
  const running = request.isPending || again.isPending || (stfId !== null && !isDone(data) && !status.isError);

  useEffect(() => {
    if (!running) return;
    setAlertLoading(true, t('create.generating'));
    return () => setAlertLoading(false);
  }, [running, t]);

  useEffect(() => {
    if (data?.status !== 'ready' || !data.noteId) return;
    void queryClient.invalidateQueries({ queryKey: noteListQuery.queryKey });
    void navigate({ to: '/{-$locale}/notes/$noteId', params: { locale: localeParam(locale), noteId: data.noteId } });
  }, [data, queryClient, navigate, locale]);

  const start = (next: YouTubeNoteRequest) => {
    lastRequest.current = next;
    again.reset();
    setStfId(null);
    request.mutate(next);
  };

  const failed = (message: string, reason: ErrorReason | undefined): GenerationView => ({
    phase: 'failed',
    message,
    remedy: remedyFor(reason, lastRequest.current?.url),
  });
  const reasonOfError = (error: unknown) =>
    error instanceof ApiError ? (error.coded?.reason ?? reasonOf(error.message)) : undefined;
  let view: GenerationView = { phase: 'idle' };
  if (request.isError) view = failed(errorMessage(request.error, t), reasonOfError(request.error));
  else if (again.isError) view = failed(errorMessage(again.error, t), reasonOfError(again.error));
  else if (again.isPending) view = { phase: 'running', progress: 0, status: 'starting' };
  else if (status.isError) view = failed(errorMessage(status.error, t), reasonOfError(status.error));
  else if (data?.status === 'failed')
    view = failed(data.message ? serverText(t, data.message) : t('create.failedUnknown'), reasonOf(data.message));
  else if (running || data?.status === 'ready')
    view = { phase: 'running', progress: data?.progress ?? 0, status: data?.status ?? 'starting' };

  /** Forgets a finished attempt (its error panel) once the learner changes what to ask for. */
  const reset = () => {
    if (running) return;
    request.reset();
    again.reset();
    setStfId(null);
  };

  /** A failed generation is run again under its stfId; a request that never started is sent again. */
  const retry = () => {
    if (stfId && data?.status === 'failed') again.mutate(stfId);
    else if (lastRequest.current) start(lastRequest.current);
  };

  return { view, running, start, reset, retry };
}
